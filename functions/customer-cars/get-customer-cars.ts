import { EventStore } from '../platform/event-store.ts';
import { query } from '../platform/http/endpoint.ts';
import { queryPartition } from '../platform/read-models.ts';
import { requireOwnCustomer } from './customer-car-commands.ts';
import { customerCarListPartition, type CustomerCarRow } from './projections/customer-car-list.ts';
import { booleanText, querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { getCustomerCarsResponse } from './responses.ts';

const ROW_META = new Set(['pk', 'sk', 'projection', 'streamId', 'lastVersion', 'dealerId', 'deleted', 'gsi1pk', 'gsi1sk']);

let store: EventStore | undefined;

/**
 * GET /api/Car/GetCustomerCars?customerId[&IncludeCarEvenIfDeleted]: the customer's cars, newest first, from the
 * caller's department (another department's customer is a 404). Deleted cars only when asked for. Each car carries its
 * `Version`, which its save sends back as If-Match.
 */
export const handler = query({
  summary: 'En kundes biler.',
  responses: { 200: getCustomerCarsResponse },
  query: querySchema({ customerId: scopedId('customer', 'customerId'), IncludeCarEvenIfDeleted: booleanText('IncludeCarEvenIfDeleted').optional() }),
  run: async ({ query: params, session }) => {
    await requireOwnCustomer((store ??= new EventStore()), session.dealerId, params.customerId);
    const rows = (await queryPartition({
      pk: customerCarListPartition(session.dealerId),
      filter: 'CustomerId = :customer AND attribute_not_exists(deleted)',
      values: { ':customer': params.customerId },
    })) as CustomerCarRow[];
    return rows
      .filter((row) => params.IncludeCarEvenIfDeleted || !row.Deleted)
      .sort((a, b) => Number(b.Id) - Number(a.Id))
      .map((row) => ({ ...Object.fromEntries(Object.entries(row).filter(([name]) => !ROW_META.has(name))), Version: row.lastVersion }));
  },
});
