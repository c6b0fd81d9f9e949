import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@/lib/current-user.ts';
import { dealerKeys } from './keys.ts';

/**
 * After a save of the department's functions or package: both are read again (from the department's events, so at
 * once), and the administrator's own menu follows when it was their own department.
 */
export const showDealerFunctions = async (queryClient: QueryClient, dealerId: string): Promise<void> => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: dealerKeys.dealerRoles(dealerId) }),
    queryClient.invalidateQueries({ queryKey: dealerKeys.dealerPackage(dealerId) }),
    queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  ]);
};
