import { query } from '../platform/http/endpoint.ts';
import { danishToday } from '../../domain/format.ts';
import { countField, querySchema, searchTextField } from '../platform/http/request-schemas.ts';
import { resolveSearchScope, searchScopeParam } from '../platform/search-scope.ts';
import { searchWords } from '../platform/search-text.ts';
import { ownCarItem, searchOwnCars } from './car-search.ts';
import { typeaheadLookupResponse } from './responses.ts';

export const ownCarLookupQuery = querySchema({
  searchText: searchTextField,
  searchType: searchScopeParam('searchType'),
  count: countField('count', 1, 50, 6),
});

/**
 * GET /api/TypeaheadOwnCars/Lookup?searchText=&searchType= → { Total, List }: the own-cars typeahead of the case page
 * (spec part 2 §7), unsold cars of the scope ('User' mine, 'Dealer' my department, 'Conglomerate' all departments
 * where allowed). The client shows 'Se alle' when Total is above the 6 listed.
 */
export const handler = query({
  summary: 'Lagerbilsøgning til opslagsfeltet.',
  responses: { 200: typeaheadLookupResponse },
  query: ownCarLookupQuery,
  run: async ({ query: params, session }) => {
    const scope = await resolveSearchScope(session, params.searchType);
    const rows = await searchOwnCars({ departments: scope.departments, words: searchWords(params.searchText), responsibleUserId: scope.userId });
    const today = danishToday();
    return { Total: rows.length, List: rows.slice(0, params.count).map((row) => ownCarItem(row, today)) };
  },
});
