import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from './keys.ts';
import { showCommand } from './read-your-writes.ts';
import { fetchUsersByDealer, usersByDealerQuery, type UserWrite } from './users-by-dealer.ts';

/** After a command on a user: the department's users as they are after it (the server waits for its version). */
export const showUserWrite = (queryClient: QueryClient, dealerId: string, write: UserWrite): Promise<void> =>
  showCommand(queryClient, usersByDealerQuery(dealerId), () => fetchUsersByDealer(dealerId, '', write), adminKeys.users(dealerId));
