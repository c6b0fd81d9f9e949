import type { LocalCloud } from '../local/cloud.ts';
import { anyUserExists, seedDemoData } from '../local/demo-data.ts';
import { caseListCache } from '../functions/cases/case-list-query.ts';
import { ApiClient } from '../tests/support/api-client.ts';
import { generateCases } from './generate-cases.ts';
import { ms, percentile, timed } from './stats.ts';

/**
 * Case list search over one dealer group of `total` cases (generated through the event store and projected by the
 * real projector through the local stream poller), over HTTP as the SPA calls it, logged in as the owner: the default
 * search (my department, newest first), a free-text search and the all-departments scope. The first search of each
 * department reads its partition whole (cold: a new Lambda container); the rest read only what changed since.
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

  const owner = new ApiClient(cloud.baseUrl);
  const login = await owner.login('ejer@demo.dk');
  if (login.status !== 200) throw new Error(`Login failed: ${login.status}`);
  type Answer = { Total: number; List: unknown[] };
  const searchOf = (query: string) => async (): Promise<Answer> => {
    const response = await owner.get<Answer>(`/api/caselist/search/?${query}`);
    if (response.status !== 200) throw new Error(`Search ${query} failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };
  const searches = [
    { name: 'default (my department, newest first)', run: searchOf('') },
    { name: 'free text ("toyota")', run: searchOf('FreeTextQuery=toyota') },
    { name: 'free text, sorted by customer', run: searchOf('FreeTextQuery=a&sort=CustomerName&sortdir=asc') },
    { name: 'all departments (conglomerate)', run: searchOf('SearchType=Conglomerate') },
  ];

  // Cold: the first search of each department reads its whole partition.
  let defaultAnswer: Answer | undefined;
  const coldOwn = await timed(async () => (defaultAnswer = await searches[0]!.run()));
  let allAnswer: Answer | undefined;
  const coldOther = await timed(async () => (allAnswer = await searches[3]!.run()));
  // Cold again and again: each sample forgets what the container held, as a new Lambda container starts empty (it
  // reads the compact copy the projector keeps, then the rows written since).
  const coldSamples: number[] = [];
  for (let round = 0; round < Math.max(20, Math.round(rounds / 2)); round += 1) {
    caseListCache().clear();
    coldSamples.push(await timed(searches[0]!.run));
  }
  const samples = searches.map(() => [] as number[]);
  for (let round = -5; round < rounds; round += 1) {
    for (const [index, search] of searches.entries()) {
      const duration = await timed(search.run);
      if (round >= 0) samples[index]!.push(duration);
    }
  }
  const row = (name: string, values: number[]) => `${name.padEnd(38)} p50 ${ms(percentile(values, 50)).padStart(10)}  p99 ${ms(percentile(values, 99)).padStart(10)}`;
  const own = Object.values(generated.live)[0] ?? 0;
  return [
    `Case list search over ${generated.cases} cases of one dealer group (${rounds} rounds each, over HTTP, logged in)`,
    `${'generated'.padEnd(38)} ${generated.events} events appended in ${(appendedMs / 1000).toFixed(1)} s, projected in ${(projectedMs / 1000).toFixed(1)} s (${Math.round(generated.events / (projectedMs / 1000))} events/s)`,
    `${'cold: first search of my department'.padEnd(38)} ${ms(coldOwn).padStart(14)}  (Total ${defaultAnswer?.Total}, expected ${own})`,
    `${'cold: first search of the others'.padEnd(38)} ${ms(coldOther).padStart(14)}  (Total ${allAnswer?.Total})`,
    row(`cold container, my department (${coldSamples.length}×)`, coldSamples),
    ...searches.map((search, index) => row(search.name, samples[index]!)),
  ];
}
