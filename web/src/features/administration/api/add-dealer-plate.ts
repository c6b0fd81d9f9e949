import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { dealerPlatesQuery } from './dealer-plates-by-dealer-id.ts';
import { refetchUntil } from './read-your-writes.ts';
import type { MessageReply } from './types.ts';

/** POST /api/dealerplate/add {DealerId, RegistrationNumber}: the server keeps it upper-cased. */
export const addDealerPlate = (request: { DealerId: string; RegistrationNumber: string }): Promise<MessageReply> =>
  api.post<MessageReply>('/api/dealerplate/add', request);

export const useAddDealerPlate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDealerPlate,
    onSuccess: async (_reply, { DealerId, RegistrationNumber }) => {
      const plate = RegistrationNumber.trim().toUpperCase();
      await refetchUntil(queryClient, dealerPlatesQuery(DealerId), (plates) => plates.some((row) => row.RegistrationNumber === plate));
    },
  });
};
