import { assertMayAdministrate } from '../../domain/users/administration.ts';
import { userDecider } from '../../domain/users/decider.ts';
import { UserMessages } from '../../domain/users/messages.ts';
import { refused } from '../../domain/errors.ts';
import { SessionStore } from '../platform/auth/sessions.ts';
import { command } from '../platform/http/endpoint.ts';
import { lowerUserIdQuery } from './schemas.ts';
import { administrableDealerIds, administeredUser, administration, loadUserRow, onBehalfOfDealer, sessionRights, userStreamId, withUserVersion } from './user-administration.ts';
import { deleteUserResponse } from './responses.ts';

const sessions = new SessionStore();

/** DELETE /api/user/DeleteUser?id: the user can no longer sign in, and every session of theirs ends at once. */
export const handler = command({
  summary: 'Sletter en bruger og afslutter brugerens sessioner.',
  responses: { 200: deleteUserResponse },
  query: lowerUserIdQuery,
  async run(context) {
    const { id } = context.query;
    if (id === context.session.userId) throw refused(UserMessages.cannotDeleteSelf);
    const row = await loadUserRow(id);
    if (row && (await administration(context.session))(row.DealerId)) {
      const target = await administeredUser(row);
      assertMayAdministrate(sessionRights(context.session), { type: 'Delete', target: target.rights, otherAdministrators: target.otherAdministrators });
    }
    if (row) onBehalfOfDealer(context, row.DealerId);
    const outcome = await context.handle(userDecider, userStreamId(id), { type: 'DeleteUser', dealerIds: await administrableDealerIds(context.session, row?.DealerId) });
    await sessions.endAllForUser(id);
    return withUserVersion({ Message: UserMessages.deleted, DealerId: row?.DealerId }, outcome.events.length > 0 ? outcome.version : undefined);
  },
});
