import { usersInDepartments } from './users/readers.ts';
import { stockCarsInDepartments } from './cars/readers.ts';
import { casesInDepartments } from './cases/readers.ts';
import { customerCarsInDepartments } from './customer-cars/readers.ts';
import { customersInDepartments } from './customers/readers.ts';
import { conglomerateDealerIds, dealerById } from './platform/auth/dealer-directory.ts';
import type { IdScopes } from './platform/http/scoped-ids.ts';
import type { Session } from './platform/http/session-context.ts';
import { readableDealerIds } from './platform/search-scope.ts';
import { mayPerform } from '../domain/roles.ts';

/**
 * Where each kind of id a request refers to resolves, composed from the owning contexts' readers: the one place that
 * says which customers, cars, swap cars, users and departments a caller may name. The platform applies it to every
 * route (`functions/platform/http/scoped-ids.ts`); like the route table, this module sits outside the contexts.
 *
 * - A case, a customer, a stock car and a customer's car: of the departments the caller reads, its own, or every
 *   department of its dealer group for a role that may search them all (the spec's 'all departments' scope: the case
 *   list and the customer and car pickers of a case offer exactly these). Another dealer group's never. (Changing a
 *   case of another department is the case decider's to refuse: it checks the case's own department.)
 * - A user (a case manager, a car's responsible user, a customer's account manager, a user administered): of those
 *   departments, or of the group's departments an administrator of users administrates; anyone's for the supplier's
 *   administrators of users, who administrate every department.
 * - A department: one of the caller's dealer group (the route decides whether this caller may use it there); any for
 *   the supplier's administrators.
 */
const administratesUsers = (session: Session, flag: 'can_edit_all_dealers' | 'can_administrate_users_on_joined_dealers'): boolean =>
  session.roleFlags.has(flag) && mayPerform(session, 'administrateUsers');
const editsAllDealers = (session: Session): boolean => administratesUsers(session, 'can_edit_all_dealers');

const userDepartments = async (session: Session): Promise<string[]> => {
  const readable = await readableDealerIds(session);
  if (!administratesUsers(session, 'can_administrate_users_on_joined_dealers')) return readable;
  return [...new Set([...readable, ...(await conglomerateDealerIds(session.dealerId))])];
};

export const idScopes: IdScopes = {
  case: async (session, ids) => casesInDepartments(await readableDealerIds(session), ids, [...(await conglomerateDealerIds(session.dealerId))]),
  customer: async (session, ids) => customersInDepartments(await readableDealerIds(session), ids),
  car: async (session, ids) => stockCarsInDepartments(await readableDealerIds(session), ids),
  customerCar: async (session, ids) => customerCarsInDepartments(await readableDealerIds(session), ids),
  user: async (session, ids) =>
    editsAllDealers(session) ? new Set(ids) : usersInDepartments(await userDepartments(session), ids, [...(await conglomerateDealerIds(session.dealerId))]),
  department: async (session, ids) => {
    if (!editsAllDealers(session)) {
      const group = await conglomerateDealerIds(session.dealerId);
      return new Set(ids.filter((id) => group.has(id)));
    }
    const existing = await Promise.all(ids.map(async (id) => ((await dealerById(id)) ? id : undefined)));
    return new Set(existing.filter((id): id is string => id !== undefined));
  },
};
