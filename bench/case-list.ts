import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { LocalCloud } from '../local/cloud.ts';
import { anyUserExists, seedDemoData } from '../local/demo-data.ts';
import { lambdaContext } from '../local/http-adapter.ts';
import { rebuildProjection } from '../local/rebuild.ts';
import { caseListCache } from '../functions/cases/case-list-query.ts';
import { handler as searchHandler } from '../functions/cases/search-cases.ts';
import { ApiClient } from '../tests/support/api-client.ts';
import { httpEvent } from '../tests/support/http-event.ts';
import { generateCases } from './generate-cases.ts';
import { ms, percentile, timed } from './stats.ts';

/**
 * Case list search over one dealer group of `total` cases (generated through the event store and projected by the
 * real projector through the local stream poller), logged in as the owner: the default search (my department, newest
 * first), a free-text search and the all-departments scope. Each is timed twice: in the handler (the Lambda's own time,
 * the handler called directly with the event API Gateway would send) and over HTTP as the SPA calls it. A cold sample
 * forgets what the container held first, as a new Lambda container starts empty; the rest read only what changed.
 * Then one read model is rebuilt from the store, and the projector's and the rebuild's rates are extrapolated to a
 * million events.
 */
export async function caseListSearch(cloud: LocalCloud, total: number, rounds: number): Promise<string[]> {
  if (!(await anyUserExists())) await seedDemoData();
  const log = (message: string) => console.log(message);

  // The stream waits while the cases are appended (on a small machine the two would only slow each other down), then
  // the real projector catches up through the poller, as Lambda's event source mapping would after a burst.
  await cloud.poller.drain(10 * 60_000);
  await cloud.poller.stop();
  const generationStarted = performance.now();
  const generated = await generateCases(total, { log });
  const appendedMs = performance.now() - generationStarted;
  log(`  ${generated.cases} cases (${generated.events} events) appended in ${(appendedMs / 1000).toFixed(1)} s; projecting...`);
  cloud.poller.start();
  await cloud.poller.drain(60 * 60_000);
  const projectedMs = performance.now() - generationStarted - appendedMs;
  const projectedRate = generated.events / (projectedMs / 1000);
  log(`  projected in ${(projectedMs / 1000).toFixed(1)} s (${Math.round(projectedRate)} events/s)`);

  const owner = new ApiClient(cloud.baseUrl);
  const login = await owner.login('ejer@demo.dk');
  if (login.status !== 200) throw new Error(`Login failed: ${login.status}`);
  type Answer = { Total: number; List: unknown[] };
  const overHttp = (query: string) => async (): Promise<Answer> => {
    const response = await owner.get<Answer>(`/api/caselist/search/?${query}`);
    if (response.status !== 200) throw new Error(`Search ${query} failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };
  // The event the local API would build for the same request, with the owner's session cookies.
  const inHandler = (query: string) => async (): Promise<Answer> => {
    const event = httpEvent('GET', '/api/caselist/search/', { query: Object.fromEntries(new URLSearchParams(query)), cookies: [...owner.cookies].map(([name, value]) => `${name}=${value}`) });
    const result = (await searchHandler(event, lambdaContext('dealerhub-cases'))) as APIGatewayProxyStructuredResultV2;
    if (result.statusCode !== 200) throw new Error(`Search ${query} failed in the handler: ${result.statusCode} ${String(result.body)}`);
    return JSON.parse(String(result.body)) as Answer;
  };
  const searches = [
    { name: 'default (my department, newest first)', query: '' },
    { name: 'free text ("toyota")', query: 'FreeTextQuery=toyota' },
    { name: 'free text, sorted by customer', query: 'FreeTextQuery=a&sort=CustomerName&sortdir=asc' },
    { name: 'all departments (conglomerate)', query: 'SearchType=Conglomerate' },
  ];

  // Cold: the first search of each department reads its compact copy and the rows written since.
  let defaultAnswer: Answer | undefined;
  const coldOwn = await timed(async () => (defaultAnswer = await inHandler(searches[0]!.query)()));
  let allAnswer: Answer | undefined;
  const coldOther = await timed(async () => (allAnswer = await inHandler(searches[3]!.query)()));
  // Cold again and again: each sample forgets what the container held, as a new Lambda container starts empty.
  const coldRounds = Math.max(20, Math.round(rounds / 2));
  const cold = { handler: [] as number[], http: [] as number[], handlerAll: [] as number[] };
  for (let round = 0; round < coldRounds; round += 1) {
    caseListCache().clear();
    cold.handler.push(await timed(inHandler(searches[0]!.query)));
    caseListCache().clear();
    cold.http.push(await timed(overHttp(searches[0]!.query)));
    caseListCache().clear();
    cold.handlerAll.push(await timed(inHandler(searches[3]!.query)));
  }
  const warm = searches.map(() => ({ handler: [] as number[], http: [] as number[] }));
  for (let round = -5; round < rounds; round += 1) {
    for (const [index, search] of searches.entries()) {
      const inside = await timed(inHandler(search.query));
      const outside = await timed(overHttp(search.query));
      if (round >= 0) {
        warm[index]!.handler.push(inside);
        warm[index]!.http.push(outside);
      }
    }
  }

  // A rebuild of the case list from the store, as `npm run rebuild -- case-list` runs it.
  log('  rebuilding the case list...');
  const rebuildStarted = performance.now();
  const rebuilt = await rebuildProjection('case-list');
  const rebuildMs = performance.now() - rebuildStarted;
  caseListCache().clear();
  const rebuildRate = rebuilt.events / (rebuildMs / 1000);

  const pair = (values: number[]) => `p50 ${ms(percentile(values, 50)).padStart(10)}  p99 ${ms(percentile(values, 99)).padStart(10)}`;
  const row = (name: string, values: number[]) => `${name.padEnd(46)} ${pair(values)}`;
  const perMillion = (rate: number) => `${(1_000_000 / rate / 60).toFixed(1)} min per 1,000,000 events`;
  const own = Object.values(generated.live)[0] ?? 0;
  return [
    `Case list search over ${generated.cases} cases of one dealer group (${rounds} rounds each, logged in)`,
    `${'generated'.padEnd(46)} ${generated.events} events appended in ${(appendedMs / 1000).toFixed(1)} s`,
    `${'projected (stream poller + projector)'.padEnd(46)} ${generated.events} events in ${(projectedMs / 1000).toFixed(1)} s: ${Math.round(projectedRate)} events/s, ${perMillion(projectedRate)}`,
    `${'rebuilt (npm run rebuild -- case-list)'.padEnd(46)} ${rebuilt.events} events in ${(rebuildMs / 1000).toFixed(1)} s: ${Math.round(rebuildRate)} events/s, ${perMillion(rebuildRate)}`,
    `${'cold: first search of my department'.padEnd(46)} ${ms(coldOwn).padStart(14)} in the handler (Total ${defaultAnswer?.Total}, expected ${own})`,
    `${'cold: first search of all departments'.padEnd(46)} ${ms(coldOther).padStart(14)} in the handler (Total ${allAnswer?.Total})`,
    row(`cold container, my department, handler (${coldRounds}×)`, cold.handler),
    row(`cold container, my department, HTTP (${coldRounds}×)`, cold.http),
    row(`cold container, all departments, handler`, cold.handlerAll),
    ...searches.flatMap((search, index) => [row(`${search.name}, handler`, warm[index]!.handler), row(`${search.name}, HTTP`, warm[index]!.http)]),
  ];
}
