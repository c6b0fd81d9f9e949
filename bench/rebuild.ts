import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { LocalCloud } from '../local/cloud.ts';
import { anyUserExists, seedDemoData } from '../local/demo-data.ts';
import { rebuildAll } from '../local/rebuild.ts';
import { dynamo } from '../functions/platform/aws.ts';
import { eventsTable, physicalName, readModelsTable } from '../functions/platform/tables.ts';
import { generateCases } from './generate-cases.ts';
import { cpuSeconds, cpuSpent } from './stats.ts';

/**
 * Projection throughput: `total` sales cases are appended while the stream waits (a burst), then the real projector
 * catches up through the local stream poller (live: every read model at once, as Lambda's event source mapping would
 * after a burst); then every read model is rebuilt from the event store, as `npm run rebuild -- --all` does. Both are
 * given in events a second and extrapolated to a million events. The rebuilt read models are compared row by row with
 * the ones the live projection wrote (the time a row was written aside): a rebuild that is fast but different is no
 * rebuild.
 */
export async function projectionThroughput(cloud: LocalCloud, total: number, options: { bulk?: boolean } = {}): Promise<string[]> {
  if (!(await anyUserExists())) await seedDemoData();
  const log = (message: string) => console.log(message);

  await cloud.poller.drain(10 * 60_000);
  await cloud.poller.stop();
  const generationStarted = performance.now();
  const generated = await generateCases(total, { log, bulk: options.bulk });
  const appendedMs = performance.now() - generationStarted;
  if (options.bulk) return rebuildOnly(generated.cases, generated.events, appendedMs, log);
  log(`  ${generated.cases} cases (${generated.events} events) appended in ${(appendedMs / 1000).toFixed(1)} s; projecting...`);
  const liveCpu = await cpuSeconds();
  const liveStarted = performance.now();
  cloud.poller.start();
  // The projector's own pace: the stream's other reader (the lead publisher) is waited for before the rebuild starts.
  await cloud.poller.drain(4 * 60 * 60_000, ['projector']);
  const liveMs = performance.now() - liveStarted;
  const liveCpuAfter = await cpuSeconds();
  const liveRate = generated.events / (liveMs / 1000);
  log(`  projected in ${(liveMs / 1000).toFixed(1)} s (${Math.round(liveRate)} events/s; ${cpuSpent(liveCpu, liveCpuAfter)}); rebuilding every read model...`);
  await cloud.poller.drain(4 * 60 * 60_000);

  const live = await readModelRows();
  const rebuildCpu = await cpuSeconds();
  const rebuildStarted = performance.now();
  await rebuildAll({ log: (message) => log(`  ${message}`) });
  const rebuildMs = performance.now() - rebuildStarted;
  const rebuildCpuAfter = await cpuSeconds();
  // Every event of the store is replayed (the demo organisation's and the case numbers' included).
  const stored = await eventsStored();
  const rebuildRate = stored / (rebuildMs / 1000);
  const after = await readModelRows();
  const differing = [...new Set([...live.keys(), ...after.keys()])].filter((key) => live.get(key) !== after.get(key));
  if (differing.length > 0) log(`  rows that differ after the rebuild: ${differing.slice(0, 5).join(', ')}${differing.length > 5 ? ', ...' : ''}`);
  if (process.env.BENCH_DEBUG) for (const key of differing.slice(0, 3)) log(`${key}\n  live    ${live.get(key)}\n  rebuilt ${after.get(key)}`);

  const perMillion = (rate: number) => `${(1_000_000 / rate / 60).toFixed(1)} min per 1,000,000 events`;
  return [
    `Projection throughput (${generated.cases} cases, ${generated.events} events appended in ${(appendedMs / 1000).toFixed(1)} s)`,
    `${'live (stream poller + projector)'.padEnd(40)} ${generated.events} events in ${(liveMs / 1000).toFixed(1)} s: ${Math.round(liveRate)} events/s ${versus(liveRate >= LIVE_TARGET, `≥ ${LIVE_TARGET.toLocaleString('en')}`)}, ${perMillion(liveRate)}; ${cpuSpent(liveCpu, liveCpuAfter)}`,
    `${'rebuild of every read model'.padEnd(40)} ${stored} events in ${(rebuildMs / 1000).toFixed(1)} s: ${Math.round(rebuildRate)} events/s, ${perMillion(rebuildRate)} ${versus(rebuildMinutes(rebuildRate) < REBUILD_TARGET_MINUTES, `< ${REBUILD_TARGET_MINUTES} min`)}; ${cpuSpent(rebuildCpu, rebuildCpuAfter)}`,
    `${'rows rebuilt as projected live'.padEnd(40)} ${after.size - differing.filter((key) => after.has(key)).length} of ${live.size} (${differing.length} differ)`,
  ];
}

