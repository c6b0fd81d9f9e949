import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** What POST /api/customer/deletemultiple answers for one batch: those deleted, and those that were not, with why. */
export interface DeleteCustomersReply {
  Deleted?: string[];
  Failed?: { Id: string; Message: string }[];
}

/** POST /api/customer/deletemultiple/ {ids}: one batch of at most 50 customers, each forgotten for good. */
export const deleteCustomers = async (ids: readonly string[]): Promise<{ deleted: string[]; failed: number }> => {
  const { data } = await api.send<DeleteCustomersReply | null>('POST', '/api/customer/deletemultiple', { body: { ids } });
  // A server that answers without the lists has deleted the whole batch (a failure is an error status).
  const failed = data?.Failed?.length ?? 0;
  const deleted = data?.Deleted ?? (failed === 0 ? [...ids] : []);
  return { deleted: deleted.map(String), failed };
};

/** DELETE /api/customer/delete?id=: the customer forgotten for good (spec part 1 §4 "Delete customer"). */
export const deleteCustomer = (id: string) => api.send<{ Message?: string } | null>('DELETE', '/api/customer/delete', { query: { id } });

export const useDeleteCustomer = () => useMutation({ mutationFn: (id: string) => deleteCustomer(id) });
