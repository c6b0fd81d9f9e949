import { queryOptions } from '@tanstack/react-query';
import type { SimpleRole } from '../../../../../domain/roles.ts';
import { api } from '@/lib/api.ts';

/** What the create-user-from-link page shows before its form: whose invitation, to which department. */
export interface UserActivation {
  UserId: string;
  DealerId: string;
  DealerName: string;
  Username: string;
  SimpleRole: SimpleRole | null;
  Key: string;
}

/**
 * GET /api/account/GetUserActivation?userid&Key: the invitation of the link. A spent, wrong or expired key is refused
 * (409) with the text the page shows; never retried, since asking again cannot change the answer.
 */
export const userActivationQuery = (userId: string, key: string) =>
  queryOptions({
    queryKey: ['account', 'activation', userId, key] as const,
    queryFn: () => api.get<UserActivation>('/api/account/GetUserActivation', { userid: userId, Key: key }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
