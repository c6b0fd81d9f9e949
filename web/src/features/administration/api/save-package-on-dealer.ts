import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@/lib/current-user.ts';
import { api } from '@/lib/api.ts';
import { adminKeys } from './keys.ts';
import { refetchUntil } from './read-your-writes.ts';
import { dealerPackageQuery } from './subscription-package-for-dealer.ts';
import type { MessageReply } from './types.ts';

/**
 * POST /api/subscriptionpackage/saveondealer {DealerId, SubscriptionPackageId}: the new package replaces the package's
 * functions and keeps the extra ones, so the functions refetch with it.
 */
export const savePackageOnDealer = (request: { DealerId: string; SubscriptionPackageId: number }): Promise<MessageReply> =>
  api.post<MessageReply>('/api/subscriptionpackage/saveondealer', request);

export const useSavePackageOnDealer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePackageOnDealer,
    onSuccess: async (_reply, { DealerId, SubscriptionPackageId }) => {
      await refetchUntil(queryClient, dealerPackageQuery(DealerId), (subscription) => subscription.SubscriptionPackageId === SubscriptionPackageId);
      await queryClient.invalidateQueries({ queryKey: adminKeys.dealerRoles(DealerId) });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
};
