import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { userKeys } from './keys.ts';
import type { NewUserModel } from './types.ts';

/** GET /api/user/GetNewUser?dealerId: the create-user form, the department's functions all chosen to begin with. */
export const newUserQuery = (dealerId: string) =>
  queryOptions({
    queryKey: userKeys.newUser(dealerId),
    queryFn: () => api.get<NewUserModel>('/api/user/GetNewUser', { dealerId }),
    refetchOnWindowFocus: false,
  });
