import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { dealerKeys } from './keys.ts';
import type { DealerOption } from './types.ts';

/** GET /api/dealer/dealers: the departments the administrator may administrate (the dealer selector). */
export const dealersQuery = queryOptions({
  queryKey: dealerKeys.dealers,
  queryFn: () => api.get<DealerOption[]>('/api/dealer/dealers'),
  staleTime: 60_000,
});
