import { activeUsersOf } from '../users/readers.ts';
import { query } from '../platform/http/endpoint.ts';
import { readableDealerIds } from '../platform/search-scope.ts';
import { activeConglomerateUsersResponse } from './responses.ts';

/**
 * GET /api/user/getactiveconglomerateusers: the car page's responsible-user picker: the active users of the departments
 * the caller may read (its own, or every department of its conglomerate for a role that may search them all), with
 * their department, and no more than the picker shows (no e-mail addresses).
 */
export const handler = query({
  summary: 'Aktive brugere i de afdelinger, man kan søge i (til valg af ansvarlig).',
  responses: { 200: activeConglomerateUsersResponse },
  run: async ({ session }) => {
    const dealerIds = await readableDealerIds(session);
    const users = (await Promise.all(dealerIds.map((dealerId) => activeUsersOf(dealerId)))).flat();
    return users.map((user) => ({ Id: user.UserId, Name: user.Name, DealerId: user.DealerId }));
  },
});
