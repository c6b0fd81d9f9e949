import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import type { NewEvent, StoredEvent } from '../../events/envelope.ts';
import { dynamo } from './aws.ts';
import { EventStore } from './event-store.ts';
import { ProjectionRunner, type Projection } from './projection.ts';
import { physicalName, readModelsTable } from './tables.ts';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';

/**
 * The one specification every projection meets (DESIGN.md "Projections and read models"): fed each batch twice and
 * out of order, the two deliveries at the same time (as a redrive beside the live stream, or a rebuild beside the
 * projector), it ends in the rows that one in-order delivery gives. Histories are appended to the real event store
 * (a row that sees a gap catches up from it) and projected by the real runner into the real read-model table.
 */
export interface StreamHistory {
  streamId: string;
  dealerId: string;
  events: NewEvent[];
}

/** A deterministic random source, so that a failing seed can be replayed. */
export const randomSource = (seed: number) => {
  let state = seed >>> 0 || 1;
  const next = (): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    int: (below: number): number => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
};
export type Random = ReturnType<typeof randomSource>;

/** Fields a row stamps with the time it was written (a change feed's order), not with anything the events say. */
const WRITE_TIME_FIELDS = new Set(['ProjectedAt']);
const withoutWriteTime = (row: Record<string, unknown> | undefined): Record<string, unknown> | undefined => {
  if (!row) return row;
  const kept = Object.fromEntries(Object.entries(row).filter(([name]) => !WRITE_TIME_FIELDS.has(name)));
  if (typeof row.ProjectedAt === 'string' && typeof row.gsi1sk === 'string' && row.gsi1sk.startsWith(row.ProjectedAt)) delete kept.gsi1sk;
  return kept;
};

export interface SpecOutcome {
  /** The rows of the in-order delivery (what both deliveries were compared on), by key. */
  inOrder: Map<string, Record<string, unknown> | undefined>;
  shuffled: Map<string, Record<string, unknown> | undefined>;
  events: number;
}

/**
 * Appends the histories, projects them once in order, reads the rows; clears the rows, projects the same events again
 * as batches of a few events each, in shuffled order, every batch twice at once (the rows written in groups race each
 * other's version guards); reads the rows again. Both readings are
 * returned for the caller to compare.
 */
export const runProjectionSpec = async (
  projection: Projection,
  histories: readonly StreamHistory[],
  options: { random: Random; store?: EventStore; handler?: (runner: ProjectionRunner) => (event: DynamoDBStreamEvent) => Promise<unknown>; batchOf: (events: readonly StoredEvent[]) => DynamoDBStreamEvent },
): Promise<SpecOutcome> => {
  const store = options.store ?? new EventStore();
  const stored: StoredEvent[] = [];
  for (const history of histories) {
    stored.push(...(await store.append(history.streamId, 0, history.events, { dealerId: history.dealerId, userId: 'spec', correlationId: 'spec', causationId: 'spec' })));
  }
  const handled = stored.filter((event) => projection.handles(event));
  const keys = [...new Map(handled.map((event) => {
    const key = projection.keyOf(event);
    return [`${key.pk}\u0000${key.sk}`, key] as const;
  })).values()];
  const table = physicalName(readModelsTable);
  const read = async () =>
    new Map(
      await Promise.all(
        keys.map(async (key) => {
          const { Item } = await dynamo().send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }));
          return [`${key.pk} ${key.sk}`, withoutWriteTime(Item)] as const;
        }),
      ),
    );
  const runner = new ProjectionRunner([projection], store);
  const deliver = options.handler?.(runner) ?? (async (event: DynamoDBStreamEvent) => event);

  await deliver(options.batchOf(stored));
  const inOrder = await read();
  for (const key of keys) await dynamo().send(new DeleteCommand({ TableName: table, Key: key }));

  const messy = options.random.shuffle(stored);
  for (let start = 0; start < messy.length; ) {
    const size = 1 + options.random.int(6);
    const batch = messy.slice(start, start + size);
    await Promise.all([deliver(options.batchOf(batch)), deliver(options.batchOf(options.random.shuffle(batch)))]);
    start += size;
  }
  return { inOrder, shuffled: await read(), events: handled.length };
};
