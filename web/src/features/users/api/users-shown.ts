import type { QueryClient } from '@tanstack/react-query';
import { userKeys } from './keys.ts';
import { showCommand } from '@/lib/read-your-writes.ts';
import { fetchUsersByDealer, usersByDealerQuery, type UserWrite } from './users-by-dealer.ts';

/** After a command on a user: the department's users as they are after it (the server waits for its version). */
export const showUserWrite = (queryClient: QueryClient, dealerId: string, write: UserWrite): Promise<void> =>
  showCommand(queryClient, usersByDealerQuery(dealerId), () => fetchUsersByDealer(dealerId, '', write), userKeys.users(dealerId));
