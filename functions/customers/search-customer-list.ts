import { query } from '../platform/http/endpoint.ts';
import { CUSTOMER_EXPORT_LIMIT, customerSearchQuery, listItemOf, searchCustomerList } from './customer-list-search.ts';
import { searchCustomerListResponse } from './responses.ts';

/**
 * GET /api/customerlist/search/?SearchType=&SearchManagementLevel=&RegistrationNumber=&CarMake=&CarModel=&FreeText=
 * &count=&offset=&sort=&sortdir= (spec part 1 §3, §7): one page of the customer list (50 by default) over the scope
 * (mine: the customers the caller is account manager for; my department; all departments where allowed), with the
 * total, the scopes the caller may choose, and whether the export is offered (below 5,000 customers).
 */
export const handler = query({
  summary: 'Kundelisten: søgning, filtre, sortering og sider.',
  responses: { 200: searchCustomerListResponse },
  query: customerSearchQuery,
  run: async ({ query: params, session }) => {
    const { scope, total, customers } = await searchCustomerList(session, params, { offset: params.offset, count: params.count });
    const list = customers.map((customer) => listItemOf(customer, scope.branches));
    return {
      Total: total,
      Offset: params.offset,
      Count: list.length,
      List: list,
      SearchScope: scope.scope,
      OfferedScopes: scope.offered,
      CanExport: total < CUSTOMER_EXPORT_LIMIT,
    };
  },
});
