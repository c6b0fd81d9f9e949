import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { userKeys } from './keys.ts';
import type { UserModel } from './types.ts';

/**
 * GET /api/user/GetUserById?Id: the admin user edit page's user, with the version it was read at (the save's
 * If-Match). Not refetched on focus: the page holds edits.
 */
export const userByIdQuery = (id: string) =>
  queryOptions({
    queryKey: userKeys.user(id),
    queryFn: async (): Promise<UserModel> => {
      const { data, version } = await api.send<UserModel>('GET', '/api/user/GetUserById', { query: { Id: id } });
      return version === undefined ? data : { ...data, ETag: version };
    },
    refetchOnWindowFocus: false,
  });
