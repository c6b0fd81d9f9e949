import { queryOptions } from '@tanstack/react-query';
import type { TaxRequest, TaxResponse } from '../../../../../domain/calculation/periodic-taxes.ts';
import { api } from '@/lib/api.ts';

/** The car's yearly taxes; a failure is ignored (spec part 2 §7: errors silently ignored). */
export const periodicTaxesQuery = (request: TaxRequest | null) =>
  queryOptions({
    queryKey: ['calculation', 'taxes', request],
    queryFn: () => api.post<TaxResponse>('/api/VehicleTax/GetTaxes', request),
    enabled: request !== null,
    retry: false,
    staleTime: 60 * 60 * 1000,
  });
