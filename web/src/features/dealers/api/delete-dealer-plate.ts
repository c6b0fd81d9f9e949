import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { dealerKeys } from './keys.ts';
import { dealerPlatesQuery, fetchDealerPlates } from './dealer-plates-by-dealer-id.ts';
import { showCommand } from '@/lib/read-your-writes.ts';
import type { MessageReply } from './types.ts';

/** DELETE /api/dealerplate/delete?dealerId&id: answers the department's new version. */
export const deleteDealerPlate = async (request: { dealerId: string; id: string }): Promise<MessageReply & { version: string | undefined }> => {
  const { data, version } = await api.send<MessageReply>('DELETE', '/api/dealerplate/delete', { query: request });
  return { ...data, version };
};

export const useDeleteDealerPlate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDealerPlate,
    onSuccess: (reply, { dealerId }) =>
      showCommand(queryClient, dealerPlatesQuery(dealerId), () => fetchDealerPlates(dealerId, reply.version), dealerKeys.plates(dealerId)),
  });
};
