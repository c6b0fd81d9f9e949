import { ROLE_FLAGS } from '../../domain/roles.ts';
import { query } from '../platform/http/endpoint.ts';
import { idField, querySchema } from '../platform/http/request-schemas.ts';
import { administrableDealer, packageFlagsOf, roleOf } from './administration.ts';

/** GET /api/dealer/dealerrolesbyid?Id: the functions tab: the department's functions and every function there is. */
export const handler = query({
  query: querySchema({ Id: idField('Id') }),
  async run({ session, query: { Id } }) {
    const dealer = await administrableDealer(session, Id);
    const packageFlags = packageFlagsOf(dealer);
    return {
      DealerId: dealer.DealerId,
      SelectedRoles: ROLE_FLAGS.filter((flag) => dealer.SelectedRoles.includes(flag)).map((flag) => roleOf(flag, packageFlags)),
      AvailableRoles: ROLE_FLAGS.map((flag) => roleOf(flag, packageFlags)),
    };
  },
});
