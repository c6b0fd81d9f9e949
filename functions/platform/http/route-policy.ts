import { mayPerform, type RoleSubject } from '../../../domain/roles.ts';
import { mayWrite, routeKeyOf, routes, type RouteDefinition } from '../../routes.ts';
import type { RoleFlag } from '../../../domain/roles.ts';

/** The caller as a route's policy sees them: their role, and the role flags their dealer gives them. */
export type PolicySubject = RoleSubject & { roleFlags: ReadonlySet<RoleFlag> };

/** Why a route's policy refuses the caller: a role flag the dealer lacks, a write under read-only access, or the role. */
export type PolicyRefusal = 'flags' | 'readOnly' | 'role';

/**
 * The route's policy: every role flag it names (the dealer's package), no writes for a dealer with read-only access
 * (the dealer's limits first: they hold whoever signs in), and the action it declares (the user's role, by the role
 * matrix). The platform enforces it on every request, and the SPA is told the same answers, so it offers nothing the
 * server would refuse.
 */
export const policyRefusal = (route: RouteDefinition, subject: PolicySubject, writes: boolean): PolicyRefusal | undefined => {
  if (route.requires.some((flag) => !subject.roleFlags.has(flag))) return 'flags';
  if (writes && subject.roleFlags.has('read_only_access')) return 'readOnly';
  if (!mayPerform(subject, route.action)) return 'role';
  return undefined;
};

/** Whether the caller may use the route for everything it does (a print route: printing, not only previewing). */
export const mayCallRoute = (route: RouteDefinition, subject: PolicySubject): boolean => policyRefusal(route, subject, mayWrite(route)) === undefined;

/**
 * The routes the caller may use, by their keys (`GET /api/case/new`): what the settings tell the SPA as
 * `AllowedRoutes`, and what the SPA's tests tell their users, from the same table and policy.
 */
export const allowedRouteKeys = (subject: PolicySubject): string[] => routes.filter((route) => !route.public && mayCallRoute(route, subject)).map(routeKeyOf);
