import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { adminKeys } from './keys.ts';
import type { DealerRoles } from './types.ts';

/** GET /api/dealer/dealerrolesbyid?Id: the department's functions and every function there is. */
export const dealerRolesQuery = (dealerId: string) =>
  queryOptions({
    queryKey: adminKeys.dealerRoles(dealerId),
    queryFn: () => api.get<DealerRoles>('/api/dealer/dealerrolesbyid', { Id: dealerId }),
    refetchOnWindowFocus: false,
  });
