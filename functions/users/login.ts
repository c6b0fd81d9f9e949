import { loginSchema } from '../../domain/users/sign-in.ts';
import { readCookie, xsrfCookieName } from '../platform/auth/cookies.ts';
import { LoginThrottle } from '../platform/auth/login-throttle.ts';
import { PreLoginTokens } from '../platform/auth/pre-login.ts';
import { decoyPasswordHash, verifyPassword } from '../platform/auth/passwords.ts';
import { HttpError } from '../platform/errors.ts';
import { antiForgeryRefusal, command } from '../platform/http/endpoint.ts';
import { respond } from '../platform/http/response.ts';
import { queryIndex } from '../platform/read-models.ts';
import { currentUserSettings } from './current-user.ts';
import { USER_DIRECTORY, usernameIndexKey, type UserRow } from './projections/user-directory.ts';
import { endSession, sessionUserFor, startSession } from './session-start.ts';
import { loadUserRow } from './user-administration.ts';
import { recordSignInEvent } from './sign-ins.ts';
import { currentUserResponse } from './responses.ts';

const WRONG_CREDENTIALS = 'Forkert brugernavn eller adgangskode.';
/** The wait in the user's words: seconds below two minutes, else whole minutes. */
const waitText = (seconds: number): string => {
  if (seconds < 120) return seconds === 1 ? '1 sekund' : `${seconds} sekunder`;
  return `${Math.ceil(seconds / 60)} minutter`;
};
const throttled = (seconds: number): string => `For mange forkerte forsøg. Vent ${waitText(seconds)} og prøv igen.`;

const throttle = new LoginThrottle();
const preLoginTokens = new PreLoginTokens();

/**
 * POST /api/account/login: checks the password against the scrypt hash, starts a new server-side session (a new id
 * at every login), sets the HttpOnly session cookie and a new anti-forgery token, and records the sign-in.
 * The attempt is counted (and refused while its username and address must wait, or past the address's limit) before
 * the password is checked, so parallel guesses cannot outrun the throttle. The wait is per username and address, so
 * someone else's wrong passwords never keep a user out (see login-throttle.ts).
 */
export const handler = command({
  summary: 'Logger ind med brugernavn og adgangskode og starter en session.',
  responses: { 200: currentUserResponse },
  body: loginSchema,
  run: async ({ body, event, sourceIp, correlationId, requestId, session: previous }) => {
    // The platform checked that header and cookie match; signing in also needs the cookie to be one we issued.
    const preLoginToken = previous ? undefined : readCookie(event, xsrfCookieName(event));
    if (!previous && !(preLoginToken && (await preLoginTokens.isIssued(preLoginToken)))) throw antiForgeryRefusal();
    // The username index is a read model; the password and the disabled flag are read from the user's own stream, so
    // a password just changed or a user just disabled counts at once, never a moment later. Looked up beside the
    // attempt's count: the password is checked only once the attempt is counted and allowed.
    const [attempt, user] = await Promise.all([throttle.tryAttempt(body.Username, sourceIp), findUser(body.Username).then((listed) => (listed ? loadUserRow(listed.UserId) : undefined))]);
    if (!attempt.allowed) {
      const seconds = attempt.retryAfterSeconds;
      throw new HttpError(429, throttled(seconds), { code: 'Throttled', headers: { 'retry-after': String(seconds) } });
    }
    // Verify against a decoy hash for unknown users, so the answer takes as long either way.
    const valid = await verifyPassword(body.Password, user?.PasswordHash || (await decoyPasswordHash()));
    if (!user || !valid || user.Disabled) throw new HttpError(401, WRONG_CREDENTIALS, { code: 'WrongCredentials' });
    // What signing in writes touches separate items: written side by side; the sign-in is recorded once its session is.
    const signedIn = async () => {
      const session = await startSession(event, await sessionUserFor(user));
      await recordSignInEvent({ userId: user.UserId, dealerId: user.DealerId }, { type: 'UserSignedIn', data: { ImpersonatedByUserId: null } }, correlationId, requestId);
      return session;
    };
    const [started] = await Promise.all([
      signedIn(),
      throttle.succeeded(body.Username, sourceIp),
      previous && endSession(previous.sessionId),
      // The session brings its own anti-forgery token: the login form's is spent.
      preLoginToken && preLoginTokens.spend(preLoginToken),
    ]);
    return respond(200, currentUserSettings(started.session, user), { cookies: started.cookies });
  },
});

async function findUser(username: string): Promise<UserRow | undefined> {
  const rows = await queryIndex({ gsi1pk: usernameIndexKey(username) });
  return rows.find((row) => row.projection === USER_DIRECTORY) as UserRow | undefined;
}
