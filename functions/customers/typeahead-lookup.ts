import { query } from '../platform/http/endpoint.ts';
import { booleanText, countField, querySchema, scopedId, searchTextField } from '../platform/http/request-schemas.ts';
import { departmentInScope, resolveSearchScope, searchScopeParam } from '../platform/search-scope.ts';
import { searchWords } from '../platform/search-text.ts';
import { customerLookupItem, searchCustomers } from './customer-search.ts';
import { typeaheadLookupResponse } from './responses.ts';

export const customerLookupQuery = querySchema({
  searchText: searchTextField,
  count: countField('count', 1, 50, 6),
  dealerId: scopedId('department', 'dealerId').optional(),
  isPrivate: booleanText('isPrivate').optional(),
  searchType: searchScopeParam('searchType'),
});

/**
 * GET /api/typeaheadcustomers/lookup?searchText=&count=&dealerId=&isPrivate=&searchType= → { Total, List }: the
 * customer typeahead (spec part 1 §7). The caller's department by default; all departments of its conglomerate
 * with searchType=Conglomerate where allowed; `dealerId` narrows to one department within that scope (one of
 * the conglomerate outside it is refused, an unknown one is not found).
 */
export const handler = query({
  summary: 'Kundesøgning til opslagsfeltet.',
  responses: { 200: typeaheadLookupResponse },
  query: customerLookupQuery,
  run: async ({ query: params, session }) => {
    const scope = await resolveSearchScope(session, params.searchType);
    const departments = params.dealerId ? departmentInScope(scope, params.dealerId, 'Du har ikke adgang til denne afdelings kunder.') : scope.departments;
    const rows = await searchCustomers({
      departments,
      words: searchWords(params.searchText),
      isBusiness: params.isPrivate === undefined ? undefined : !params.isPrivate,
      accountManagerId: scope.userId,
    });
    return { Total: rows.length, List: rows.slice(0, params.count).map(customerLookupItem) };
  },
});
