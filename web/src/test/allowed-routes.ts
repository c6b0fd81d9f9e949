import type { RoleFlag, RoleSubject } from '../../../domain/roles.ts';
// The server's own route table and policy: a test user is told exactly what the settings would tell them.
import { allowedRouteKeys } from '../../../functions/platform/http/route-policy.ts';

/** What the server answers as `AllowedRoutes` for a user of this role in a department with these functions. */
export const allowedRoutesFor = (subject: RoleSubject, flags: readonly string[]): string[] =>
  allowedRouteKeys({ ...subject, roleFlags: new Set(flags as readonly RoleFlag[]) });
