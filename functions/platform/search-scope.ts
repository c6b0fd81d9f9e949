import * as z from 'zod';
import { conglomerateDepartments, type Department } from './auth/dealer-directory.ts';
import { forbidden, notFound } from './errors.ts';
import type { Session } from './http/session-context.ts';
import { mayPerform, type RoleSubject } from '../../domain/roles.ts';

/**
 * The spec's search scope, one for every list and typeahead (document 1 §3 "Search scope", §4; document 2's case
 * list): mine ('User'), my department ('Dealer', the default) and all departments of the conglomerate
 * ('Conglomerate'). Stock cars, customers and cases have the same three levels; the case list and its widget call the
 * first 'Casemanager' on the wire. One rule for every search:
 * - an empty or missing scope is the caller's department;
 * - all departments are offered only when the dealer's group has other dealers, and only to a role the role matrix
 *   allows it (`searchAllDepartments`: owners, business managers, sales managers, administrators), in the case list as
 *   in the customer and car pickers, so no search shows another department's customers to whom the case list refuses;
 * - asking for all departments without that right is refused (403); asking for it in a group of one department
 *   falls back to the department, as the spec's empty selection does;
 * - tenancy comes from the session only: a scope never reaches beyond the caller's conglomerate.
 */
export const SEARCH_SCOPES = ['User', 'Dealer', 'Conglomerate'] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

export type { Department };

/** The refusal of the 'all departments' scope, unless a search names its own. */
export const ALL_DEPARTMENTS_REFUSAL = 'Din rolle giver ikke adgang til at søge i alle afdelinger.';

/** Whether the caller may search (and read one by one) every department of the conglomerate. */
export const maySearchAllDepartments = (session: RoleSubject): boolean => mayPerform(session, 'searchAllDepartments');

/**
 * A search scope query parameter in any casing, by the spec's wire names (`names`: wire name → scope; the canonical
 * names are always accepted). Missing or blank is undefined: the department.
 */
export const searchScopeParam = (field: string, names: Readonly<Record<string, SearchScope>> = {}) => {
  const byName = new Map<string, SearchScope>([...SEARCH_SCOPES.map((scope) => [scope.toLowerCase(), scope] as const), ...Object.entries(names).map(([name, scope]) => [name.toLowerCase(), scope] as const)]);
  const shown = [...new Set([...Object.keys(names), ...SEARCH_SCOPES.filter((scope) => !Object.values(names).includes(scope))])];
  const message = `${field} skal være ${shown.slice(0, -1).join(', ')} eller ${shown.at(-1)}.`;
  return z
    .string()
    .optional()
    .transform((value, context): SearchScope | undefined => {
      if (value === undefined || value.trim() === '') return undefined;
      const found = byName.get(value.trim().toLowerCase());
      if (!found) context.addIssue({ code: 'custom', message });
      return found ?? z.NEVER;
    });
};

export interface ResolvedScope {
  scope: SearchScope;
  /** The departments searched, the caller's own first, the others by name. */
  departments: Department[];
  dealerIds: string[];
  /** Set for 'User': only what this user is responsible for. */
  userId?: string;
  /** The scopes this caller may choose (the scope selector's options). */
  offered: SearchScope[];
  /** Every department's name by dealer id, the caller's own included (a list's branch column). */
  branches: Map<string, string>;
}

/** The departments a search covers, by the rules above. */
export const resolveSearchScope = async (session: Session, requested: SearchScope | undefined, options: { refusal?: string } = {}): Promise<ResolvedScope> => {
  const all = session.conglomerateId ? await conglomerateDepartments(session.conglomerateId) : [];
  return scopeWithin(session, requested, all, options);
};

/** The rules above over the conglomerate's departments (pure: the resolver reads them first). */
export const scopeWithin = (
  session: Pick<Session, 'dealerId' | 'dealerName' | 'userId'> & RoleSubject,
  requested: SearchScope | undefined,
  all: readonly Department[],
  options: { refusal?: string } = {},
): ResolvedScope => {
  const scope = requested ?? 'Dealer';
  const own: Department = { DealerId: session.dealerId, Name: all.find((department) => department.DealerId === session.dealerId)?.Name ?? session.dealerName };
  const others = all.filter((department) => department.DealerId !== session.dealerId).sort((a, b) => a.Name.localeCompare(b.Name, 'da'));
  const allowed = maySearchAllDepartments(session);
  const offered: SearchScope[] = allowed && others.length > 0 ? ['User', 'Dealer', 'Conglomerate'] : ['User', 'Dealer'];
  const branches = new Map([own, ...others].map((department) => [department.DealerId, department.Name]));
  const base = { offered, branches };
  if (scope === 'Conglomerate' && !allowed) throw forbidden(options.refusal ?? ALL_DEPARTMENTS_REFUSAL);
  if (scope === 'Conglomerate' && others.length > 0) {
    const departments = [own, ...others];
    return { ...base, scope, departments, dealerIds: departments.map((department) => department.DealerId) };
  }
  if (scope === 'User') return { ...base, scope, departments: [own], dealerIds: [own.DealerId], userId: session.userId };
  return { ...base, scope: 'Dealer', departments: [own], dealerIds: [own.DealerId] };
};

/**
 * The departments whose rows this caller may read one by one (a list's detail pane, a department's case data): its
 * own, and the others of its conglomerate when it may search them. Its own comes first.
 */
export const readableDealerIds = async (session: Session): Promise<string[]> => {
  const scope = await resolveSearchScope(session, 'Dealer');
  return scope.offered.includes('Conglomerate') ? [...scope.branches.keys()] : [session.dealerId];
};

/** What a query naming a department that the caller's conglomerate does not have reads. */
export const UNKNOWN_DEPARTMENT = 'Afdelingen findes ikke.';

/**
 * A resolved scope narrowed to the one department a query names (`dealerId`). A department of the caller's
 * conglomerate outside the scope is refused (403, `refusal`); any other id is unknown (404), whether it does not exist
 * or belongs to another conglomerate, so that an id reveals nothing about other dealer groups.
 */
export const departmentInScope = (scope: Pick<ResolvedScope, 'departments' | 'branches'>, dealerId: string, refusal?: string): Department[] => {
  const departments = scope.departments.filter((department) => department.DealerId === dealerId);
  if (departments.length > 0) return departments;
  if (scope.branches.has(dealerId)) throw forbidden(refusal);
  throw notFound(UNKNOWN_DEPARTMENT);
};
