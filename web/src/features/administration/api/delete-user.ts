import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { adminKeys } from './keys.ts';
import { refetchUntil } from './read-your-writes.ts';
import { usersByDealerQuery } from './users-by-dealer.ts';
import type { MessageReply } from './types.ts';

/** DELETE /api/user/DeleteUser?id: the user can no longer sign in; their sessions end at once. */
export const deleteUser = (id: string): Promise<MessageReply & { DealerId?: string }> =>
  api.delete<MessageReply & { DealerId?: string }>('/api/user/DeleteUser', { id });

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; dealerId: string }) => deleteUser(id),
    onSuccess: async (_reply, { id, dealerId }) => {
      queryClient.removeQueries({ queryKey: adminKeys.user(id) });
      await refetchUntil(queryClient, usersByDealerQuery(dealerId), (list) => !list.List.some((user) => user.Id === id));
      await queryClient.invalidateQueries({ queryKey: adminKeys.users(dealerId) });
    },
  });
};
