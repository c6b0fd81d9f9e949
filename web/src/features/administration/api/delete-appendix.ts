import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { refetchUntil } from './read-your-writes.ts';
import { appendicesQuery } from './sales-contract-appendices.ts';
import type { MessageReply } from './types.ts';

/** DELETE /api/salescontractappendix/Delete?salesContractAppendixId: later documents can no longer choose it. */
export const deleteAppendix = (id: string): Promise<MessageReply> => api.delete<MessageReply>('/api/salescontractappendix/Delete', { salesContractAppendixId: id });

export const useDeleteAppendix = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; dealerId: string }) => deleteAppendix(id),
    onSuccess: async (_reply, { id, dealerId }) => {
      await refetchUntil(queryClient, appendicesQuery(dealerId), (list) => !list.some((row) => String(row.Id) === id));
    },
  });
};
