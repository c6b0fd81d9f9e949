import { randomInt } from 'node:crypto';
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { splitCustomer } from '../../domain/customers/customer.ts';
import { generatedCustomer, type GeneratedCustomer } from '../../domain/customers/test-fixtures.ts';
import { dynamo } from '../platform/aws.ts';
import { COPY_FORMAT, emptyPartition, loadedInto, snapshotPartition } from '../platform/list-engine.ts';
import { physicalName, readModelsTable } from '../platform/tables.ts';
import { customerFilter, customerListEngine, type CustomerSortKey, type ListedCustomer, type StoredOverviewRow } from './customer-list-search.ts';
import { plainCustomers } from './test-fixtures.ts';
import { CUSTOMER_OVERVIEW, customerOverviewPartition, evolveCustomerOverviewRow, type CustomerOverviewEvent } from './projections/customer-overview.ts';

/**
 * The customer list's compact copy in DynamoDB Local: written beside the overview rows of a department, read back by a
 * cold container together with the rows the change feed shows written since, it gives what reading the whole
 * partition gives; a warm container follows the feed alone.
 */
const table = physicalName(readModelsTable);
const dealerId = String(randomInt(900_000, 999_999));
const partition = customerOverviewPartition(dealerId);
const meta = (streamId: string, version: number) => ({ eventId: `${streamId}/${version}`, occurredAt: new Date().toISOString(), dealerId, userId: '5', correlationId: 'c', causationId: 'c', schemaVersion: 1 });

/** The overview rows of customers and their cars as the projection writes them, at `version`. */
const rowsOf = (customers: readonly GeneratedCustomer[], version = 1): Record<string, unknown>[] =>
  customers.flatMap(({ customerId, customer, cars }) => {
    const streamId = `customer#${customerId}`;
    const data = version === 1 ? { CustomerId: customerId, DealerId: dealerId, Customer: splitCustomer(customer).clear, Personal: { Encrypted: '' } } : { Customer: splitCustomer(customer).clear, Personal: { Encrypted: '' } };
    const event = { type: version === 1 ? 'CustomerCreated' : 'CustomerUpdated', streamId, version, data, meta: meta(streamId, version) } as CustomerOverviewEvent;
    const item = (stream: string, row: object | null) => ({ ...row, pk: partition, sk: stream, projection: CUSTOMER_OVERVIEW, streamId: stream, lastVersion: version, dealerId });
    return [
      item(streamId, evolveCustomerOverviewRow(undefined, event, { customer })),
      ...cars.map(({ carId, car }) => {
        const carStream = `customer-car#${carId}`;
        return item(carStream, evolveCustomerOverviewRow(undefined, { type: 'CustomerCarCreated', streamId: carStream, version: 1, data: { CarId: carId, DealerId: dealerId, Car: car }, meta: meta(carStream, 1) } as CustomerOverviewEvent));
      }),
    ];
  });

const write = async (items: Record<string, unknown>[]): Promise<void> => {
  for (let start = 0; start < items.length; start += 25) {
    await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })) } }));
  }
};

