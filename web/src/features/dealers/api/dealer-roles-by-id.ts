import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { dealerKeys } from './keys.ts';
import type { DealerRoles } from './types.ts';

/**
 * GET /api/dealer/dealerrolesbyid?Id: the department's functions and every function there is, with the department's
 * version they were read at (the save's If-Match).
 */
export const dealerRolesQuery = (dealerId: string) =>
  queryOptions({
    queryKey: dealerKeys.dealerRoles(dealerId),
    queryFn: async (): Promise<DealerRoles> => {
      const { data, version } = await api.send<DealerRoles>('GET', '/api/dealer/dealerrolesbyid', { query: { Id: dealerId } });
      return version === undefined ? data : { ...data, ETag: version };
    },
    refetchOnWindowFocus: false,
  });
