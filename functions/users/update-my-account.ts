import { userDecider } from '../../domain/users/decider.ts';
import { UserErrorCodes, UserMessages } from '../../domain/users/messages.ts';
import { emailSettingsOf, updateMyAccountSchema } from '../../domain/users/user.ts';
import { LoginThrottle } from '../platform/auth/login-throttle.ts';
import { hashPassword, verifyPassword } from '../platform/auth/passwords.ts';
import { SessionStore } from '../platform/auth/sessions.ts';
import { forbidden, HttpError, notFound } from '../platform/errors.ts';
import { command } from '../platform/http/endpoint.ts';
import { danishBody } from '../platform/http/request-schemas.ts';
import { respond } from '../platform/http/response.ts';
import { currentUserSettings } from './current-user.ts';
import { myAccountView } from './my-account.ts';
import { updateMyAccountResponse } from './responses.ts';
import { endSession, sessionUserFor, startSession } from './session-start.ts';
import { initialsAvailable, loadUserRow, userByUsername, userStreamId } from './user-administration.ts';

const throttle = new LoginThrottle();
const sessions = new SessionStore();

/**
 * POST /api/user/updatemyaccount: the user saves their own account page: details, e-mail preferences and, when given,
 * a new password, which needs the current one (guesses at it are throttled as logins are). The session is renewed
 * with the new name and initials the header shows; a new password ends every other session of the user, so a
 * password someone else learnt stops working everywhere at once.
 */
export const handler = command({
  summary: 'Gemmer den indloggede brugers egne oplysninger og eventuelt ny adgangskode.',
  responses: { 200: updateMyAccountResponse },
  body: danishBody(updateMyAccountSchema),
  async run({ body, session, event, sourceIp, handle }) {
    const changingPassword = body.NewPassword !== '';
    // An administrator acting as the user may correct details, never take over the user's password.
    if (changingPassword && session.impersonator) throw forbidden(UserMessages.passwordChangeWhileActingAs);
    const row = await loadUserRow(session.userId);
    if (!row) throw notFound(UserMessages.notFound);
    const owner = await userByUsername(body.Username);
    if (owner && owner.UserId !== row.UserId) throw new HttpError(409, UserMessages.usernameTaken, { field: 'Username', code: UserErrorCodes.usernameTaken });
    if (!(await initialsAvailable(row.DealerId, body.Initials, row.UserId))) {
      throw new HttpError(409, UserMessages.initialsTaken, { field: 'Initials', code: UserErrorCodes.initialsTaken });
    }
    if (changingPassword) {
      const attempt = await throttle.tryAttempt(row.Username, sourceIp);
      if (!attempt.allowed) throw new HttpError(429, UserMessages.resetThrottled, { field: 'Password', code: 'Throttled', headers: { 'retry-after': String(attempt.retryAfterSeconds) } });
      if (!(await verifyPassword(body.Password, row.PasswordHash))) {
        throw new HttpError(400, UserMessages.currentPasswordWrong, { field: 'Password', code: UserErrorCodes.currentPasswordWrong });
      }
      await throttle.succeeded(row.Username, sourceIp);
    }
    await handle(
      userDecider,
      userStreamId(row.UserId),
      {
        type: 'UpdateMyAccount',
        name: body.Name,
        username: body.Username,
        initials: body.Initials.toUpperCase(),
        contact: { Address: body.Address, ZipCode: body.ZipCode, City: body.City, CellPhone: body.CellPhone, Title: body.Title },
        emailSettings: emailSettingsOf(body),
        passwordHash: changingPassword ? await hashPassword(body.NewPassword) : null,
      },
      { retries: 0 },
    );
    const saved = (await loadUserRow(row.UserId))!;
    if (changingPassword) await sessions.endAllForUser(row.UserId);
    else await endSession(session.sessionId);
    const started = await startSession(event, { ...(await sessionUserFor(saved)), impersonator: session.impersonator ?? null });
    return respond(200, { Message: UserMessages.accountSaved, Account: await myAccountView(saved), User: currentUserSettings(started.session, saved) }, { cookies: started.cookies });
  },
});
