import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { adminKeys } from './keys.ts';
import type { UserList } from './types.ts';

/** GET /api/user/UsersByDealer?Id&freeText: the users tab's grid (the server narrows by the free text). */
export const usersByDealerQuery = (dealerId: string, freeText = '') =>
  queryOptions({
    queryKey: adminKeys.usersOf(dealerId, freeText),
    queryFn: () => api.get<UserList>('/api/user/UsersByDealer', { Id: dealerId, freeText: freeText || undefined }),
  });
