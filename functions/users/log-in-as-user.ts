import * as z from 'zod';
import { assertMayAdministrate } from '../../domain/users/administration.ts';
import { forbidden, notFound } from '../platform/errors.ts';
import { command } from '../platform/http/endpoint.ts';
import { danishBody, scopedId } from '../platform/http/request-schemas.ts';
import { respond } from '../platform/http/response.ts';
import { currentUserSettings } from './current-user.ts';
import { recordSignInEvent } from './sign-ins.ts';
import { endSession, sessionUserFor, sessionUserOf, startSession } from './session-start.ts';
import { administeredUser, administration, loadUserRow, sessionRights } from './user-administration.ts';
import { currentUserResponse } from './responses.ts';

/**
 * POST /api/user/LogInAsUser {userId}: after the administrator confirms, their session becomes the user's: a new
 * session of the user that remembers the administrator, so that the header shows who acts as whom and signing out
 * returns to the administrator. With `can_login_as_any_user` any user the administrator may administrate; with
 * `can_login_as_consultant_user` consultant users only. The user's sign-in event names the administrator.
 */
export const handler = command({
  summary: 'Logger ind som en anden bruger (kun administratorer).',
  responses: { 200: currentUserResponse },
  body: danishBody(z.object({ userId: scopedId('user', 'userId') })),
  async run({ body, session, event, correlationId, requestId }) {
    if (session.impersonator) throw forbidden('Log ud af brugeren, før du logger ind som en anden.');
    const user = await loadUserRow(body.userId);
    if (!user || user.Status === 'Invited' || user.Disabled || !(await administration(session))(user.DealerId)) throw notFound('Brugeren findes ikke.');
    const mayAny = session.roleFlags.has('can_login_as_any_user');
    const mayConsultant = session.roleFlags.has('can_login_as_consultant_user') && user.IsConsultant;
    if (!mayAny && !mayConsultant) throw forbidden('Du kan ikke logge ind som denne bruger.');
    if (user.UserId === session.userId) throw forbidden('Du er allerede logget ind som denne bruger.');
    assertMayAdministrate(sessionRights(session), { type: 'LogInAs', target: (await administeredUser(user)).rights });
    const signingIn = await sessionUserFor(user);
    await endSession(session.sessionId);
    const started = await startSession(event, { ...signingIn, impersonator: sessionUserOf(session) });
    await recordSignInEvent(
      { userId: user.UserId, dealerId: user.DealerId },
      { type: 'UserSignedIn', data: { ImpersonatedByUserId: session.userId } },
      correlationId,
      requestId,
      session.userId,
    );
    return respond(200, currentUserSettings(started.session, user), { cookies: started.cookies });
  },
});
