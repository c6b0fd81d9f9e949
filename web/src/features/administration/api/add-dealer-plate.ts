import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { adminKeys } from './keys.ts';
import type { MessageReply } from './types.ts';

/** POST /api/dealerplate/add {DealerId, RegistrationNumber}: the server keeps it upper-cased. */
export const addDealerPlate = (request: { DealerId: string; RegistrationNumber: string }): Promise<MessageReply> =>
  api.post<MessageReply>('/api/dealerplate/add', request);

export const useAddDealerPlate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDealerPlate,
    onSuccess: async (_reply, { DealerId }) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.plates(DealerId) });
    },
  });
};
