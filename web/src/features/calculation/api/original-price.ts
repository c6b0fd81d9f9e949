import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** The original new price of the case's car (used-car fee, § 10's N), asked for old cases only (spec part 2 §4). */
export const originalPriceQuery = (caseId: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: ['calculation', 'original-price', caseId],
    queryFn: () => api.get<{ CaseId: string; OriginalPrice: number | null }>('/api/case/getoriginalprice/', { caseId }),
    enabled: enabled && caseId !== null,
    retry: false,
  });
