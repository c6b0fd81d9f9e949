import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { scopeOf } from './case-scope.ts';
import { latestCasesOfCustomer } from './readers.ts';
import { lookUp } from './directory.ts';
import { integerText, querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { casesByCustomerResponse } from './responses.ts';

/** Spec part 2 §9: a customer's other cases are fetched 100 at a time. */
export const CUSTOMER_CASES_MAX = 100;

const customerCasesQuery = querySchema({
  customerId: scopedId('customer', 'customerId'),
  count: integerText('count', 1, CUSTOMER_CASES_MAX).optional(),
});

/**
 * GET /api/casesbycustomer/getbycustomerid?count=100&customerId=: the department's cases of a customer (as buyer or
 * co-debtor), most recently modified first. A customer the department cannot see (unknown, or another dealer's) is 404.
 */
export const handler = query({
  summary: 'En kundes sager.',
  responses: { 200: casesByCustomerResponse },
  query: customerCasesQuery,
  async run({ query: { customerId, count = CUSTOMER_CASES_MAX }, session }) {
    const known = await lookUp(session.dealerId, { customers: [customerId] });
    if (!known.customers.has(customerId)) throw notFound('Kunden findes ikke.');
    const scope = await scopeOf(session, 'Dealer');
    return { List: await latestCasesOfCustomer(scope.dealerIds, scope.branches, customerId, count) };
  },
});
