import { query } from '../platform/http/endpoint.ts';
import { danishToday, ownCarItem, searchOwnCars } from './car-search.ts';
import { countParam, queryParams, searchTextParam } from './query-params.ts';
import { resolveScope, searchTypeParam } from './search-scope.ts';
import { searchWords } from './search-text.ts';

export const ownCarLookupQuery = queryParams({
  searchText: searchTextParam,
  searchType: searchTypeParam,
  count: countParam('count', 1, 50, 6),
});

/**
 * GET /api/TypeaheadOwnCars/Lookup?searchText=&searchType= → { Total, List }: the own-cars typeahead of the case page
 * (spec part 2 §7), unsold cars of the scope ('User' mine, 'Dealer' my department, 'Conglomerate' all departments
 * where allowed). The client shows 'Se alle' when Total is above the 6 listed.
 */
export const handler = query({
  query: ownCarLookupQuery,
  run: async ({ query: params, session }) => {
    const scope = await resolveScope(session, params.searchType);
    const rows = await searchOwnCars({ departments: scope.departments, words: searchWords(params.searchText), responsibleUserId: scope.userId });
    const today = danishToday();
    return { Total: rows.length, List: rows.slice(0, params.count).map((row) => ownCarItem(row, today)) };
  },
});
