import type { Department } from '../api/types.ts';
import type { OwnCarsSearch, ScopeName } from '../api/own-car-search.ts';

/**
 * The scope selector (spec part 1 §3 "Search scope", §4): one multi-select holding 'Mine biler', 'Min afdelings biler',
 * 'Alle afdelingers biler' and the departments. Its rules:
 * - an empty selection falls back to the department scope;
 * - a newly added 'mine', 'my department' or 'all departments' selects only that;
 * - otherwise the chosen departments are the all-departments scope limited to them (only departments the user may
 *   search count).
 */
export const SCOPE_LABELS: Record<ScopeName, string> = {
  user: 'Mine biler',
  dealer: 'Min afdelings biler',
  conglomerate: 'Alle afdelingers biler',
};

const DEPARTMENT_PREFIX = 'd:';
export const departmentValue = (dealerId: string): string => `${DEPARTMENT_PREFIX}${dealerId}`;
const isScopeName = (value: string): value is ScopeName => value === 'user' || value === 'dealer' || value === 'conglomerate';

export type ScopeState = Pick<OwnCarsSearch, 'searchType' | 'dealers'>;

/** The selector's values for the list's scope. */
export const selectionOf = (scope: ScopeState): string[] =>
  scope.searchType === 'conglomerate' && scope.dealers.length > 0 ? scope.dealers.map(departmentValue) : [scope.searchType];

/** The scope after the user changed the selection from `previous` to `next`. */
export const nextScope = (previous: readonly string[], next: readonly string[], searchable: readonly Department[]): ScopeState => {
  const added = next.filter((value) => !previous.includes(value));
  const newScope = added.find(isScopeName);
  if (newScope) return { searchType: newScope, dealers: [] };
  const allowed = new Set(searchable.map((department) => department.Id));
  const dealers = next
    .filter((value) => value.startsWith(DEPARTMENT_PREFIX))
    .map((value) => value.slice(DEPARTMENT_PREFIX.length))
    .filter((id) => allowed.has(id));
  if (dealers.length === 0) {
    // Nothing left but a scope kept from before (all departments stays all departments); nothing at all: the department.
    const kept = next.find(isScopeName);
    return { searchType: kept ?? 'dealer', dealers: [] };
  }
  return { searchType: 'conglomerate', dealers };
};

/** The selector's options: the scopes the user may choose, and the departments when there are others to choose. */
export const scopeOptions = (searchable: readonly Department[]) => {
  const conglomerate = searchable.length > 1;
  const scopes: ScopeName[] = conglomerate ? ['user', 'dealer', 'conglomerate'] : ['user', 'dealer'];
  return [
    { group: 'Vis', items: scopes.map((scope) => ({ value: scope, label: SCOPE_LABELS[scope] })) },
    ...(conglomerate ? [{ group: 'Afdelinger', items: searchable.map((department) => ({ value: departmentValue(department.Id), label: department.Name })) }] : []),
  ];
};
