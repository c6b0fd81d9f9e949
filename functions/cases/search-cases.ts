import { query } from '../platform/http/endpoint.ts';
import { caseListCache } from './case-list-query.ts';
import { scopeOf } from './case-scope.ts';
import { caseFilter, listItem, PAGE_SIZE } from './case-search.ts';
import { caseSearchQuery } from './schemas.ts';
import { searchCasesResponse } from './responses.ts';

/**
 * GET /api/caselist/search/: the case list grid, searched, sorted and paged (50) on the server over the departments
 * of the chosen scope. `SearchTypes` lists the scopes the caller may choose (the scope selector's options).
 */
export const handler = query({
  summary: 'Sagslisten: søgning, filtre, sortering og sider.',
  responses: { 200: searchCasesResponse },
  query: caseSearchQuery,
  async run({ query: search, session }) {
    const scope = await scopeOf(session, search.SearchType ?? 'Dealer');
    const offset = search.offset ?? 0;
    const { total, rows } = await caseListCache().list.search({
      dealerIds: scope.dealerIds,
      filter: caseFilter({ ...search, CaseManagerId: scope.caseManagerId }),
      sort: search.sort ?? 'ModifiedDate',
      direction: search.sortdir ?? (search.sort && search.sort !== 'ModifiedDate' ? 'asc' : 'desc'),
      context: undefined,
      page: { offset, count: Math.min(search.count ?? PAGE_SIZE, PAGE_SIZE) },
    });
    const List = rows.map((row) => listItem(row, scope.branches.get(row.DealerId) ?? ''));
    return { Total: total, Offset: offset, Count: List.length, List, SearchTypes: scope.searchTypes };
  },
});
