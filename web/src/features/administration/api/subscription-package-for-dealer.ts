import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { adminKeys } from './keys.ts';
import type { DealerSubscriptionPackage } from './types.ts';

/** GET /api/subscriptionpackage/GetSubscriptionPackageForDealer?dealerId: the package and the choices. */
export const dealerPackageQuery = (dealerId: string) =>
  queryOptions({
    queryKey: adminKeys.dealerPackage(dealerId),
    queryFn: () => api.get<DealerSubscriptionPackage>('/api/subscriptionpackage/GetSubscriptionPackageForDealer', { dealerId }),
    refetchOnWindowFocus: false,
  });
