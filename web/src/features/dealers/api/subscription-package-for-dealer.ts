import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { dealerKeys } from './keys.ts';
import type { DealerSubscriptionPackage } from './types.ts';

/**
 * GET /api/subscriptionpackage/GetSubscriptionPackageForDealer?dealerId: the package and the choices, with the
 * department's version they were read at (the save's If-Match).
 */
export const dealerPackageQuery = (dealerId: string) =>
  queryOptions({
    queryKey: dealerKeys.dealerPackage(dealerId),
    queryFn: async (): Promise<DealerSubscriptionPackage> => {
      const { data, version } = await api.send<DealerSubscriptionPackage>('GET', '/api/subscriptionpackage/GetSubscriptionPackageForDealer', { query: { dealerId } });
      return version === undefined ? data : { ...data, ETag: version };
    },
    refetchOnWindowFocus: false,
  });
