import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import type { ActiveUser } from './types.ts';

/** GET /api/user/getactiveconglomerateusers: who can be responsible for a car. */
export const activeUsersQuery = queryOptions({
  queryKey: ['cars', 'active-users'],
  queryFn: () => api.get<ActiveUser[]>('/api/user/getactiveconglomerateusers'),
  staleTime: 5 * 60_000,
});
