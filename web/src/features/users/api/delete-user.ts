import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { userKeys } from './keys.ts';
import { showUserWrite } from './users-shown.ts';
import type { MessageReply } from './types.ts';

/** DELETE /api/user/DeleteUser?id: the user can no longer sign in; their sessions end at once. */
export const deleteUser = async (id: string): Promise<MessageReply & { DealerId?: string; version: string | undefined }> => {
  const { data, version } = await api.send<MessageReply & { DealerId?: string }>('DELETE', '/api/user/DeleteUser', { query: { id } });
  return { ...data, version };
};

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; dealerId: string }) => deleteUser(id),
    onSuccess: async (reply, { id, dealerId }) => {
      queryClient.removeQueries({ queryKey: userKeys.user(id) });
      await showUserWrite(queryClient, dealerId, { UserId: id, MinVersion: reply.version });
    },
  });
};
