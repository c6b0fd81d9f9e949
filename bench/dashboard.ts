import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Handler } from 'aws-lambda';
import { carSchema } from '../domain/cars/car.ts';
import { carDecider } from '../domain/cars/decider.ts';
import { stockListPartition } from '../functions/cars/projections/stock-list.ts';
import { stockListCache } from '../functions/cars/stock-search.ts';
import { caseListCache } from '../functions/cases/case-list-query.ts';
import { handler as latestCasesHandler } from '../functions/cases/latest-cases-widget.ts';
import { handler as daysInStockHandler } from '../functions/dashboard/days-in-stock-widget.ts';
import { leadFunnelCache } from '../functions/dashboard/lead-funnel-list.ts';
import { handler as leadFunnelHandler } from '../functions/dashboard/lead-funnel-widget.ts';
import { handler as reminderHandler } from '../functions/dashboard/reminder-widget.ts';
import { handler as summaryHandler } from '../functions/dashboard/summary-widget.ts';
import { handler as marketSearchHandler } from '../functions/market/search.ts';
import { dynamo } from '../functions/platform/aws.ts';
import { EventStore } from '../functions/platform/event-store.ts';
import { snapshotPartition } from '../functions/platform/list-engine.ts';
import { physicalName, readModelsTable } from '../functions/platform/tables.ts';
import type { LocalCloud } from '../local/cloud.ts';
import { httpEvent } from '../tests/support/http-event.ts';
import { demoCars } from '../local/demo-cars.ts';
import { anyUserExists, demoData, seedDemoData } from '../local/demo-data.ts';
import { lambdaContext } from '../local/http-adapter.ts';
import { ApiClient } from '../tests/support/api-client.ts';
import { generateCases } from './generate-cases.ts';
import { ms, percentile, timed } from './stats.ts';

/** The share of generated cases that go to the first department (bench/generate-cases.ts). */
const FIRST_DEPARTMENT_SHARE = 0.6;

/**
 * The dashboard's widget routes for a department of `stockCars` stock cars and about `cases` cases (generated through
 * the event store and projected by the real projector), in the handler as API Gateway would call it, logged in as the
 * department's owner: each route cold (the container's list copies forgotten first) and warm.
 */
