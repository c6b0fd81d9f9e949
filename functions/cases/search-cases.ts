import { query } from '../platform/http/endpoint.ts';
import { caseListCache, withNames } from './case-list-query.ts';
import { scopeOf } from './case-scope.ts';
import { listItem, PAGE_SIZE, searchCases } from './case-search.ts';
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
    const rows = await caseListCache().casesOf(scope.dealerIds);
    const offset = search.offset ?? 0;
    const { Total, Page } = searchCases(rows, {
      ...search,
      CaseManagerId: scope.caseManagerId,
      sort: search.sort ?? 'ModifiedDate',
      sortdir: search.sortdir ?? (search.sort && search.sort !== 'ModifiedDate' ? 'asc' : 'desc'),
      offset,
      count: search.count ?? PAGE_SIZE,
    });
    const List = (await withNames(Page)).map((row) => listItem(row, scope.branches.get(row.DealerId) ?? ''));
    return { Total, Offset: offset, Count: List.length, List, SearchTypes: scope.searchTypes };
  },
});