const context = { branches: new Map<string, string>() };
/** The department as reading its whole partition gives it, in a column's order. */
const wholePartition = async (sort: CustomerSortKey = 'Name'): Promise<ListedCustomer[]> => {
  const { Items } = await dynamo().send(new QueryCommand({ TableName: table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': partition } }));
  const held = emptyPartition<StoredOverviewRow>();
  loadedInto(held, new Map((Items ?? []).map((item) => [item.Id as string, item as StoredOverviewRow])));
  const whole = customerListEngine({ source: { partition: () => Promise.resolve(held), clear: () => undefined } });
  await withCarTexts(whole);
  const customers = await whole.rowsOf([dealerId]);
  expect(customers.length).toBeGreaterThan(0);
  return plain(whole.sorted(customers, sort, 'asc', context));
};
/** The customers as plain values, their cars and the line shown for them (made when first read) included. */
const plain = plainCustomers;
/** A search by words that matches none, which reads (and so makes) every customer's cars' text. */
const withCarTexts = (list: ReturnType<typeof customerListEngine>) => list.search({ dealerIds: [dealerId], context, filter: customerFilter({ FreeText: 'ingen-saadan' }), readsSearchFields: true });
/** The customers as the list's search gives them, in a column's order, as a search by words sees them (their search text in place). */
const searched = async (list: ReturnType<typeof customerListEngine>, sort: CustomerSortKey = 'Name') => {
  await withCarTexts(list);
  return plain((await list.search({ dealerIds: [dealerId], sort, context, filter: () => true, readsSearchFields: true })).rows);
};

describe("the customer list's compact copy", () => {
  it('gives a cold container what the whole partition gives, the rows written after the copy included', async () => {
    const list = customerListEngine();
    const customers = Array.from({ length: 40 }, (_, n) => generatedCustomer(n, { category: (m) => (m % 3 === 0 ? 0 : 1), accountManagerId: '5' }));
    await write(rowsOf(customers));
    const written = await list.reader.writeSnapshot(partition);
    // A row per customer and one per car.
    expect(written.rows).toBe(40 + customers.reduce((cars, customer) => cars + customer.cars.length, 0));
    const { Items: chunks } = await dynamo().send(new QueryCommand({ TableName: table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': snapshotPartition(partition) } }));
    expect(chunks?.find((item) => item.sk === 'head')).toMatchObject({ format: COPY_FORMAT, rows: written.rows });

    // The feed since the copy only repeats it (a copy looks back a few seconds): a cold container lists the copy's
    // columns as they are, without making the stored rows.
    const first = customerListEngine();
    expect(await searched(first)).toEqual(await wholePartition());
    expect((await first.partitions.partition(partition)).copied).toBeDefined();

    // Afterwards: one customer renamed, one deleted (a tombstone), and a new one with a car.
    const renamed = { ...customers[3]!, customer: { ...customers[3]!.customer, LastName: 'Aagaard' } as GeneratedCustomer['customer'] };
    const deleted = customers[4]!;
    const added = generatedCustomer(40, { category: () => 1, accountManagerId: '5' });
    await write([
      ...rowsOf([renamed], 2).slice(0, 1),
      { Id: `customer#${deleted.customerId}`, Kind: 'customer', CustomerId: deleted.customerId, DealerId: dealerId, Deleted: true, ...evolveFeed(`customer#${deleted.customerId}`), pk: partition, sk: `customer#${deleted.customerId}`, lastVersion: 2 },
      ...rowsOf([added]),
    ]);

    const cold = customerListEngine();
    const listed = await searched(cold);
    expect(listed).toEqual(await wholePartition());
    expect(listed.find((customer) => customer.Id === renamed.customerId)?.Name).toMatch(/Aagaard$/);
    expect(listed.some((customer) => customer.Id === deleted.customerId)).toBe(false);
    expect(listed.find((customer) => customer.Id === added.customerId)?.Cars).toHaveLength(2);

    // The same container follows a later change through the feed alone.
    await write(rowsOf([{ ...added, customer: { ...added.customer, City: 'Ølstykke' } as GeneratedCustomer['customer'] }], 2).slice(0, 1));
    const warm = await searched(cold, 'City');
    expect(warm.find((customer) => customer.Id === added.customerId)?.City).toBe('Ølstykke');
    expect(warm).toEqual(await wholePartition('City'));
    // The container that listed the copy's columns makes its stored rows at the first change, and follows the feed.
    expect(await searched(first, 'City')).toEqual(await wholePartition('City'));
    expect((await first.partitions.partition(partition)).copied).toBeUndefined();
  });
});

/** A tombstone's change feed, as the projection writes it. */
function evolveFeed(id: string) {
  const at = new Date().toISOString();
  return { ProjectedAt: at, gsi1pk: partition, gsi1sk: `${at}#${id}` };
}
