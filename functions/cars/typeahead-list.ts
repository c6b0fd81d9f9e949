import { query } from '../platform/http/endpoint.ts';
import { danishToday } from '../../domain/format.ts';
import { countField, querySchema, searchTextField } from '../platform/http/request-schemas.ts';
import { resolveSearchScope, searchScopeParam } from '../platform/search-scope.ts';
import { searchWords } from '../platform/search-text.ts';
import { ownCarItem, searchOwnCars } from './car-search.ts';
import { typeaheadListResponse } from './responses.ts';

export const ownCarListQuery = querySchema({
  searchText: searchTextField,
  searchType: searchScopeParam('searchType'),
  count: countField('count', 1, 500, 50),
  offset: countField('offset', 0, 1_000_000, 0),
});

/**
 * GET /api/TypeaheadOwnCars/List/?searchText=&searchType=&count=&offset= → { Total, Offset, Count, List }: the own-cars
 * picker's 'Se alle' grid (make, model, first registration, km, cash price, vehicle number, and branch when
 * searching all departments), paged on the server (page size 50, runs of at most 500).
 */
export const handler = query({
  summary: 'Afdelingens lagerbiler til opslagsfeltets liste.',
  responses: { 200: typeaheadListResponse },
  query: ownCarListQuery,
  run: async ({ query: params, session }) => {
    const scope = await resolveSearchScope(session, params.searchType);
    const rows = await searchOwnCars({ departments: scope.departments, words: searchWords(params.searchText), responsibleUserId: scope.userId });
    const today = danishToday();
    const page = rows.slice(params.offset, params.offset + params.count).map((row) => ownCarItem(row, today));
    return { Total: rows.length, Offset: params.offset, Count: page.length, SearchType: scope.scope, List: page };
  },
});
