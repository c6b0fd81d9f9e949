import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { splitCustomer } from '../domain/customers/customer.ts';
import { generatedCustomer, type GeneratedCustomer } from '../domain/customers/test-fixtures.ts';
import { customerDecider } from '../domain/customers/decider.ts';
import type { NewEvent } from '../events/envelope.ts';
import { CUSTOMER_EXPORT_LIMIT, customerList } from '../functions/customers/customer-list-search.ts';
import { CUSTOMER_OVERVIEW, customerOverviewPartition, evolveCustomerOverviewRow, type CustomerOverviewEvent } from '../functions/customers/projections/customer-overview.ts';
import { handler as exportHandler } from '../functions/customers/export-customer-list.ts';
import { protectCustomer } from '../functions/customers/personal.ts';
import { handler as searchHandler } from '../functions/customers/search-customer-list.ts';
import { dynamo } from '../functions/platform/aws.ts';
import { EventStore, type AppendContext } from '../functions/platform/event-store.ts';
import { physicalName, readModelsTable } from '../functions/platform/tables.ts';
import { personalData } from '../functions/platform/personal-data.ts';
import type { LocalCloud } from '../local/cloud.ts';
import { anyUserExists, seedDemoData } from '../local/demo-data.ts';
import { lambdaContext } from '../local/http-adapter.ts';
import { ApiClient } from '../tests/support/api-client.ts';
import { httpEvent } from '../tests/support/http-event.ts';
import { ms, percentile, timed } from './stats.ts';

const EXPORT_STREET = 'Eksportvej';

/**
 * Appends customers of one department through the event store (their personal data sealed with their own keys, as a
 * save seals it) and their swap cars, for the projector to project: the whole pipeline.
 */
const appendCustomers = async (store: EventStore, dealerId: string, customers: readonly GeneratedCustomer[]): Promise<void> => {
  const context: AppendContext = { dealerId, userId: 'bench', correlationId: randomUUID(), causationId: 'bench-customers' };
  for (let from = 0; from < customers.length; from += 50) {
    await Promise.all(
      customers.slice(from, from + 50).map(async ({ customerId, customer, cars }) => {
        const { customer: clear, personal } = await protectCustomer(personalData(), customerId, customer, { newCustomer: true });
        await store.append(`customer#${customerId}`, 0, customerDecider.decide({ type: 'CreateCustomer', customerId, dealerId, customer: clear, personal }, customerDecider.initialState()), context);
        for (const { carId, car } of cars) {
          const events: NewEvent[] = [{ type: 'CustomerCarCreated', data: { CarId: carId, DealerId: dealerId, Car: car } }];
          await store.append(`customer-car#${carId}`, 0, events, context);
        }
      }),
    );
  }
};

/**
 * Writes the customer list rows of customers straight to the read model, each folded by the projection's own `evolve`
 * from its creating event, as a rebuild writes them; then the list's compact copy, as the projector keeps it. A
 * hundred thousand customers through the whole pipeline (a data key, an event and several projections each) take hours
 * on a shared machine; the search reads only these rows.
 */
const writeOverviewRows = async (dealerId: string, customers: readonly GeneratedCustomer[]): Promise<{ rows: number; bytes: number }> => {
  const meta = (streamId: string) => ({ eventId: streamId, occurredAt: new Date().toISOString(), dealerId, userId: 'bench', correlationId: 'bench', causationId: 'bench', schemaVersion: 1 });
  const items: Record<string, unknown>[] = [];
  for (const { customerId, customer, cars } of customers) {
    const streamId = `customer#${customerId}`;
    const created = { type: 'CustomerCreated', streamId, version: 1, data: { CustomerId: customerId, DealerId: dealerId, Customer: splitCustomer(customer).clear, Personal: { Encrypted: '' } }, meta: meta(streamId) } as CustomerOverviewEvent;
    const found = { customer };
    items.push({ ...evolveCustomerOverviewRow(undefined, created, found), pk: customerOverviewPartition(dealerId), sk: streamId, projection: CUSTOMER_OVERVIEW, streamId, lastVersion: 1, dealerId });
    for (const { carId, car } of cars) {
      const carStream = `customer-car#${carId}`;
      const carCreated = { type: 'CustomerCarCreated', streamId: carStream, version: 1, data: { CarId: carId, DealerId: dealerId, Car: car }, meta: meta(carStream) } as CustomerOverviewEvent;
      items.push({ ...evolveCustomerOverviewRow(undefined, carCreated), pk: customerOverviewPartition(dealerId), sk: carStream, projection: CUSTOMER_OVERVIEW, streamId: carStream, lastVersion: 1, dealerId });
    }
  }
  const table = physicalName(readModelsTable);
  const batches: Record<string, unknown>[][] = [];
  for (let start = 0; start < items.length; start += 25) batches.push(items.slice(start, start + 25));
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < batches.length) {
      let requests = batches[next++]!.map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; requests.length > 0; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(500, 20 * 2 ** attempt)));
        const result = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
        requests = (result.UnprocessedItems?.[table] as typeof requests | undefined) ?? [];
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return customerList().reader.writeSnapshot(customerOverviewPartition(dealerId));
};

