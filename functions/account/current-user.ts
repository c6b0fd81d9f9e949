import type { Session } from '../platform/http/session-context.ts';

/** The spec's current-user settings (part 1 §3 "Current user"), plus the user's identity and the dealer's role flags. */
export const currentUserSettings = (session: Session) => ({
  UserId: session.userId,
  Name: session.name,
  Username: session.username,
  Initials: session.initials,
  SimpleRole: session.simpleRole,
  IsAdmin: session.isAdmin,
  ConglomerateId: session.conglomerateId,
  DealerId: session.dealerId,
  DealerName: session.dealerName,
  SubscriptionPackageName: session.subscriptionPackageName,
  RoleFlags: [...session.roleFlags].sort(),
  SessionExpiresAt: new Date(session.expiresAt).toISOString(),
});
export type CurrentUserSettings = ReturnType<typeof currentUserSettings>;
