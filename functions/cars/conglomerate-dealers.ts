import { query } from '../platform/http/endpoint.ts';
import { resolveSearchScope } from '../platform/search-scope.ts';

/**
 * The departments of the scope selector's dealer multi-select (spec part 1 §4 "Search scope"): GET
 * /api/dealers/getconglomeratedealers answers every department of the caller's conglomerate; GET
 * /api/dealers/findconglomeratedealers those the caller may search (all of them only for a role that may search all
 * departments, else its own). The caller's own department comes first.
 */
const departments = (searchableOnly: boolean) =>
  query({
    run: async ({ session }) => {
      const scope = await resolveSearchScope(session, 'Dealer');
      const ids = searchableOnly && !scope.offered.includes('Conglomerate') ? [session.dealerId] : [...scope.branches.keys()];
      return ids.map((id) => ({ Id: id, Name: scope.branches.get(id) ?? '', IsOwn: id === session.dealerId }));
    },
  });

export const getConglomerateDealers = departments(false);
export const findConglomerateDealers = departments(true);
