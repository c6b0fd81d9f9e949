import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { ONE_HOUR } from './cache.ts';

/** GET /api/dbi/getmakes: the catalogue's makes. */
export const catalogueMakesQuery = queryOptions({
  queryKey: ['catalogue', 'makes'],
  queryFn: () => api.get<string[]>('/api/dbi/getmakes'),
  staleTime: ONE_HOUR,
  retry: false,
});
