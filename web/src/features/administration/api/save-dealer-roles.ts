import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@/lib/current-user.ts';
import { api } from '@/lib/api.ts';
import { adminKeys } from './keys.ts';
import type { MessageReply } from './types.ts';

/** POST /api/dealer/savedealerroles {DealerId, SelectedRoles}: the department's functions. */
export const saveDealerRoles = (request: { DealerId: string; SelectedRoles: number[] }): Promise<MessageReply> =>
  api.post<MessageReply>('/api/dealer/savedealerroles', request);

export const useSaveDealerRoles = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDealerRoles,
    onSuccess: async (_reply, { DealerId }) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.dealerRoles(DealerId) });
      // The administrator's own department's functions decide their menu.
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
};