/**
 * The customer list over `total` generated customers of one department (Aarhus; their rows as the projection folds
 * them, see writeOverviewRows), in the handler as API Gateway would call it: cold (the container forgets the list
 * first, as a new Lambda container starts empty: it reads the list's compact copy and what changed since) and warm, for
 * the default page and the search panel's filters; then the Excel export of a department (Aalborg) whose `exportTotal`
 * customers went through the whole pipeline (event store, data keys, projector), one of them a prospect: all of them
 * are refused (the export is hidden at 5,000 or more), the customers alone (one fewer) are exported, with the time and
 * the heap it grew by.
 */
export async function customerListSearch(cloud: LocalCloud, total: number, exportTotal: number, rounds: number): Promise<string[]> {
  if (!(await anyUserExists())) await seedDemoData();
  const store = new EventStore();
  await cloud.poller.drain(10 * 60_000);
  const owner = new ApiClient(cloud.baseUrl);
  if ((await owner.login('ejer@demo.dk')).status !== 200) throw new Error('Login failed');
  // Every seventh customer is the owner's own ('mine').
  const ownerId = (await owner.get<{ AccountManagerId: string }>('/api/customer/InitNewCustomer/')).body.AccountManagerId;
  const started = performance.now();
  // The generated customers are not kept: the cold rounds run with a heap like a container's, which holds only its lists.
  const copy = await writeOverviewRows(
    '101',
    Array.from({ length: total }, (_, n) => generatedCustomer(n, { category: (m) => (m % 3 === 0 ? 0 : 1), accountManagerId: ownerId })),
  );
  const writtenMs = performance.now() - started;
  // The exported department's customers go through the whole pipeline; its own demo customers are left out by the
  // street of the generated ones.
  const exported = Array.from({ length: exportTotal }, (_, index) => generatedCustomer(total + index, { category: (m) => (m === total ? 0 : 1), accountManagerId: ownerId, street: EXPORT_STREET }));
  await appendCustomers(store, '102', exported);
  const appendedMs = performance.now() - started - writtenMs;
  await cloud.poller.drain(4 * 60 * 60_000);
  const projectedMs = performance.now() - started - writtenMs - appendedMs;

  const cookies = [...owner.cookies].map(([name, value]) => `${name}=${value}`);
  const eventOf = (path: string, query: Record<string, string>) => httpEvent('GET', path, { query, cookies, headers: { 'x-xsrf-token': owner.xsrfToken() ?? '' } });
  let lastTotal = 0;
  const search = (query: Record<string, string>) => async () => {
    const result = (await searchHandler(eventOf('/api/customerlist/search/', query), lambdaContext('dealerhub-customers'))) as APIGatewayProxyStructuredResultV2;
    if (result.statusCode !== 200) throw new Error(`Customer search failed: ${result.statusCode} ${String(result.body)}`);
    lastTotal = (JSON.parse(String(result.body)) as { Total: number }).Total;
  };
  const searches: { name: string; query: Record<string, string> }[] = [
    { name: 'default (name ascending, first page)', query: {} },
    { name: 'free text "jensen anne"', query: { FreeText: 'jensen anne' } },
    { name: 'registration number "AB"', query: { RegistrationNumber: 'AB' } },
    { name: 'make Toyota, customers, newest first', query: { CarMake: 'Toyota', SearchType: '1', sort: 'ModifiedDate', sortdir: 'desc' } },
    { name: 'mine, sorted by city, page 3', query: { SearchManagementLevel: 'User', sort: 'City', offset: '100' } },
    { name: 'all departments, by department', query: { SearchManagementLevel: 'Conglomerate', sort: 'DealerName' } },
  ];
  // The process's first search (its code not compiled yet, as in a new Lambda container's first request) apart; then
  // a hundred cold containers, so that the p99 is not simply the slowest one.
  customerList().clear();
  const first = await timed(search({}));
  const cold: number[] = [];
  for (let round = 0; round < Math.max(100, rounds); round += 1) {
    customerList().clear();
    cold.push(await timed(search({})));
  }
  const totalListed = lastTotal;
  // A cold container's steps apart: the partition read (the copy's head, its chunks and the change feed side by side,
  // the copy decoded), the first page (read off the copy to the page's end, in the handler), then the first search by
  // words (the department listed from the copy, the search fields decoded and put in place), and a warm page for the
  // handler's own share.
  const steps = { load: [] as number[], head: [] as number[], chunks: [] as number[], feed: [] as number[], decode: [] as number[], page: [] as number[], words: [] as number[], warm: [] as number[] };
  for (let round = 0; round < Math.max(5, Math.round(rounds / 4)); round += 1) {
    customerList().clear();
    steps.load.push(await timed(() => customerList().partitions.partition(customerOverviewPartition('101'))));
    const load = customerList().reader.lastLoad!;
    steps.head.push(load.headMs);
    steps.chunks.push(load.chunksMs);
    steps.feed.push(load.feedMs);
    steps.decode.push(load.decodeMs);
    steps.page.push(await timed(search({})));
    steps.words.push(await timed(search({ FreeText: 'jensen anne' })));
    steps.warm.push(await timed(search({})));
  }
  const copyBytes = customerList().reader.lastLoad?.copyBytes ?? 0;
  // The first search after a change joins and sorts the department again; the rest only filter.
  const warm = searches.map(() => [] as number[]);
  const totals = searches.map(() => 0);
  for (let round = -3; round < rounds; round += 1) {
    for (const [index, each] of searches.entries()) {
      const took = await timed(search(each.query));
      totals[index] = lastTotal;
      if (round >= 0) warm[index]!.push(took);
    }
  }

  const exportOf = async (query: Record<string, string>) =>
    (await exportHandler(eventOf('/api/customerlist/excel', { SearchManagementLevel: 'Conglomerate', DealerId: '102', FreeText: EXPORT_STREET, ...query }), lambdaContext('dealerhub-customers'))) as APIGatewayProxyStructuredResultV2;
  const refused = await exportOf({});
  const refusable = exportTotal >= CUSTOMER_EXPORT_LIMIT;
  if (refusable && refused.statusCode !== 400) throw new Error(`The export of ${exportTotal} customers was not refused: ${refused.statusCode}`);
  await exportOf({ SearchType: '1', CarMake: 'ingen-saadan' }); // warms the department's list, so the figure is the export's
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  // The heap's peak while the export runs (a collection during it would hide the growth at its end).
  let heapPeak = heapBefore;
  const sampler = setInterval(() => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 2);
  let bytes = 0;
  const exportMs = await timed(async () => {
    const result = await exportOf({ SearchType: '1' });
    if (result.statusCode !== 200) throw new Error(`Export failed: ${result.statusCode} ${String(result.body)}`);
    bytes = Buffer.from(String(result.body), result.isBase64Encoded ? 'base64' : 'utf8').length;
  });
  clearInterval(sampler);
  const heapGrowth = Math.max(heapPeak, process.memoryUsage().heapUsed) - heapBefore;

  const row = (name: string, values: number[]) => `${name.padEnd(52)} p50 ${ms(percentile(values, 50)).padStart(10)}  p99 ${ms(percentile(values, 99)).padStart(10)}`;
  return [
    `Customer list over ${total} generated customers of one department (${totalListed} listed, ${rounds} rounds each, in the handler; target p99 < 150 ms)`,
    `${'searched department: rows and copy written'.padEnd(52)} in ${(writtenMs / 1000).toFixed(1)} s (folded by the projection's evolve); copy ${(copy.bytes / 1024).toFixed(0)} kB`,
    `${`exported department (${exportTotal}), whole pipeline`.padEnd(52)} appended in ${(appendedMs / 1000).toFixed(1)} s, projected in ${(projectedMs / 1000).toFixed(1)} s`,
    `${"cold: the process's first search".padEnd(52)} ${ms(first).padStart(14)}`,
    row(`cold container, default search (${cold.length}×)`, cold),
    row(`  cold step: partition read (copy ${(copyBytes / 1024).toFixed(0)} kB)`, steps.load),
    row('    copy head read', steps.head),
    row('    copy chunks read', steps.chunks),
    row('    change feed read (beside the chunks)', steps.feed),
    row('    copy decoded', steps.decode),
    row('  cold step: first page (off the copy, to its end)', steps.page),
    row('  cold step: first search by words (all listed)', steps.words),
    row('  warm default page (the handler\'s own share)', steps.warm),
    ...searches.map((each, index) => row(`${each.name} (${totals[index]} found)`, warm[index]!)),
    `${`Excel export of ${exportTotal - 1} customers (${exportTotal} ${refusable ? 'refused' : 'not refused: below the limit'})`.padEnd(52)} ${ms(exportMs).padStart(14)}, ${(bytes / 1024).toFixed(0)} kB, heap peak +${(heapGrowth / 1024 / 1024).toFixed(1)} MB`,
  ];
}
