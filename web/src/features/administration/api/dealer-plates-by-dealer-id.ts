import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { adminKeys } from './keys.ts';
import type { DealerPlate } from './types.ts';

/** GET /api/dealerplate/dealerplatesbydealerid?dealerId: the department's own plates. */
export const dealerPlatesQuery = (dealerId: string) =>
  queryOptions({
    queryKey: adminKeys.plates(dealerId),
    queryFn: () => api.get<DealerPlate[]>('/api/dealerplate/dealerplatesbydealerid', { dealerId }),
  });
