import { allowedActions, type Action, type RoleFlag, type RoleSubject } from '../../../domain/roles.ts';
import { routeKey } from '@/lib/current-user.ts';

/**
 * The routes the SPA asks `mayCall` about, with their policy as the server's route table declares it, so that a test
 * user is told what the server would tell them (`AllowedRoutes` of the settings).
 */
const POLICIES: readonly { method: 'GET' | 'POST' | 'DELETE'; path: string; action: Action; requires: readonly RoleFlag[] }[] = [
  { method: 'GET', path: '/api/LatestCasesWidget/', action: 'readCases', requires: ['case'] },
  { method: 'POST', path: '/api/case/save', action: 'editCases', requires: ['case'] },
  { method: 'POST', path: '/api/case/deletemultiple/', action: 'deleteCases', requires: ['case'] },
  { method: 'POST', path: '/api/customer/save', action: 'editCustomers', requires: [] },
  { method: 'DELETE', path: '/api/customer/delete', action: 'deleteCustomers', requires: [] },
  { method: 'POST', path: '/api/customer/deletemultiple', action: 'deleteCustomers', requires: [] },
];

/** What the server answers as `AllowedRoutes` for these routes: read-only access allows none that writes (all but GETs). */
export const allowedRoutesFor = (subject: RoleSubject, flags: readonly string[]): string[] => {
  const actions = allowedActions(subject);
  const readOnly = flags.includes('read_only_access');
  return POLICIES.filter(
    (policy) => actions.includes(policy.action) && policy.requires.every((flag) => flags.includes(flag)) && !(readOnly && policy.method !== 'GET'),
  ).map((policy) =>
    routeKey(policy.method, policy.path),
  );
};
