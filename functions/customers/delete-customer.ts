import { CustomerMessages } from '../../domain/customers/messages.ts';
import { command } from '../platform/http/endpoint.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { respond } from '../platform/http/response.ts';
import { personalData } from '../platform/personal-data.ts';
import { forgetCustomer } from './forget-customer.ts';
import { deleteCustomerResponse } from './responses.ts';

const deleteQuery = querySchema({ id: scopedId('customer', 'id') });

/**
 * DELETE /api/customer/delete?id= (spec part 1 "Delete customer"): deletes the customer permanently, which is an
 * erasure: its personal data is forgotten everywhere (see forget-customer.ts). Its cases stay, without its name.
 * Another department's customer is 'Kunden findes ikke.' (404), like an unknown one. Asking again for a customer
 * already forgotten confirms again without its name; repeating a request with its Idempotency-Key answers as the first did.
 */
export const handler = command({
  summary: 'Sletter en kunde og glemmer kundens persondata (GDPR).',
  responses: { 200: deleteCustomerResponse },
  query: deleteQuery,
  async run(context) {
    const { id } = context.query;
    const { title, version } = await forgetCustomer(context.store, personalData(), id, context.appendContext, { idempotencyKey: context.idempotencyKey });
    return respond(200, { Message: CustomerMessages.deleted(title ?? `nr. ${id}`) }, { headers: { etag: `"${version}"` } });
  },
});
