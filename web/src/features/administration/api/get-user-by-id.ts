import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { adminKeys } from './keys.ts';
import type { UserModel } from './types.ts';

/** GET /api/user/GetUserById?Id: the admin user edit page's user. Not refetched on focus: the page holds edits. */
export const userByIdQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: () => api.get<UserModel>('/api/user/GetUserById', { Id: id }),
    refetchOnWindowFocus: false,
  });
