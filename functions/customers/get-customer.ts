import { splitCustomer, withCprsShown, type Customer } from '../../domain/customers/customer.ts';
import { CustomerMessages } from '../../domain/customers/messages.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { respond } from '../platform/http/response.ts';
import { personalData } from '../platform/personal-data.ts';
import { readAtVersion } from '../platform/read-models.ts';
import { customerSubject, revealCustomer } from './personal.ts';
import { customerDetailsKey, type CustomerDetailsRow } from './projections/customer-details.ts';
import { integerText, querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { getCustomerResponse } from './responses.ts';

const ROW_META = ['pk', 'sk', 'projection', 'streamId', 'lastVersion', 'dealerId', 'deleted', 'gsi1pk', 'gsi1sk', 'Personal'];

/**
 * GET /api/customer/get?id=[&MinVersion=] → the customer with every field (spec part 1 §7 "Customers"), from the caller's
 * department only: another department's customer is a 404, as is a deleted or forgotten one. The ETag is the
 * customer's version, for the save's If-Match; `MinVersion` (the ETag a save returned) waits until the read model has
 * caught up with that save. CPR numbers are revealed from the encrypted part and shown in full only
 * to a dealer with the CPR look-up function (can_perform_cpr_lookup); otherwise masked ('ddmmyy-****'), which the save
 * reads as "unchanged".
 */
export const handler = query({
  summary: 'Én kunde; versionen som ETag.',
  responses: { 200: getCustomerResponse },
  query: querySchema({ id: scopedId('customer', 'Kunde-id'), MinVersion: integerText('MinVersion', 0, Number.MAX_SAFE_INTEGER).optional() }),
  run: async ({ query: params, session }) => {
    const row = await readAtVersion<CustomerDetailsRow>(customerDetailsKey(session.dealerId, params.id), params.MinVersion);
    if (!row || row.deleted) throw notFound(CustomerMessages.notFound);
    const fields = Object.fromEntries(Object.entries(row).filter(([name]) => !ROW_META.includes(name))) as CustomerDetailsRow;
    const customer = withCprsShown(await withCprs(fields, row), { masked: !session.roleFlags.has('can_perform_cpr_lookup') });
    return respond(200, { ...fields, ...customer, DealerName: session.dealerName }, { headers: { etag: `"${String(row.lastVersion)}"` } });
  },
});

/** The customer with its CPR numbers, revealed from the row's encrypted part (the row holds them empty). */
const withCprs = async (customer: Customer, row: CustomerDetailsRow): Promise<Customer> => {
  if (!row.Personal) return customer;
  const revealed = await revealCustomer(personalData(), customerSubject(row.Id), splitCustomer(customer).clear, row.Personal);
  return revealed ?? customer;
};
