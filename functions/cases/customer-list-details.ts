import { CustomerMessages } from '../../domain/customers/messages.ts';
import { mayPerform } from '../../domain/roles.ts';
import { customerListDetails } from '../customers/readers.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { resolveSearchScope } from '../platform/search-scope.ts';
import { latestCasesOfCustomer } from './readers.ts';
import { customerListDetailsResponse } from './responses.ts';

/** The detail pane shows a customer's latest 3 cases (spec part 1 §2, §9). */
export const DETAIL_PANE_CASES = 3;

/**
 * GET /api/customer/GetCustomerListDetails?id= (spec part 1 §2 "Customer list", §7): the customer list's detail pane,
 * the contact fields and the latest 3 cases, each to open. A customer of the caller's department, or of another
 * department of its conglomerate when it may search all departments; any other is 'Kunden findes ikke.' (404). The
 * cases come only where the dealer has the case function and the role may read cases (spec part 1 §6 "Case"); `Cases`
 * is null otherwise. The pane joins a customer (read through the customers context's readers) with its cases, so it is
 * served here: the cases context reads customers, and the customers context reads no case.
 */
export const handler = query({
  summary: 'Kundelistens detaljepanel: kundens sager og biler.',
  responses: { 200: customerListDetailsResponse },
  query: querySchema({ id: scopedId('customer', 'id') }),
  run: async ({ query: params, session }) => {
    const scope = await resolveSearchScope(session, 'Dealer');
    const readable = scope.offered.includes('Conglomerate') ? [...scope.branches.keys()] : [session.dealerId];
    const customer = await customerListDetails(readable, scope.branches, params.id);
    if (!customer) throw notFound(CustomerMessages.notFound);
    const mayReadCases = session.roleFlags.has('case') && mayPerform(session, 'readCases');
    const cases = mayReadCases ? await latestCasesOfCustomer(readable, scope.branches, customer.Id, DETAIL_PANE_CASES) : null;
    return { ...customer, Cases: cases };
  },
});
