import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { dealerPlatesQuery } from './dealer-plates-by-dealer-id.ts';
import { refetchUntil } from './read-your-writes.ts';
import type { MessageReply } from './types.ts';

/** DELETE /api/dealerplate/delete?dealerId&id */
export const deleteDealerPlate = (request: { dealerId: string; id: string }): Promise<MessageReply> =>
  api.delete<MessageReply>('/api/dealerplate/delete', request);

export const useDeleteDealerPlate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDealerPlate,
    onSuccess: async (_reply, { dealerId, id }) => {
      await refetchUntil(queryClient, dealerPlatesQuery(dealerId), (plates) => !plates.some((row) => row.Id === id));
    },
  });
};
