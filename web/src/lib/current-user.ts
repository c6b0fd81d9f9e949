import { queryOptions } from '@tanstack/react-query';
import type { Action, RoleFlag, SimpleRole, SubscriptionPackage } from '../../../domain/roles.ts';
import { api } from './api.ts';
import { appSession } from './session.ts';

/** GET /api/account/settings: the signed-in user and dealer (spec part 1 §3 "Current user"). */
export interface CurrentUser {
  UserId: string;
  Name: string;
  Username: string;
  Initials: string;
  SimpleRole: SimpleRole | null;
  IsAdmin: boolean;
  IsConsultant: boolean;
  ConglomerateId: string;
  DealerId: string;
  DealerName: string;
  SubscriptionPackageName: SubscriptionPackage;
  RoleFlags: RoleFlag[];
  /** What the user's role allows (the server's role matrix): the SPA hides or disables the rest. */
  AllowedActions: Action[];
  /**
   * The routes the caller may use (`GET /api/case/new`), by the route table's policy as the server enforces it: the
   * dealer's role flags, read-only access and the role matrix. An action is shown only when its route is here.
   */
  AllowedRoutes: string[];
  SessionExpiresAt: string;
  /** The administrator acting as this user (log in as user), whom signing out returns to. */
  ImpersonatedBy?: { UserId: string; Name: string } | null;
  /** The terms gate: false until the user has accepted. */
  TermsAndLicenseAccepted?: boolean;
  DsaRequirementAccepted?: boolean;
}

export const CURRENT_USER_KEY = ['account', 'settings'] as const;

/**
 * The current user. Always stale, so every navigation revalidates it in the background: the shell sees role
 * changes and a session ended on the server (the 401 shows the logout modal) without waiting for four hours.
 */
export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: async () => {
    const user = await api.get<CurrentUser>('/api/account/settings');
    appSession.signedIn();
    return user;
  },
  staleTime: 0,
});

export const hasRoleFlag = (user: Pick<CurrentUser, 'RoleFlags'>, flag: RoleFlag): boolean => user.RoleFlags.includes(flag);

/** Whether the user's role allows an action; the server refuses it otherwise, so the SPA hides or disables it. */
export const mayDo = (user: Pick<CurrentUser, 'AllowedActions'>, action: Action): boolean => user.AllowedActions.includes(action);

/** A route as the server's route table keys it: the method, and the path in lower case without a trailing slash. */
export const routeKey = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string): string => {
  const lower = path.toLowerCase();
  return `${method} ${lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower}`;
};

/**
 * Whether the server lets the user call a route (`mayCall(user, 'POST', '/api/case/save')`): what the SPA checks before
 * it offers an action, so that it offers nothing the server refuses.
 */
export const mayCall = (user: Pick<CurrentUser, 'AllowedRoutes'>, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string): boolean =>
  user.AllowedRoutes.includes(routeKey(method, path));
