import { userDecider } from '../../domain/users/decider.ts';
import { UserErrorCodes, UserMessages } from '../../domain/users/messages.ts';
import { emailSettingsOf, myAccountPasswordRule, updateMyAccountSchema } from '../../domain/users/user.ts';
import { LoginThrottle } from '../platform/auth/login-throttle.ts';
import { hashPassword, verifyPassword } from '../platform/auth/passwords.ts';
import { SessionStore } from '../platform/auth/sessions.ts';
import { forbidden, HttpError, notFound } from '../platform/errors.ts';
import { logger } from '../platform/logger.ts';
import { command } from '../platform/http/endpoint.ts';
import { danishBody } from '../platform/http/request-schemas.ts';
import { respond } from '../platform/http/response.ts';
import { outbox } from '../platform/mail/outbox.ts';
import { currentUserSettings } from './current-user.ts';
import { myAccountView } from './my-account.ts';
import { updateMyAccountResponse } from './responses.ts';
import { endSession, sessionUserFor, startSession } from './session-start.ts';
import { initialsAvailable, loadUserRow, userByUsername, userStreamId } from './user-administration.ts';

const throttle = new LoginThrottle();
const sessions = new SessionStore();

/**
 * POST /api/user/updatemyaccount: the user saves their own account page: details, e-mail preferences and, when given,
 * a new password or a new username, each of which needs the current password (guesses at it are throttled as logins
 * are). The session is renewed with the new name and initials the header shows; new credentials end every other
 * session of the user, so a password someone else learnt stops working everywhere at once, and a new username is told
 * to the old address, where the user notices a change they did not make.
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
    // The current password is checked before anything else is looked up, so that a session alone learns nothing.
    const password = myAccountPasswordRule(row.Username, body, Boolean(session.impersonator));
    if (password.issues.Password) throw new HttpError(400, password.issues.Password, { field: 'Password', code: UserErrorCodes.currentPasswordRequired });
    if (password.issues.NewPassword) throw new HttpError(400, password.issues.NewPassword, { field: 'NewPassword', code: UserErrorCodes.newPasswordRequired });
    if (password.verify) {
      const attempt = await throttle.tryAttempt(row.Username, sourceIp);
      if (!attempt.allowed) throw new HttpError(429, UserMessages.resetThrottled, { field: 'Password', code: 'Throttled', headers: { 'retry-after': String(attempt.retryAfterSeconds) } });
      if (!(await verifyPassword(body.Password, row.PasswordHash))) {
        throw new HttpError(400, UserMessages.currentPasswordWrong, { field: 'Password', code: UserErrorCodes.currentPasswordWrong });
      }
      await throttle.succeeded(row.Username, sourceIp);
    }
    const owner = await userByUsername(body.Username);
    if (owner && owner.UserId !== row.UserId) throw new HttpError(409, UserMessages.usernameTaken, { field: 'Username', code: UserErrorCodes.usernameTaken });
    if (!(await initialsAvailable(row.DealerId, body.Initials, row.UserId))) {
      throw new HttpError(409, UserMessages.initialsTaken, { field: 'Initials', code: UserErrorCodes.initialsTaken });
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
    // New credentials end every session of the user: whoever held one under the old ones is out.
    if (password.verify) await sessions.endAllForUser(row.UserId);
    else await endSession(session.sessionId);
    if (saved.Username !== row.Username) await tellTheOldAddress(row.Username, saved.Name, saved.Username);
    const started = await startSession(event, { ...(await sessionUserFor(saved)), impersonator: session.impersonator ?? null });
    return respond(200, { Message: UserMessages.accountSaved, Account: await myAccountView(saved), User: currentUserSettings(started.session, saved) }, { cookies: started.cookies });
  },
});

/** A mail to the address the user signed in with until now; the change stands whether or not it is sent. */
async function tellTheOldAddress(oldUsername: string, name: string, newUsername: string): Promise<void> {
  try {
    await outbox().send({
      to: oldUsername,
      subject: 'Dit brugernavn til DealerHub er ændret',
      text: [
        `Hej ${name},`,
        '',
        `Dit brugernavn til DealerHub er ændret fra ${oldUsername} til ${newUsername}. Du logger ind med det nye fremover.`,
        '',
        'Har du ikke selv ændret det, så kontakt din administrator hurtigst muligt.',
        '',
        'Venlig hilsen',
        'DealerHub',
      ].join('\n'),
    });
  } catch (error) {
    logger.error('The username-change notice was not sent', { error: error instanceof Error ? error.message : String(error) });
  }
}
