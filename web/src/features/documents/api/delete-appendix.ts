import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { showCommand } from '@/lib/read-your-writes.ts';
import { appendicesQuery, appendixListKey, fetchAppendices } from './appendix-list-by-dealer.ts';
import type { MessageReply } from './types.ts';

/**
 * DELETE /api/salescontractappendix/Delete?salesContractAppendixId: later documents can no longer choose it. Answers
 * the appendix's new version, which the list is asked at.
 */
export const deleteAppendix = async (id: string): Promise<MessageReply & { version: string | undefined }> => {
  const { data, version } = await api.send<MessageReply>('DELETE', '/api/salescontractappendix/Delete', { query: { salesContractAppendixId: id } });
  return { ...data, version };
};

export const useDeleteAppendix = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; dealerId: string }) => deleteAppendix(id),
    onSuccess: (reply, { id, dealerId }) =>
      showCommand(queryClient, appendicesQuery(dealerId), () => fetchAppendices(dealerId, { id, version: reply.version }), appendixListKey(dealerId)),
  });
};
