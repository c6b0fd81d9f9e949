import { SIMPLE_ROLES } from '../../domain/roles.ts';
import { mayAdministrate } from '../../domain/users/administration.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { dealerIdQuery } from './schemas.ts';
import { activationExpired, administration, awaitUserRow, departmentFlagsOf, lastLogins, rightsOfUser, sessionRights, usersOfDealer } from './user-administration.ts';
import { usersByDealerResponse } from './responses.ts';

/**
 * GET /api/user/UsersByDealer?Id: the users tab's grid (role name, name, e-mail, last login, and whether the viewer may act on the user), narrowed by the free
 * text of `?freeText`. A department the caller may not administrate does not exist for them. `UserId` and `MinVersion`
 * (the ETag of a command on that user) wait until the list shows that command.
 */
export const handler = query({
  summary: 'Brugerne i en afdeling, som brugeradministrationen viser dem.',
  responses: { 200: usersByDealerResponse },
  query: dealerIdQuery,
  async run({ session, query: { Id, freeText, UserId, MinVersion } }) {
    if (!(await administration(session))(Id)) throw notFound();
    await awaitUserRow(Id, UserId, MinVersion);
    const [users, logins, departmentFlags] = await Promise.all([usersOfDealer(Id), lastLogins(Id), departmentFlagsOf(Id)]);
    const viewer = sessionRights(session);
    const text = freeText.trim().toLowerCase();
    const rows = users
      .map((user) => ({
        Id: user.UserId,
        DealerId: user.DealerId,
        Name: user.Name,
        Email: user.Username,
        Initials: user.Initials,
        RoleName: user.IsAdmin ? 'Administrator' : user.SimpleRole ? (SIMPLE_ROLES[user.SimpleRole as keyof typeof SIMPLE_ROLES] ?? '') : user.IsConsultant ? 'Konsulent' : '',
        LastLogin: logins.get(user.UserId) ?? null,
        IsActivated: user.Status !== 'Invited',
        ActivationExpired: activationExpired(user),
        IsConsultant: user.IsConsultant,
        // Whether the viewer may edit, delete, resend to or log in as this user: only users within their own rights.
        CanAdministrate: mayAdministrate(viewer, rightsOfUser(user, departmentFlags)),
      }))
      .filter((row) => !text || [row.Name, row.Email, row.Initials, row.RoleName].some((value) => value.toLowerCase().includes(text)))
      .sort((a, b) => (a.Name || a.Email).localeCompare(b.Name || b.Email, 'da'));
    return { Total: rows.length, Offset: 0, Count: rows.length, List: rows };
  },
});
