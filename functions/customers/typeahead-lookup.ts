import * as z from 'zod';
import { forbidden } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { booleanParam, countParam, queryParams, searchTextParam } from '../cars/query-params.ts';
import { resolveScope, searchTypeParam } from '../cars/search-scope.ts';
import { searchWords } from '../cars/search-text.ts';
import { customerLookupItem, searchCustomers } from './customer-search.ts';

export const customerLookupQuery = queryParams({
  searchText: searchTextParam,
  count: countParam('count', 1, 50, 6),
  dealerId: z.string().regex(/^\d+$/, 'dealerId skal være et afdelingsnummer.').optional(),
  isPrivate: booleanParam('isPrivate'),
  searchType: searchTypeParam,
});

/**
 * GET /api/typeaheadcustomers/lookup?searchText=&count=&dealerId=&isPrivate=&searchType= → { Total, List }: the
 * customer typeahead (spec part 1 §7). The caller's department by default; all departments of its conglomerate
 * with searchType=Conglomerate where allowed; `dealerId` narrows to one department within that scope.
 */
export const handler = query({
  query: customerLookupQuery,
  run: async ({ query: params, session }) => {
    const scope = await resolveScope(session, params.searchType);
    const departments = params.dealerId ? scope.departments.filter((department) => department.DealerId === params.dealerId) : scope.departments;
    if (departments.length === 0) throw forbidden('Du har ikke adgang til denne afdelings kunder.');
    const rows = await searchCustomers({
      departments,
      words: searchWords(params.searchText),
      isBusiness: params.isPrivate === undefined ? undefined : !params.isPrivate,
      accountManagerId: scope.userId,
    });
    return { Total: rows.length, List: rows.slice(0, params.count).map(customerLookupItem) };
  },
});
