import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { dealerKeys } from './keys.ts';
import type { GdprRetention } from './types.ts';

/** GET /api/GdprRetention/GetGdprRetention: the own department's retention periods. */
export const gdprRetentionQuery = queryOptions({
  queryKey: dealerKeys.gdprRetention,
  queryFn: () => api.get<GdprRetention>('/api/GdprRetention/GetGdprRetention'),
  refetchOnWindowFocus: false,
});
