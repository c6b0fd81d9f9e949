import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FeeRequest, FeeResponse } from '../../../../../domain/calculation/fee-request.ts';
import { api } from '@/lib/api.ts';

/**
 * The fee of a request. Keyed by the request itself: a newer input asks anew and an older answer can never be shown
 * for it; while the new answer is on its way the previous one stays (marked as placeholder data, the figures spin).
 */
export const registrationFeeQuery = (request: FeeRequest | null) =>
  queryOptions({
    queryKey: ['calculation', 'fee', request],
    queryFn: () => api.post<FeeResponse>('/api/vehicleregistrationfee/calculate', request),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
