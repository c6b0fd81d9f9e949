import { forbidden } from '../platform/errors.ts';
import type { Session } from '../platform/http/session-context.ts';
import { departmentsOf } from '../account/departments.ts';

/**
 * The search scopes of the case list and the widget (spec part 1 §3 "Search scope"): mine ('Casemanager'), my
 * department ('Dealer', the default) and all departments of the conglomerate ('Conglomerate'). The last is offered
 * only to those who lead (owners, business managers, sales managers, administrators) and only when the conglomerate
 * has other departments. Other departments' rows can be read through it, never changed: every command checks the
 * case's own dealer.
 */
export const SEARCH_TYPES = ['Casemanager', 'Dealer', 'Conglomerate'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

const LEADING_ROLES = new Set(['Owner', 'BusinessManager', 'SalesManager']);

export interface Scope {
  dealerIds: string[];
  /** Set for 'Casemanager': only this user's cases. */
  caseManagerId?: string;
  /** Department names by dealer id (the list's Branch column). */
  branches: Map<string, string>;
  /** The scopes this caller may choose (for the scope selector). */
  searchTypes: SearchType[];
}

const DEPARTMENTS_TTL_MS = 5 * 60_000;
const departmentsCache = new Map<string, { at: number; departments: Promise<{ DealerId: string; Name: string }[]> }>();

/** The conglomerate's departments, kept for a few minutes per container (they change when an administrator adds one). */
const departments = (conglomerateId: string): Promise<{ DealerId: string; Name: string }[]> => {
  const cached = departmentsCache.get(conglomerateId);
  if (cached && Date.now() - cached.at < DEPARTMENTS_TTL_MS) return cached.departments;
  const loading = departmentsOf(conglomerateId).then((rows) => rows.map((row) => ({ DealerId: row.DealerId, Name: row.Name })));
  departmentsCache.set(conglomerateId, { at: Date.now(), departments: loading });
  loading.catch(() => departmentsCache.delete(conglomerateId));
  return loading;
};

export const scopeOf = async (session: Session, searchType: SearchType = 'Dealer'): Promise<Scope> => {
  const all = session.conglomerateId ? await departments(session.conglomerateId) : [];
  const mayLead = session.isAdmin || LEADING_ROLES.has(session.simpleRole ?? '');
  const conglomerateAllowed = mayLead && all.some((department) => department.DealerId !== session.dealerId);
  const searchTypes: SearchType[] = conglomerateAllowed ? ['Casemanager', 'Dealer', 'Conglomerate'] : ['Casemanager', 'Dealer'];
  const branches = new Map(all.map((department) => [department.DealerId, department.Name]));
  if (!branches.has(session.dealerId)) branches.set(session.dealerId, session.dealerName);

  switch (searchType) {
    case 'Casemanager':
      return { dealerIds: [session.dealerId], caseManagerId: session.userId, branches, searchTypes };
    case 'Dealer':
      return { dealerIds: [session.dealerId], branches, searchTypes };
    case 'Conglomerate':
      if (!conglomerateAllowed) throw forbidden('Du har ikke adgang til at se sager fra alle afdelinger.');
      return { dealerIds: all.map((department) => department.DealerId), branches, searchTypes };
  }
};

/**
 * The departments whose cases this caller may read one by one (the list's detail pane): its own, and the others of its
 * conglomerate when it may search them. Its own comes first.
 */
export const readableDealerIds = async (session: Session): Promise<string[]> => {
  const scope = await scopeOf(session, 'Dealer');
  if (!scope.searchTypes.includes('Conglomerate')) return [session.dealerId];
  return [session.dealerId, ...[...scope.branches.keys()].filter((dealerId) => dealerId !== session.dealerId)];
};
