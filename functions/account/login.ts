import { loginSchema } from '../../domain/account.ts';
import { serializeCookie, sessionCookieName, XSRF_COOKIE } from '../platform/auth/cookies.ts';
import { LoginThrottle } from '../platform/auth/login-throttle.ts';
import { decoyPasswordHash, verifyPassword } from '../platform/auth/passwords.ts';
import { SessionStore, SLIDING_EXPIRY_SECONDS } from '../platform/auth/sessions.ts';
import { HttpError } from '../platform/errors.ts';
import { command } from '../platform/http/endpoint.ts';
import { respond } from '../platform/http/response.ts';
import { SessionResolver } from '../platform/http/session-context.ts';
import { queryIndex } from '../platform/read-models.ts';
import { currentUserSettings } from './current-user.ts';
import { dealerById } from '../platform/auth/dealer-directory.ts';
import { USER_DIRECTORY, usernameIndexKey, type UserRow } from './projections/user-directory.ts';
import { recordSignInEvent } from './sign-ins.ts';

const WRONG_CREDENTIALS = 'Forkert brugernavn eller adgangskode.';
const THROTTLED = 'For mange forkerte forsøg. Vent et kvarter og prøv igen.';

const sessions = new SessionStore();
const throttle = new LoginThrottle();
const resolver = new SessionResolver(sessions);

/**
 * POST /api/account/login: checks the password against the scrypt hash, starts a new server-side session (a new id
 * at every login), sets the HttpOnly session cookie and a new anti-forgery token, and records the sign-in.
 */
export const handler = command({
  body: loginSchema,
  run: async ({ body, event, sourceIp, correlationId, requestId, session: previous }) => {
    if (await throttle.isBlocked(body.Username, sourceIp)) {
      throw new HttpError(429, THROTTLED, { code: 'Throttled', headers: { 'retry-after': '900' } });
    }
    const user = await findUser(body.Username);
    // Verify against a decoy hash for unknown users, so the answer takes as long either way.
    const valid = await verifyPassword(body.Password, user?.PasswordHash ?? (await decoyPasswordHash()));
    if (!user || !valid || user.Disabled) {
      await throttle.recordFailure(body.Username, sourceIp);
      throw new HttpError(401, WRONG_CREDENTIALS, { code: 'WrongCredentials' });
    }
    await throttle.reset(body.Username);
    if (previous) await sessions.end(previous.sessionId);

    const dealer = await dealerById(user.DealerId);
    const { sessionId } = await sessions.create({
      userId: user.UserId,
      dealerId: user.DealerId,
      conglomerateId: String(dealer?.ConglomerateId ?? ''),
      name: user.Name,
      username: user.Username,
      initials: user.Initials,
      simpleRole: user.SimpleRole,
      isAdmin: user.IsAdmin,
      isConsultant: user.IsConsultant,
    });
    await recordSignInEvent(
      { userId: user.UserId, dealerId: user.DealerId },
      { type: 'UserSignedIn', data: { ImpersonatedByUserId: null } },
      correlationId,
      requestId,
    );
    const session = await resolver.resolveId(sessionId);
    return respond(200, currentUserSettings(session!), {
      cookies: [
        serializeCookie(event, sessionCookieName(event), sessionId, { httpOnly: true, maxAge: SLIDING_EXPIRY_SECONDS }),
        serializeCookie(event, XSRF_COOKIE, session!.xsrfToken, { httpOnly: false }),
      ],
    });
  },
});

async function findUser(username: string): Promise<UserRow | undefined> {
  const rows = await queryIndex({ gsi1pk: usernameIndexKey(username) });
  return rows.find((row) => row.projection === USER_DIRECTORY) as UserRow | undefined;
}
