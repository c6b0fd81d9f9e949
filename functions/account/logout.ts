import { serializeCookie, sessionCookieName, xsrfCookieName } from '../platform/auth/cookies.ts';
import { SessionStore } from '../platform/auth/sessions.ts';
import { command } from '../platform/http/endpoint.ts';
import { respond } from '../platform/http/response.ts';
import { recordSignInEvent } from './sign-ins.ts';

const sessions = new SessionStore();

/** POST /api/account/logout: ends the session on the server and clears the cookies. Harmless without a session. */
export const handler = command({
  run: async ({ session, event, correlationId, requestId }) => {
    if (session) {
      await sessions.end(session.sessionId);
      await recordSignInEvent(session, { type: 'UserSignedOut', data: {} }, correlationId, requestId);
    }
    return respond(200, true, {
      cookies: [
        serializeCookie(event, sessionCookieName(event), '', { httpOnly: true, maxAge: 0 }),
        serializeCookie(event, xsrfCookieName(event), '', { httpOnly: false, maxAge: 0 }),
      ],
    });
  },
});
