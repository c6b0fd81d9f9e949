import { query } from '../platform/http/endpoint.ts';
import { accountInitialsQuery } from './schemas.ts';
import { invitee } from './onboarding.ts';
import { initialsAvailable } from './user-administration.ts';
import { answerResponse } from './responses.ts';

/**
 * GET /api/User/CheckAccountInitials?initials&userid&Key: the create-user-from-link page's remote check. The page has
 * no session, so the invitation's key is what lets it ask about the invitee's department.
 */
export const handler = query({
  summary: 'Om initialer er ledige, for den inviterede bruger (med linkets nøgle).',
  responses: { 200: answerResponse },
  query: accountInitialsQuery,
  async run({ query: { initials, userid, Key } }) {
    const user = await invitee(userid, Key);
    return initialsAvailable(user.DealerId, initials, user.UserId);
  },
});
