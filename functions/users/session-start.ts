import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { serializeCookie, sessionCookieName, xsrfCookieName } from '../platform/auth/cookies.ts';
import { dealerById } from '../platform/auth/dealer-directory.ts';
import { SessionStore, SLIDING_EXPIRY_SECONDS, type SessionUser } from '../platform/auth/sessions.ts';
import { SessionResolver, type Session } from '../platform/http/session-context.ts';
import type { UserRow } from './projections/user-directory.ts';

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

/** The user as a session of their own starts from them: who they are, their role and their dealer's conglomerate. */
export const sessionUserFor = async (user: UserRow): Promise<SessionUser> => {
  const dealer = await dealerById(user.DealerId);
  return {
    userId: user.UserId,
    dealerId: user.DealerId,
    conglomerateId: String(dealer?.ConglomerateId ?? ''),
    name: user.Name,
    username: user.Username,
    initials: user.Initials,
    simpleRole: user.SimpleRole,
    isAdmin: user.IsAdmin,
    isConsultant: user.IsConsultant,
    userRoles: user.SelectedRoles ?? null,
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
