import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { dealerKeys } from './keys.ts';
import type { DealerPlate } from './types.ts';

/** GET /api/dealerplate/dealerplatesbydealerid?dealerId[&MinVersion]: the department's own plates. */
export const fetchDealerPlates = (dealerId: string, minVersion?: string): Promise<DealerPlate[]> =>
  api.get<DealerPlate[]>('/api/dealerplate/dealerplatesbydealerid', { dealerId, ...(minVersion ? { MinVersion: minVersion } : {}) });

export const dealerPlatesQuery = (dealerId: string) =>
  queryOptions({
    queryKey: dealerKeys.plates(dealerId),
    queryFn: () => fetchDealerPlates(dealerId),
  });
