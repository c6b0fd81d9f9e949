import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { dealerKeys } from './keys.ts';
import type { GdprRetention, MessageReply } from './types.ts';

/** POST /api/GdprRetention/UpdateGdprRetention {customerAndCasesRetentionDays, leadsRetentionDays}. */
export const updateGdprRetention = (request: GdprRetention): Promise<MessageReply> =>
  api.post<MessageReply>('/api/GdprRetention/UpdateGdprRetention', request);

export const useUpdateGdprRetention = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGdprRetention,
    onSuccess: (_reply, request) => {
      queryClient.setQueryData(dealerKeys.gdprRetention, request);
    },
  });
};
