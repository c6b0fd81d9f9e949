import type { Action } from '../../../../../domain/roles.ts';
import { hasRoleFlag, mayDo, type CurrentUser } from '@/lib/current-user.ts';

/**
 * Whether the user may perform a stock action: the role must allow it (the server's role matrix, in the settings'
 * AllowedActions), and a department with read-only access changes nothing, whatever the role (the server refuses
 * every write there).
 */
export const mayChangeCars = (user: Pick<CurrentUser, 'AllowedActions' | 'RoleFlags'>, action: Extract<Action, 'editCars' | 'sellCars' | 'transferCars' | 'editCases'>): boolean =>
  mayDo(user, action) && !hasRoleFlag(user, 'read_only_access');
