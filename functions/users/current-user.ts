import { allowedActions } from '../../domain/roles.ts';
import { allowedRouteKeys } from '../platform/http/route-policy.ts';
import type { Session } from '../platform/http/session-context.ts';
import type { UserRow } from './projections/user-directory.ts';

/**
 * The spec's current-user settings (part 1 §3 "Current user"), plus the user's identity, the dealer's role flags and
 * the actions the user's role allows and the routes the caller may use (the policy the server enforces), so the SPA
 * hides what would be refused.
 */
export const currentUserSettings = (session: Session, user?: Pick<UserRow, 'TermsAndLicenseAccepted' | 'DsaRequirementAccepted'>) => ({
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
  /**
   * The routes the caller may use, by the route table's policy (role flags, read-only access, the role matrix) as the
   * platform enforces it: `GET /api/case/new`. The SPA shows an action only when its route is here.
   */
  AllowedRoutes: allowedRouteKeys(session),
  SessionExpiresAt: new Date(session.expiresAt).toISOString(),
  /** The administrator acting as this user, for the header ('Lars Holm som Mads Sørensen'); null otherwise. */
  ImpersonatedBy: session.impersonator ? { UserId: session.impersonator.userId, Name: session.impersonator.name } : null,
  /** The terms gate: the SPA asks for what is not yet accepted before anything else. */
  TermsAndLicenseAccepted: user?.TermsAndLicenseAccepted !== false,
  DsaRequirementAccepted: user?.DsaRequirementAccepted !== false,
});
export type CurrentUserSettings = ReturnType<typeof currentUserSettings>;
