import { ROLE_FLAGS } from '../../domain/roles.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { administrableDealerState, packageFlagsOf, roleOf, withVersion } from './administration.ts';
import { dealerRolesByIdResponse } from './responses.ts';

/**
 * GET /api/dealer/dealerrolesbyid?Id: the functions tab: the department's functions and every function there is, with
 * the department's version as the ETag (the save's If-Match).
 */
export const handler = query({
  summary: 'En afdelings funktioner.',
  responses: { 200: dealerRolesByIdResponse },
  query: querySchema({ Id: scopedId('department', 'Id') }),
  async run({ session, query: { Id } }) {
    const { dealer, version } = await administrableDealerState(session, Id);
    const packageFlags = packageFlagsOf(dealer.subscriptionPackage);
    return withVersion(version, {
      DealerId: dealer.dealerId,
      SelectedRoles: ROLE_FLAGS.filter((flag) => dealer.roles.includes(flag)).map((flag) => roleOf(flag, packageFlags)),
      AvailableRoles: ROLE_FLAGS.map((flag) => roleOf(flag, packageFlags)),
    });
  },
});
