import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { adminKeys } from './keys.ts';
import { refetchUntil } from './read-your-writes.ts';
import { usersByDealerQuery } from './users-by-dealer.ts';
import type { MessageReply } from './types.ts';

/** POST /api/user/ResendActivationLink?userId: a new link by e-mail; the expired flag clears. */
export const resendActivationLink = (userId: string): Promise<MessageReply> =>
  api.post<MessageReply>('/api/user/ResendActivationLink', undefined, { userId });

export const useResendActivationLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: string; dealerId: string }) => resendActivationLink(userId),
    onSuccess: async (_reply, { userId, dealerId }) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.user(userId) });
      await refetchUntil(queryClient, usersByDealerQuery(dealerId), (list) => !list.List.some((user) => user.Id === userId && user.ActivationExpired));
      await queryClient.invalidateQueries({ queryKey: adminKeys.users(dealerId) });
    },
  });
};
