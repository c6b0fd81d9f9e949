import { ROLE_FLAGS, type RoleFlag } from '../../domain/roles.ts';
import { grantableRoleFlags, grantableSimpleRoles, invitationDefaults } from '../../domain/users/administration.ts';
import { dealerById } from '../platform/auth/dealer-directory.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { newUserQuery } from './schemas.ts';
import { administration, roleView, sessionRights } from './user-administration.ts';
import { getNewUserResponse } from './responses.ts';

/**
 * GET /api/user/GetNewUser?dealerId: the create-user form: the department's functions the caller may give, the everyday
 * ones chosen to begin with, and the simple roles the caller may give.
 */
export const handler = query({
  summary: 'En ny bruger til invitation: afdelingen og de roller og funktioner man må give.',
  responses: { 200: getNewUserResponse },
  query: newUserQuery,
  async run({ session, query: { dealerId } }) {
    const dealer = await dealerById(dealerId);
    if (!dealer || !(await administration(session))(dealerId)) throw notFound();
    const roles = dealer.SelectedRoles.filter((flag): flag is RoleFlag => (ROLE_FLAGS as readonly string[]).includes(flag));
    const actor = sessionRights(session);
    const offered = grantableRoleFlags(actor, roles);
    const views = (flags: readonly RoleFlag[]) => flags.map((flag) => roleView(flag, roles));
    return {
      DealerId: dealerId,
      DealerName: dealer.Name,
      SimpleRole: null,
      AvailableRoles: views(offered),
      SelectedRoles: views(invitationDefaults(offered)),
      AvailableSimpleRoles: grantableSimpleRoles(actor),
    };
  },
});