/**
 * A store filled by a bulk import (a million events would take the live projector most of an hour on a small machine):
 * only the rebuild is timed, with the stream poller stopped throughout. That the rebuilt rows are the ones the live
 * projector writes is shown by the smaller run with both.
 */
const rebuildOnly = async (cases: number, events: number, appendedMs: number, log: (message: string) => void): Promise<string[]> => {
  log(`  ${cases} cases (${events} events) imported in ${(appendedMs / 1000).toFixed(1)} s; rebuilding every read model...`);
  const heapBefore = process.memoryUsage().rss;
  const cpuBefore = await cpuSeconds();
  const rebuildStarted = performance.now();
  const outcome = await rebuildAll({ log: (message) => log(`  ${message}`) });
  const rebuildMs = performance.now() - rebuildStarted;
  const cpuAfter = await cpuSeconds();
  const stored = await itemCount(physicalName(eventsTable));
  const rate = stored / (rebuildMs / 1000);
  const rows = await itemCount(physicalName(readModelsTable));
  return [
    `Rebuild of every read model after a bulk import (${cases} cases, ${events} events imported in ${(appendedMs / 1000).toFixed(1)} s)`,
    `${'rebuild of every read model'.padEnd(40)} ${stored} events (${outcome.streams} streams) in ${(rebuildMs / 1000).toFixed(1)} s: ${Math.round(rate)} events/s, ${rebuildMinutes(rate).toFixed(1)} min per 1,000,000 events ${versus(rebuildMinutes(rate) < REBUILD_TARGET_MINUTES, `< ${REBUILD_TARGET_MINUTES} min`)}; ${cpuSpent(cpuBefore, cpuAfter)}`,
    `${'read-model rows after it'.padEnd(40)} ${rows}; process memory ${Math.round(heapBefore / 2 ** 20)} MB before, ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB after`,
  ];
};

/** The targets: the live projector keeps up with a burst of 2,000 events a second; a million events rebuild in under 5 minutes. */
const LIVE_TARGET = 2_000;
const REBUILD_TARGET_MINUTES = 5;
const rebuildMinutes = (rate: number): number => 1_000_000 / rate / 60;
const versus = (met: boolean, target: string): string => `(target ${target}: ${met ? 'met' : 'not met'})`;

const eventsStored = (): Promise<number> => itemCount(physicalName(eventsTable));

/** A table's items: DynamoDB Local counts them exactly (a scan of a million would take minutes there). */
const itemCount = async (tableName: string): Promise<number> => {
  const { Table } = await dynamo().send(new DescribeTableCommand({ TableName: tableName }));
  return Table?.ItemCount ?? 0;
};

/** Fields a row stamps with the time it was written (a change feed's order), not with anything the events say. */
const withoutWriteTime = (row: Record<string, unknown>): Record<string, unknown> => {
  const kept: Record<string, unknown> = { ...row };
  delete kept.ProjectedAt;
  if (typeof row.ProjectedAt === 'string' && typeof row.gsi1sk === 'string' && row.gsi1sk.startsWith(row.ProjectedAt)) delete kept.gsi1sk;
  return kept;
};

/** A value as text with every map's keys sorted (DynamoDB keeps no order of a map's keys). */
const canonical = (value: unknown): string => {
  if (value instanceof Set) return `set(${[...value].map(canonical).sort().join(',')})`;
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    return `{${Object.keys(value).sort().map((name) => `${JSON.stringify(name)}:${canonical((value as Record<string, unknown>)[name])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
};

/** Every projected row (the compact list copies aside), as comparable text by key. */
const readModelRows = async (): Promise<Map<string, string>> => {
  const rows = new Map<string, string>();
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new ScanCommand({ TableName: physicalName(readModelsTable), ExclusiveStartKey: exclusiveStartKey, ConsistentRead: true }));
    for (const item of page.Items ?? []) {
      if (typeof item.projection !== 'string') continue;
      const row = withoutWriteTime(item);
      rows.set(`${item.pk as string} ${item.sk as string}`, canonical(row));
    }
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  return rows;
};
