import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { userKeys } from './keys.ts';
import { showUserWrite } from './users-shown.ts';
import type { MessageReply } from './types.ts';

/** POST /api/user/ResendActivationLink?userId: a new link by e-mail; the expired flag clears. */
export const resendActivationLink = async (userId: string): Promise<MessageReply & { version: string | undefined }> => {
  const { data, version } = await api.send<MessageReply>('POST', '/api/user/ResendActivationLink', { query: { userId } });
  return { ...data, version };
};

export const useResendActivationLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: string; dealerId: string }) => resendActivationLink(userId),
    onSuccess: async (reply, { userId, dealerId }) => {
      await queryClient.invalidateQueries({ queryKey: userKeys.user(userId) });
      await showUserWrite(queryClient, dealerId, { UserId: userId, MinVersion: reply.version });
    },
  });
};
