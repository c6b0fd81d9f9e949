import { dealerById } from '../platform/auth/dealer-directory.ts';
import { query } from '../platform/http/endpoint.ts';
import { activationQuery } from './schemas.ts';
import { invitee } from './onboarding.ts';
import { getUserActivationResponse } from './responses.ts';

/** GET /api/account/GetUserActivation?userid&Key: what the create-user-from-link page shows before the form. */
export const handler = query({
  summary: 'Invitationen bag et aktiveringslink.',
  responses: { 200: getUserActivationResponse },
  query: activationQuery,
  async run({ query: { userid, Key } }) {
    const user = await invitee(userid, Key);
    const dealer = await dealerById(user.DealerId);
    return { UserId: user.UserId, DealerId: user.DealerId, DealerName: dealer?.Name ?? '', Username: user.Username, SimpleRole: user.SimpleRole, Key };
  },
});
