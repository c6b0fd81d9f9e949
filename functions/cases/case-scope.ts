import type { Session } from '../platform/http/session-context.ts';
import { readableDealerIds as readableDepartments, resolveSearchScope, searchScopeParam, type SearchScope } from '../platform/search-scope.ts';

/**
 * The case list's and the widget's search scope: the platform's one scope, under the case list's wire names (the
 * spec's case list and dashboard widget call 'mine' 'Casemanager'). All departments follow the platform's one rule (the role
 * matrix): other departments' cases can be read through it, never changed, for every command checks the case's own
 * dealer.
 */
export const CASE_SCOPE_NAMES = { Casemanager: 'User', Dealer: 'Dealer', Conglomerate: 'Conglomerate' } as const satisfies Record<string, SearchScope>;
export type CaseScopeName = keyof typeof CASE_SCOPE_NAMES;

const CASE_ACCESS = { refusal: 'Du har ikke adgang til at se sager fra alle afdelinger.' } as const;

/** `SearchType` of the case list in any casing, by its wire names; missing is the department. */
export const caseScopeParam = searchScopeParam('SearchType', CASE_SCOPE_NAMES);

const wireName = (scope: SearchScope): CaseScopeName => (scope === 'User' ? 'Casemanager' : scope);

export interface Scope {
  dealerIds: string[];
  /** Set for 'Casemanager': only this user's cases. */
  caseManagerId?: string;
  /** Department names by dealer id (the list's Branch column). */
  branches: Map<string, string>;
  /** The scopes this caller may choose (for the scope selector), by their wire names. */
  searchTypes: CaseScopeName[];
}

export const scopeOf = async (session: Session, scope: SearchScope | CaseScopeName = 'Dealer'): Promise<Scope> => {
  const resolved = await resolveSearchScope(session, scope === 'Casemanager' ? 'User' : scope, CASE_ACCESS);
  return {
    dealerIds: resolved.dealerIds,
    ...(resolved.userId === undefined ? {} : { caseManagerId: resolved.userId }),
    branches: resolved.branches,
    searchTypes: resolved.offered.map(wireName),
  };
};

/**
 * The departments whose cases this caller may read one by one (the list's detail pane, the case page's dealer data):
 * its own, and the others of its conglomerate when it may search them. Its own comes first.
 */
export const readableDealerIds = (session: Session): Promise<string[]> => readableDepartments(session);