export async function dashboardWidgets(cloud: LocalCloud, stockCars: number, cases: number, rounds: number): Promise<string[]> {
  if (!(await anyUserExists())) await seedDemoData();
  const log = (message: string) => console.log(message);
  const store = new EventStore();
  await cloud.poller.drain(10 * 60_000);
  await cloud.poller.stop();
  const started = performance.now();
  const people = demoData.users.filter((user) => user.DealerId === '101' && !user.IsConsultant).map((user) => user.UserId);
  const context = { dealerId: '101', userId: 'bench', correlationId: randomUUID(), causationId: 'bench-dashboard' };
  for (let from = 0; from < stockCars; from += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, stockCars - from) }, async (_, index) => {
        const n = from + index;
        const demo = demoCars[n % demoCars.length]!;
        // Spread over the year, so that every bar of the days-in-stock chart has cars, and over the salespeople.
        const inStockSince = new Date(Date.UTC(2026, 0, 1) + (n % 330) * 86_400_000).toISOString().slice(0, 10);
        const car = carSchema.parse({ ...demo.Car, VehicleNumber: String(800_000 + n), InStockSince: inStockSince, ResponsibleUserId: people[n % people.length] ?? null });
        const carId = String(6_000_000 + n);
        await store.append(`car#${carId}`, 0, carDecider.decide({ type: 'CreateCar', carId, dealerId: '101', car }, carDecider.initialState()), context);
      }),
    );
  }
  const generated = await generateCases(Math.ceil(cases / FIRST_DEPARTMENT_SHARE), { bulk: true, log });
  const appendedMs = performance.now() - started;
  log(`  ${stockCars} stock cars and ${generated.cases} cases appended in ${(appendedMs / 1000).toFixed(1)} s; projecting...`);
  cloud.poller.start();
  await cloud.poller.drain(60 * 60_000);
  const projectedMs = performance.now() - started - appendedMs;
  const copyStarted = performance.now();
  const copyRows = async () =>
    Number((await dynamo().send(new GetCommand({ TableName: physicalName(readModelsTable), Key: { pk: snapshotPartition(stockListPartition('101')), sk: 'head' } }))).Item?.rows ?? 0);
  while ((await copyRows()) < stockCars && performance.now() - copyStarted < 60_000) await new Promise((resolve) => setTimeout(resolve, 250));

  const owner = new ApiClient(cloud.baseUrl);
  if ((await owner.login('ejer@demo.dk')).status !== 200) throw new Error('Login failed');
  // The event the local API would build for the request, with the owner's session cookies.
  const eventOf = (path: string, query: string): APIGatewayProxyEventV2 =>
    httpEvent('GET', path, { cookies: [...owner.cookies].map(([name, value]) => `${name}=${value}`), ...(query ? { query: Object.fromEntries(new URLSearchParams(query)) } : {}) });
  const routes: { name: string; path: string; query: string; handler: Handler; lambda: string }[] = [
    { name: 'summary', path: '/api/summarywidget/', query: '', handler: summaryHandler as Handler, lambda: 'dealerhub-dashboard' },
    { name: 'car alerts, department', path: '/api/reminderwidget/', query: 'searchType=dealer', handler: reminderHandler as Handler, lambda: 'dealerhub-dashboard' },
    { name: 'car alerts, mine', path: '/api/reminderwidget/', query: 'searchType=responsibleuser', handler: reminderHandler as Handler, lambda: 'dealerhub-dashboard' },
    { name: 'days in stock, department', path: '/api/daysinstockwidget/', query: 'managementLevel=1', handler: daysInStockHandler as Handler, lambda: 'dealerhub-dashboard' },
    { name: 'days in stock, mine', path: '/api/daysinstockwidget/', query: 'managementLevel=0', handler: daysInStockHandler as Handler, lambda: 'dealerhub-dashboard' },
    { name: 'latest cases, department', path: '/api/LatestCasesWidget/', query: 'searchType=Dealer', handler: latestCasesHandler as Handler, lambda: 'dealerhub-cases' },
    { name: 'lead funnel, department', path: '/api/leadfunnelwidget/', query: 'managementLevel=1', handler: leadFunnelHandler as Handler, lambda: 'dealerhub-dashboard' },
    { name: 'lead funnel, mine', path: '/api/leadfunnelwidget/', query: 'managementLevel=0', handler: leadFunnelHandler as Handler, lambda: 'dealerhub-dashboard' },
    // The price guide widget's lookup is the market's own search over its listings (MARKET_LISTINGS, the container's
    // market built at its first call and kept for the day, so no cold copy to forget).
    {
      name: 'price guide lookup',
      path: '/api/carlist/search/',
      query: 'Make=Toyota&FreetextQuery=Yaris&RegistrationYearFrom=2019&RegistrationYearTo=2021&MileageFrom=10&MileageTo=110&ActualMileage=60&count=1',
      handler: marketSearchHandler as Handler,
      lambda: 'dealerhub-market',
    },
  ];
  const call = (route: (typeof routes)[number]) => async () => {
    const result = (await route.handler(eventOf(route.path, route.query), lambdaContext(route.lambda), () => {})) as APIGatewayProxyStructuredResultV2;
    if (result.statusCode !== 200) throw new Error(`${route.name} failed: ${result.statusCode} ${String(result.body)}`);
  };
  const forget = () => {
    stockListCache().clear();
    caseListCache().clear();
    leadFunnelCache().clear();
  };
  // The process's first call of each starts what every later one finds ready (session, user directory, code).
  for (const route of routes) await call(route)();
  const cold = routes.map(() => [] as number[]);
  for (let round = 0; round < Math.max(5, Math.round(rounds / 10)); round += 1) {
    for (const [index, route] of routes.entries()) {
      forget();
      cold[index]!.push(await timed(call(route)));
    }
  }
  const warm = routes.map(() => [] as number[]);
  // The process's CPU time of each warm call: on a shared machine the wall time also counts the neighbours' turns.
  const warmCpu = routes.map(() => [] as number[]);
  for (let round = -3; round < rounds; round += 1) {
    for (const [index, route] of routes.entries()) {
      const cpuBefore = process.cpuUsage();
      const took = await timed(call(route));
      const cpu = process.cpuUsage(cpuBefore);
      if (round >= 0) {
        warm[index]!.push(took);
        warmCpu[index]!.push((cpu.user + cpu.system) / 1000);
      }
    }
  }
  const load = loadavg().map((value) => value.toFixed(2)).join(', ');
  const row = (name: string, values: number[], cpu?: number[]) =>
    `${name.padEnd(40)} p50 ${ms(percentile(values, 50)).padStart(10)}  p99 ${ms(percentile(values, 99)).padStart(10)}${cpu ? `  CPU p50 ${ms(percentile(cpu, 50)).padStart(10)}  p99 ${ms(percentile(cpu, 99)).padStart(10)}` : ''}`;
  return [
    `Dashboard widgets for department 101: ${stockCars} stock cars, ~${Math.round(generated.cases * FIRST_DEPARTMENT_SHARE)} of ${generated.cases} generated cases (in the handler; ${rounds} warm rounds, ${cold[0]!.length} cold)`,
    `${'load average (1, 5, 15 min)'.padEnd(40)} ${load}`,
    `${'generated and projected'.padEnd(40)} appended in ${(appendedMs / 1000).toFixed(1)} s, projected in ${(projectedMs / 1000).toFixed(1)} s`,
    ...routes.flatMap((route, index) => [row(`${route.name}, warm`, warm[index]!, warmCpu[index]), row(`${route.name}, cold copies`, cold[index]!)]),
  ];
}
