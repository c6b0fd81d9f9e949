import { query } from '../platform/http/endpoint.ts';
import { resolveSearchScope } from '../platform/search-scope.ts';
import { conglomerateDealersResponse } from './responses.ts';

/**
 * The departments of the scope selector's dealer multi-select (spec part 1 §4 "Search scope"): GET
 * /api/dealers/getconglomeratedealers answers every department of the caller's conglomerate; GET
 * /api/dealers/findconglomeratedealers those the caller may search (all of them only for a role that may search all
 * departments, else its own). The caller's own department comes first.
 */
const departments = (searchableOnly: boolean, summary: string) =>
  query({
    summary,
    responses: { 200: conglomerateDealersResponse },
    run: async ({ session }) => {
      const scope = await resolveSearchScope(session, 'Dealer');
      const ids = searchableOnly && !scope.offered.includes('Conglomerate') ? [session.dealerId] : [...scope.branches.keys()];
      return ids.map((id) => ({ Id: id, Name: scope.branches.get(id) ?? '', IsOwn: id === session.dealerId }));
    },
  });

export const getConglomerateDealers = departments(false, 'Koncernens afdelinger.');
export const findConglomerateDealers = departments(true, 'De afdelinger i koncernen, man må søge i.');
