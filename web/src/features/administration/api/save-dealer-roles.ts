import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@/lib/current-user.ts';
import { api } from '@/lib/api.ts';
import { dealerRolesQuery } from './dealer-roles-by-id.ts';
import { refetchUntil } from './read-your-writes.ts';
import type { MessageReply } from './types.ts';

/** POST /api/dealer/savedealerroles {DealerId, SelectedRoles}: the department's functions. */
export const saveDealerRoles = (request: { DealerId: string; SelectedRoles: number[] }): Promise<MessageReply> =>
  api.post<MessageReply>('/api/dealer/savedealerroles', request);

export const useSaveDealerRoles = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDealerRoles,
    onSuccess: async (_reply, { DealerId, SelectedRoles }) => {
      const saved = [...SelectedRoles].sort((a, b) => a - b).join();
      await refetchUntil(queryClient, dealerRolesQuery(DealerId), (roles) => roles.SelectedRoles.map((role) => role.Id).join() === saved);
      // The administrator's own department's functions decide their menu.
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
};
