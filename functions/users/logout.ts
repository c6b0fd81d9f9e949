import { serializeCookie, sessionCookieName, xsrfCookieName } from '../platform/auth/cookies.ts';
import { command } from '../platform/http/endpoint.ts';
import { respond } from '../platform/http/response.ts';
import { currentUserSettings } from './current-user.ts';
import { recordSignInEvent } from './sign-ins.ts';
import { endSession, startSession } from './session-start.ts';
import { logoutResponse } from './responses.ts';

/**
 * POST /api/account/logout: ends the session on the server and clears the cookies. Harmless without a session. An
 * administrator acting as a user returns to their own session instead (answered with their settings).
 */
export const handler = command({
  summary: 'Logger ud; en administrator, der er logget ind som en anden bruger, vender tilbage til sig selv.',
  responses: { 200: logoutResponse },
  run: async ({ session, event, correlationId, requestId }) => {
    if (session) {
      await endSession(session.sessionId);
      await recordSignInEvent(session, { type: 'UserSignedOut', data: {} }, correlationId, requestId, session.impersonator?.userId ?? session.userId);
      if (session.impersonator) {
        const back = await startSession(event, session.impersonator);
        return respond(200, currentUserSettings(back.session), { cookies: back.cookies });
      }
    }
    return respond(200, true, {
      cookies: [
        serializeCookie(event, sessionCookieName(event), '', { httpOnly: true, maxAge: 0 }),
        serializeCookie(event, xsrfCookieName(event), '', { httpOnly: false, maxAge: 0 }),
      ],
    });
  },
});
