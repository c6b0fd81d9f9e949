import { query } from '../platform/http/endpoint.ts';
import { danishToday, ownCarItem, searchOwnCars } from './car-search.ts';
import { countParam, queryParams, searchTextParam } from './query-params.ts';
import { resolveScope, searchTypeParam } from './search-scope.ts';
import { searchWords } from './search-text.ts';

export const ownCarListQuery = queryParams({
  searchText: searchTextParam,
  searchType: searchTypeParam,
  count: countParam('count', 1, 500, 50),
  offset: countParam('offset', 0, 1_000_000, 0),
});

/**
 * GET /api/TypeaheadOwnCars/List/?searchText=&searchType=&count=&offset= → { Total, Offset, Count, List }: the own-cars
 * picker's 'Se alle' grid (make, model, first registration, km, cash price, vehicle number, and branch when
 * searching all departments), paged on the server (page size 50, runs of at most 500).
 */
export const handler = query({
  query: ownCarListQuery,
  run: async ({ query: params, session }) => {
    const scope = await resolveScope(session, params.searchType);
    const rows = await searchOwnCars({ departments: scope.departments, words: searchWords(params.searchText), responsibleUserId: scope.userId });
    const today = danishToday();
    const page = rows.slice(params.offset, params.offset + params.count).map((row) => ownCarItem(row, today));
    return { Total: rows.length, Offset: params.offset, Count: page.length, SearchType: scope.searchType, List: page };
  },
});
