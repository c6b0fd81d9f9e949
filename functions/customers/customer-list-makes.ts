import { query } from '../platform/http/endpoint.ts';
import { querySchema } from '../platform/http/request-schemas.ts';
import { compareDanish } from '../platform/search-text.ts';
import { customerList, customerListScope, customerSearchShape } from './customer-list-search.ts';
import { customerListMakesResponse } from './responses.ts';

const makesQuery = querySchema({ SearchManagementLevel: customerSearchShape.SearchManagementLevel, DealerId: customerSearchShape.DealerId });

/**
 * GET /api/customerlist/getmakes/?SearchManagementLevel= : the makes of the customers' cars in scope (the search panel's
 * CarMake choices), each with how many customers have one, in Danish order.
 */
export const handler = query({
  summary: 'Mærkerne i kundernes biler, til kundelistens filter.',
  responses: { 200: customerListMakesResponse },
  query: makesQuery,
  run: async ({ query: params, session }) => {
    const scope = await customerListScope(session, params);
    const customers = await customerList().rowsOf(scope.dealerIds, { branches: scope.branches });
    const counts = new Map<string, { name: string; customers: number }>();
    for (const customer of customers) {
      if (scope.userId !== undefined && customer.AccountManagerId !== scope.userId) continue;
      // A make once per customer, however many of its cars are of it; the normalised make is the key.
      const makes = new Map(customer.Cars.filter((car) => car.MakeText).map((car) => [car.MakeText, car.Make.trim()]));
      for (const [key, make] of makes) {
        const entry = counts.get(key) ?? { name: make, customers: 0 };
        entry.customers += 1;
        counts.set(key, entry);
      }
    }
    return [...counts.values()]
      .sort((a, b) => compareDanish(a.name, b.name))
      .map((entry) => ({ Id: entry.name, Name: entry.name, Count: entry.customers }));
  },
});
