import { queryOptions } from '@tanstack/react-query';
import type { BidEntry } from '../../../../../events/customer-cars.ts';
import { api } from '@/lib/api.ts';
import { customerCarKeys } from './keys.ts';

/** GET /api/Case/GetBids: the bids on the swap car. */
export const bidsQuery = (carId: string, caseId: string | null) =>
  queryOptions({
    queryKey: customerCarKeys.bids(carId, caseId),
    queryFn: async () => (await api.get<{ Bids: BidEntry[] }>('/api/Case/GetBids', { CaseId: caseId, SwapCarId: carId })).Bids,
  });
