import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { userKeys } from './keys.ts';
import type { UserList } from './types.ts';

/** The user a command just changed and the version it answered: the list waits until it shows that version. */
export interface UserWrite {
  UserId: string;
  MinVersion: string | undefined;
}

/** GET /api/user/UsersByDealer?Id&freeText[&UserId&MinVersion]: the users tab's grid (the server narrows by the free text). */
export const fetchUsersByDealer = (dealerId: string, freeText = '', write?: UserWrite): Promise<UserList> =>
  api.get<UserList>('/api/user/UsersByDealer', {
    Id: dealerId,
    freeText: freeText || undefined,
    ...(write?.MinVersion ? { UserId: write.UserId, MinVersion: write.MinVersion } : {}),
  });

export const usersByDealerQuery = (dealerId: string, freeText = '') =>
  queryOptions({
    queryKey: userKeys.usersOf(dealerId, freeText),
    queryFn: () => fetchUsersByDealer(dealerId, freeText),
  });
