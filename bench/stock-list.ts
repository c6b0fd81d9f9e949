import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { carSchema } from '../domain/cars/car.ts';
import { carDecider } from '../domain/cars/decider.ts';
import { EventStore } from '../functions/platform/event-store.ts';
import { handler as exportHandler } from '../functions/cars/export-own-cars.ts';
import { handler as searchHandler } from '../functions/cars/search-own-cars.ts';
import { stockListCache } from '../functions/cars/stock-search.ts';
import { stockListPartition } from '../functions/cars/projections/stock-list.ts';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../functions/platform/aws.ts';
import { snapshotPartition } from '../functions/platform/list-engine.ts';
import { physicalName, readModelsTable } from '../functions/platform/tables.ts';
import type { LocalCloud } from '../local/cloud.ts';
import { demoCars } from '../local/demo-cars.ts';
import { anyUserExists, seedDemoData } from '../local/demo-data.ts';
import { lambdaContext } from '../local/http-adapter.ts';
import { ApiClient } from '../tests/support/api-client.ts';
import { httpEvent } from '../tests/support/http-event.ts';
import { ms, percentile, timed } from './stats.ts';

/**
 * The own-cars search over `total` stock cars of one department (appended through the event store from the demo
 * cars' shapes, projected by the real projector), in the handler as API Gateway would call it: cold (the container
 * forgets the list first, as a new Lambda container starts empty) and warm; then the Excel export of all of them,
 * with its time and the heap it grew by.
 */
export async function stockListSearch(cloud: LocalCloud, total: number, rounds: number): Promise<string[]> {
  if (!(await anyUserExists())) await seedDemoData();
  const store = new EventStore();
  await cloud.poller.drain(10 * 60_000);
  const started = performance.now();
  const context = { dealerId: '101', userId: 'bench', correlationId: randomUUID(), causationId: 'bench-stock' };
  for (let from = 0; from < total; from += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, total - from) }, async (_, index) => {
        const n = from + index;
        const demo = demoCars[n % demoCars.length]!;
        const car = carSchema.parse({ ...demo.Car, VehicleNumber: String(900_000 + n), InStockSince: '2026-06-01' });
        const carId = String(5_000_000 + n);
        const events = carDecider.decide({ type: 'CreateCar', carId, dealerId: '101', car }, carDecider.initialState());
        await store.append(`car#${carId}`, 0, events, context);
      }),
    );
  }
  const appendedMs = performance.now() - started;
  await cloud.poller.drain(60 * 60_000);
  const projectedMs = performance.now() - started - appendedMs;
  // A cold container reads the department's compact copy, which the projector writes once the stream has caught up:
  // the searches are measured once it holds every car, as it does but for the moments after a burst of writes.
  const copyStarted = performance.now();
  // The copy's head only: reading the whole copy again and again would leave the process busy collecting garbage.
  const copyRows = async () =>
    Number((await dynamo().send(new GetCommand({ TableName: physicalName(readModelsTable), Key: { pk: snapshotPartition(stockListPartition('101')), sk: 'head' } }))).Item?.rows ?? 0);
  while ((await copyRows()) < total && performance.now() - copyStarted < 30_000) await new Promise((resolve) => setTimeout(resolve, 250));
  const copyMs = performance.now() - copyStarted;
  const copied = await copyRows();

  const owner = new ApiClient(cloud.baseUrl);
  if ((await owner.login('ejer@demo.dk')).status !== 200) throw new Error('Login failed');
  const eventOf = (method: 'GET' | 'POST', path: string, body?: unknown, query = '') =>
    httpEvent(method, path, {
      body,
      ...(query ? { query: Object.fromEntries(new URLSearchParams(query)) } : {}),
      cookies: [...owner.cookies].map(([name, value]) => `${name}=${value}`),
      headers: { 'x-xsrf-token': owner.xsrfToken() ?? '' },
    });
  let lastTotal = 0;
  const search = (body: Record<string, unknown>) => async () => {
    const result = (await searchHandler(eventOf('POST', '/api/owncarlist/search/', body), lambdaContext('dealerhub-cars'))) as APIGatewayProxyStructuredResultV2;
    if (result.statusCode !== 200) throw new Error(`Stock search failed: ${result.statusCode} ${String(result.body)}`);
    lastTotal = (JSON.parse(String(result.body)) as { Total: number }).Total;
  };
  const searches = [
    { name: 'default (make ascending, first page)', body: {} },
    { name: 'free text "golf", by price descending', body: { FreetextQuery: 'golf', sort: 'CashPrice', sortdir: 'desc' } },
    { name: 'filters (fuel, km, days, categories)', body: { SelectedFuelTypes: ['Petrol', 'Hybrid'], MileageTo: 120_000, DaysFrom: 30, SelectedCategories: ['NoPictures'] } },
  ];
  // The process's very first search also starts what every later one finds ready (the session and the user
  // directory read, the code compiled): shown apart from the list's own cold read.
  stockListCache().clear();
  const first = await timed(search({}));
  const cold: number[] = [];
  for (let round = 0; round < Math.max(10, Math.round(rounds / 2)); round += 1) {
    stockListCache().clear();
    cold.push(await timed(search({})));
  }
  const totalListed = lastTotal;
  const warm = searches.map(() => [] as number[]);
  for (let round = -5; round < rounds; round += 1) {
    for (const [index, each] of searches.entries()) {
      const took = await timed(search(each.body));
      if (round >= 0) warm[index]!.push(took);
    }
  }
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let bytes = 0;
  const exportMs = await timed(async () => {
    const result = (await exportHandler(eventOf('GET', '/api/owncarlist/excel', undefined, 'Sort=Make'), lambdaContext('dealerhub-cars'))) as APIGatewayProxyStructuredResultV2;
    if (result.statusCode !== 200) throw new Error(`Export failed: ${result.statusCode}`);
    bytes = Buffer.from(String(result.body), result.isBase64Encoded ? 'base64' : 'utf8').length;
  });
  const heapGrowth = process.memoryUsage().heapUsed - heapBefore;

  // The machine's load while the searches ran: on a shared machine the figures are as slow as it is busy.
  const load = loadavg().map((value) => value.toFixed(2)).join(', ');
  const row = (name: string, values: number[]) => `${name.padEnd(46)} p50 ${ms(percentile(values, 50)).padStart(10)}  p99 ${ms(percentile(values, 99)).padStart(10)}`;
  return [
    `Own-cars search over ${total} generated stock cars of one department (${totalListed} listed in stock, ${rounds} rounds each, in the handler)`,
    `${'load average (1, 5, 15 min)'.padEnd(46)} ${load}`,
    `${'generated and projected'.padEnd(46)} appended in ${(appendedMs / 1000).toFixed(1)} s, projected in ${(projectedMs / 1000).toFixed(1)} s, copy of ${copied} rows ${(copyMs / 1000).toFixed(1)} s later`,
    `${'first search of the process (cold list too)'.padEnd(46)} ${ms(first).padStart(14)}`,
    row(`cold list, default search (${cold.length}×)`, cold),
    ...searches.map((each, index) => row(`${each.name}`, warm[index]!)),
    `${'Excel export of every car in stock'.padEnd(46)} ${ms(exportMs).padStart(14)}, ${(bytes / 1024).toFixed(0)} kB, heap +${(heapGrowth / 1024 / 1024).toFixed(1)} MB`,
  ];
}
