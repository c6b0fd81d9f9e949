import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { serializeCookie, sessionCookieName, xsrfCookieName } from '../platform/auth/cookies.ts';
import { SessionStore, SLIDING_EXPIRY_SECONDS, type SessionUser } from '../platform/auth/sessions.ts';
import { SessionResolver, type Session } from '../platform/http/session-context.ts';

const sessions = new SessionStore();
const resolver = new SessionResolver(sessions);

/** A new session (a new id) for the user, and the cookies that hand it and its anti-forgery token to the browser. */
export const startSession = async (event: APIGatewayProxyEventV2, user: SessionUser): Promise<{ session: Session; cookies: string[] }> => {
  const { sessionId } = await sessions.create(user);
  const session = (await resolver.resolveId(sessionId))!;
  return {
    session,
    cookies: [
      serializeCookie(event, sessionCookieName(event), sessionId, { httpOnly: true, maxAge: SLIDING_EXPIRY_SECONDS }),
      serializeCookie(event, xsrfCookieName(event), session.xsrfToken, { httpOnly: false }),
    ],
  };
};

/** The session's user as a new session starts from it. */
export const sessionUserOf = (session: Session): SessionUser => ({
  userId: session.userId,
  dealerId: session.dealerId,
  conglomerateId: session.conglomerateId,
  name: session.name,
  username: session.username,
  initials: session.initials,
  simpleRole: session.simpleRole,
  isAdmin: session.isAdmin,
  isConsultant: session.isConsultant,
  userRoles: session.userRoles ?? null,
});

export const endSession = (sessionId: string): Promise<void> => sessions.end(sessionId);
