import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { dealerKeys } from './keys.ts';
import { dealerPlatesQuery, fetchDealerPlates } from './dealer-plates-by-dealer-id.ts';
import { showCommand } from '@/lib/read-your-writes.ts';
import type { MessageReply } from './types.ts';

/** POST /api/dealerplate/add {DealerId, RegistrationNumber}: the server keeps it upper-cased; answers the new version. */
export const addDealerPlate = async (request: { DealerId: string; RegistrationNumber: string }): Promise<MessageReply & { version: string | undefined }> => {
  const { data, version } = await api.send<MessageReply>('POST', '/api/dealerplate/add', { body: request });
  return { ...data, version };
};

export const useAddDealerPlate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDealerPlate,
    onSuccess: (reply, { DealerId }) =>
      showCommand(queryClient, dealerPlatesQuery(DealerId), () => fetchDealerPlates(DealerId, reply.version), dealerKeys.plates(DealerId)),
  });
};
