import { allowedActions } from '../../domain/roles.ts';
import type { Session } from '../platform/http/session-context.ts';

/**
 * The spec's current-user settings (part 1 §3 "Current user"), plus the user's identity, the dealer's role flags and
 * the actions the user's role allows (the role matrix the server enforces), so the SPA hides what would be refused.
 */
export const currentUserSettings = (session: Session) => ({
  UserId: session.userId,
  Name: session.name,
  Username: session.username,
  Initials: session.initials,
  SimpleRole: session.simpleRole,
  IsAdmin: session.isAdmin,
  IsConsultant: session.isConsultant,
  ConglomerateId: session.conglomerateId,
  DealerId: session.dealerId,
  DealerName: session.dealerName,
  SubscriptionPackageName: session.subscriptionPackageName,
  RoleFlags: [...session.roleFlags].sort(),
  AllowedActions: allowedActions(session),
  SessionExpiresAt: new Date(session.expiresAt).toISOString(),
});
export type CurrentUserSettings = ReturnType<typeof currentUserSettings>;
