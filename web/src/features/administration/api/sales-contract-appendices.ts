import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { adminKeys } from './keys.ts';
import type { SalesContractAppendix } from './types.ts';

/** GET /api/salescontractappendix/GetByDealerId?dealerId: the department's appendices. */
export const appendicesQuery = (dealerId: string) =>
  queryOptions({
    queryKey: adminKeys.appendices(dealerId),
    queryFn: () => api.get<SalesContractAppendix[]>('/api/salescontractappendix/GetByDealerId', { dealerId }),
  });
