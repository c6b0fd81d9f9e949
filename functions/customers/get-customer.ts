import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { CustomerMessages } from '../../domain/customers/messages.ts';
import { dynamo } from '../platform/aws.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { respond } from '../platform/http/response.ts';
import { physicalName, readModelsTable } from '../platform/tables.ts';
import { idParam, queryParams } from '../cars/query-params.ts';
import { customerDetailsKey, type CustomerDetailsRow } from './projections/customer-details.ts';

const ROW_META = ['pk', 'sk', 'projection', 'streamId', 'lastVersion', 'dealerId', 'deleted', 'gsi1pk', 'gsi1sk'];

/**
 * GET /api/customer/get?id= → the customer with every field (spec part 1 §7 "Customers"), from the caller's
 * department only: another department's customer is a 404, as is a deleted or forgotten one. The ETag is the
 * customer's version, for the save's If-Match.
 */
export const handler = query({
  query: queryParams({ id: idParam('Kunde-id') }),
  run: async ({ query: params, session }) => {
    const { Item } = await dynamo().send(new GetCommand({ TableName: physicalName(readModelsTable), Key: customerDetailsKey(session.dealerId, params.id) }));
    if (!Item || Item.deleted) throw notFound(CustomerMessages.notFound);
    const customer = Object.fromEntries(Object.entries(Item).filter(([name]) => !ROW_META.includes(name))) as CustomerDetailsRow;
    return respond(200, { ...customer, DealerName: session.dealerName }, { headers: { etag: `"${String(Item.lastVersion)}"` } });
  },
});
