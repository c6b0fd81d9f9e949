import { assertMayAdministrate } from '../../domain/users/administration.ts';
import { userDecider } from '../../domain/users/decider.ts';
import { UserErrorCodes, UserMessages } from '../../domain/users/messages.ts';
import { emailSettingsOf, saveUserSchema } from '../../domain/users/user.ts';
import { SessionStore } from '../platform/auth/sessions.ts';
import { HttpError, notFound } from '../platform/errors.ts';
import { command } from '../platform/http/endpoint.ts';
import { danishBody, withIdFields } from '../platform/http/request-schemas.ts';
import { respond } from '../platform/http/response.ts';
import { administeredUser, administration, initialsAvailable, loadUserRow, onBehalfOfDealer, rightsOfUser, sessionRights, userByUsername, userStreamId } from './user-administration.ts';
import { saveUserResponse } from './responses.ts';

const sessions = new SessionStore();

/**
 * POST /api/user/SaveUser: the admin user edit page. A changed role or function ends the user's sessions, so that
 * the next sign-in carries what was saved. If-Match (the ETag the page read the user with) refuses a save over another
 * administrator's change with 409; the answer's ETag is the user's new version.
 */
export const handler = command({
  summary: 'Gemmer en bruger (ny eller ændret).',
  responses: { 200: saveUserResponse },
  body: withIdFields(danishBody(saveUserSchema), { Id: 'user', DealerId: 'department', 'SelectedRoles[].Id': { notTenantData: 'a function of the product' } }),
  async run(context) {
    const { body, session } = context;
    const before = await loadUserRow(body.Id);
    const may = await administration(session);
    if (!before || before.DealerId !== body.DealerId || !may(before.DealerId)) throw notFound(UserMessages.notFound);
    // Only a user within the editor's own rights, into rights within them, and never the group's last administrator out.
    const target = await administeredUser(before);
    assertMayAdministrate(sessionRights(session), {
      type: 'Edit',
      target: target.rights,
      after: rightsOfUser({ ...before, SimpleRole: body.SimpleRole, SelectedRoles: body.SelectedRoles ?? before.SelectedRoles }, target.departmentFlags),
      self: before.UserId === session.userId,
      otherAdministrators: target.otherAdministrators,
    });
    const holder = await userByUsername(body.Username);
    if (holder && holder.UserId !== body.Id) throw new HttpError(409, UserMessages.usernameTaken, { field: 'Username', code: UserErrorCodes.usernameTaken });
    if (!(await initialsAvailable(before.DealerId, body.Initials, body.Id))) {
      throw new HttpError(409, UserMessages.initialsTaken, { field: 'Initials', code: UserErrorCodes.initialsTaken });
    }
    onBehalfOfDealer(context, before.DealerId);
    const outcome = await context.handle(userDecider, userStreamId(body.Id), {
      type: 'SaveUser',
      dealerIds: [before.DealerId],
      name: body.Name,
      username: body.Username,
      initials: body.Initials.toUpperCase(),
      simpleRole: body.SimpleRole,
      emailSettings: emailSettingsOf(body),
      selectedRoles: body.SelectedRoles ?? null,
    });
    const rolesChanged =
      before.SimpleRole !== body.SimpleRole ||
      (body.SelectedRoles !== undefined && JSON.stringify([...(before.SelectedRoles ?? [])].sort()) !== JSON.stringify([...body.SelectedRoles].sort()));
    if (rolesChanged && body.Id !== session.userId) await sessions.endAllForUser(body.Id);
    // The ETag is the user's version (the next save's If-Match) also when nothing changed.
    return respond(200, { Message: UserMessages.saved, Id: body.Id, Version: outcome.version }, { headers: { etag: `"${outcome.version}"` } });
  },
});
