import { ConditionalCheckFailedException, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, QueryCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../functions/platform/aws.ts';
import { EventStore, toStoredEvent } from '../functions/platform/event-store.ts';
import type { StoredEvent } from '../events/envelope.ts';
import { snapshotPartition } from '../functions/platform/list-engine.ts';
import { ProjectionRunner, type Projection } from '../functions/platform/projection.ts';
import { eventsTable, physicalName, readModelsTable } from '../functions/platform/tables.ts';
import { inPool } from '../functions/platform/worker-pool.ts';

/**
 * Rebuilds read models from the event store: one (`npm run rebuild -- <projection>`) or all of them in one pass over
 * the store (`npm run rebuild -- --all`). See `rebuild` below for how a rebuild beside the live projector loses nothing.
 */
export class UnknownProjectionError extends Error {
  constructor(
    readonly projectionName: string,
    readonly known: readonly string[],
  ) {
    super(`Unknown projection "${projectionName}". Known projections: ${known.join(', ')}`);
    this.name = 'UnknownProjectionError';
  }
}

export interface RebuildOptions {
  /** The projections to choose from; every projection of functions/projections.ts by default. */
  projections?: readonly Projection[];
  client?: DynamoDBDocumentClient;
  log?: (message: string) => void;
}

export interface RebuildOutcome {
  deletedItems: number;
  streams: number;
  events: number;
}

/** Events replayed in one batch (whole streams), and batches replayed at once. */
const REPLAY_BATCH = 2_000;
const REPLAYS_IN_FLIGHT = 4;
/** Deletes of rows no stream explains, and reads of streams to catch up, in flight at once. */
const DELETES_IN_FLIGHT = 16;
/**
 * A parallel scan's segments hold about this many items each. DynamoDB Local reads a segment from its start again for
 * every page, so a segment's pages cost more the further in they are: 200,000 events took 276 s in one segment, 31 s
 * in 4 and 5 s in 64. DynamoDB itself is as fast either way.
 */
const ITEMS_PER_SEGMENT = 10_000;
const MAX_SEGMENTS = 1_000;
/** Segments read at once. */
const SEGMENTS_IN_FLIGHT = 8;

/** How many segments to scan a table in, from its item count (exact locally, updated every few hours in AWS). */
const segmentsOf = async (client: DynamoDBDocumentClient, tableName: string): Promise<number> => {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  return Math.min(MAX_SEGMENTS, Math.max(SEGMENTS_IN_FLIGHT, Math.ceil((Table?.ItemCount ?? 0) / ITEMS_PER_SEGMENT)));
};

/**
 * Every item of a table in a parallel scan, a few segments read at once: one callback per page, each segment's pages in
 * order (the items of one partition key, a stream's events, come in one segment, in sort-key order). Answers the number
 * of segments.
 */
const scanSegments = async (
  client: DynamoDBDocumentClient,
  input: ConstructorParameters<typeof ScanCommand>[0] & { TableName: string },
  page: (items: Record<string, unknown>[], segment: number) => Promise<void>,
): Promise<number> => {
  const segments = await segmentsOf(client, input.TableName);
  const all = Array.from({ length: segments }, (_, segment) => segment);
  await inPool(all, SEGMENTS_IN_FLIGHT, async (segment) => {
    let exclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const result = await client.send(new ScanCommand({ ...input, Segment: segment, TotalSegments: segments, ExclusiveStartKey: exclusiveStartKey }));
      await page(result.Items ?? [], segment);
      exclusiveStartKey = result.LastEvaluatedKey;
    } while (exclusiveStartKey);
  });
  return segments;
};

/** Rebuilds one read model from the event store. */
export const rebuildProjection = async (name: string, options: RebuildOptions = {}): Promise<RebuildOutcome> => {
  const projections = options.projections ?? (await import('../functions/projections.ts')).projections;
  const projection = projections.find((p) => p.name === name);
  if (!projection) throw new UnknownProjectionError(name, projections.map((p) => p.name));
  return rebuild([projection], projections, options);
};

/** Rebuilds every read model from the event store in one pass over it. */
export const rebuildAll = async (options: RebuildOptions = {}): Promise<RebuildOutcome> => {
  const projections = options.projections ?? (await import('../functions/projections.ts')).projections;
  return rebuild(projections, projections, options);
};

/**
 * Reads the event store once (a parallel scan) and replays it stream by stream: the events of a stream arrive together
 * and in version order, so each stream is folded whole into its rows, without reading them, and the rows are written
 * outright, 25 a request, many requests at once (ProjectionRunner.replayStreams). Then:
 * - the rows of the chosen projections that no stream wrote (their stream is gone, or the projection keys its rows
 *   differently now) are deleted, unless something wrote them meanwhile;
 * - what was appended while the rebuild ran is caught up: a second, light pass over the store (stream and version only)
 *   finds every stream that has events beyond the ones replayed, and those events are applied through the
 *   version-guarded path the projector uses. A live projector writing beside the rebuild may have had a row
 *   overwritten with the replayed (older) version; this puts it right, so nothing appended during a rebuild is lost.
 * Should a stream's events come in more than one piece, the later pieces are applied the guarded way too.
 */
const rebuild = async (chosen: readonly Projection[], projections: readonly Projection[], options: RebuildOptions): Promise<RebuildOutcome> => {
  const client = options.client ?? dynamo();
  const readModels = physicalName(readModelsTable);
  const eventsTableName = physicalName(eventsTable);
  const log = options.log ?? (() => {});
  const names = new Set(chosen.map((p) => p.name));
  const label = chosen.length === 1 ? chosen[0]!.name : `${chosen.length} read models`;
  const handledByAny = (item: Record<string, unknown>) => chosen.some((p) => p.handles({ streamId: item.streamId as string, type: item.type as string }));

  // The rows there are now, with their versions (an orphan is deleted only if nothing wrote it meanwhile).
  const before = new Map<string, { pk: string; sk: string; lastVersion: number }>();
  await scanSegments(
    client,
    { TableName: readModels, ProjectionExpression: 'pk, sk, #projection, lastVersion', ExpressionAttributeNames: { '#projection': 'projection' } },
    async (items) => {
      for (const item of items) {
        if (!names.has(item.projection as string)) continue;
        const row = { pk: item.pk as string, sk: item.sk as string, lastVersion: Number(item.lastVersion ?? 0) };
        before.set(rowId(row), row);
      }
    },
  );

  const store = new EventStore(client);
  const runner = new ProjectionRunner(projections, store, client, readModels);
  const written = new Set<string>();
  let events = 0;
  /** The last version replayed of each stream that any chosen projection follows. */
  const replayed = new Map<string, number>();
  /** Pieces of streams that came after another piece of the same stream had been replayed. */
  const late: StoredEvent[] = [];
  let batch: StoredEvent[][] = [];
  let batched = 0;
  const inFlight = new Set<Promise<void>>();
  let failure: unknown;
  const flush = async (): Promise<void> => {
    if (batch.length === 0) return;
    const replaying = batch;
    batch = [];
    batched = 0;
    const tracked: Promise<void> = runner
      .replayStreams(replaying, chosen)
      .then(
        (keys) => {
          for (const key of keys) written.add(rowId(key));
        },
        (error: unknown) => {
          failure ??= error;
        },
      )
      .finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    while (inFlight.size >= REPLAYS_IN_FLIGHT) await Promise.race(inFlight);
    if (failure) throw failure;
  };
  const pending: { streamId: string; items: Record<string, unknown>[] }[] = [];
  const streamDone = async (segment: number): Promise<void> => {
    const done = pending[segment];
    if (!done || done.items.length === 0) return;
    pending[segment] = { streamId: '', items: [] };
    if (!done.items.some(handledByAny)) return;
    const stream = done.items.map(toStoredEvent).sort((a, b) => a.version - b.version);
    events += stream.length;
    const seen = replayed.get(done.streamId);
    replayed.set(done.streamId, Math.max(seen ?? 0, stream.at(-1)!.version));
    if (seen !== undefined) {
      late.push(...stream);
      return;
    }
    batch.push(stream);
    batched += stream.length;
    if (batched >= REPLAY_BATCH) await flush();
  };
  const segments = await scanSegments(client, { TableName: eventsTableName, ConsistentRead: true }, async (items, segment) => {
    for (const item of items) {
      const current = (pending[segment] ??= { streamId: '', items: [] });
      if (current.streamId !== item.streamId) {
        await streamDone(segment);
        pending[segment] = { streamId: item.streamId as string, items: [] };
      }
      pending[segment]!.items.push(item);
    }
  });
  for (let segment = 0; segment < segments; segment += 1) await streamDone(segment);
  await flush();
  await Promise.all(inFlight);
  if (failure) throw failure;
  if (late.length > 0) await applyGuarded(runner, late, chosen);

  // Rows no stream explains any longer go, unless something has written them since they were listed.
  const orphans = [...before.entries()].filter(([id]) => !written.has(id)).map(([, row]) => row);
  let deletedItems = 0;
  const emptied = new Set<string>();
  await inPool(orphans, DELETES_IN_FLIGHT, async ({ pk, sk, lastVersion }) => {
    try {
      await client.send(
        new DeleteCommand({ TableName: readModels, Key: { pk, sk }, ConditionExpression: 'lastVersion = :seen', ExpressionAttributeValues: { ':seen': lastVersion } }),
      );
      deletedItems += 1;
      emptied.add(pk);
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  });

  // A list's compact copy would still show a deleted row (it left no tombstone): the copy goes, and the projector
  // writes a new one from the partition itself.
  for (const partition of emptied) {
    let exclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await client.send(
        new QueryCommand({
          TableName: readModels,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': snapshotPartition(partition) },
          ProjectionExpression: 'pk, sk',
          ExclusiveStartKey: exclusiveStartKey,
        }),
      );
      await inPool(page.Items ?? [], DELETES_IN_FLIGHT, async (item) => {
        await client.send(new DeleteCommand({ TableName: readModels, Key: { pk: item.pk, sk: item.sk } }));
      });
      exclusiveStartKey = page.LastEvaluatedKey;
    } while (exclusiveStartKey);
  }

  // What was appended while the rebuild ran: every stream with events beyond the ones replayed, from there on.
  const behind = new Map<string, number>();
  await scanSegments(
    client,
    { TableName: eventsTableName, ProjectionExpression: 'streamId, version, #type', ExpressionAttributeNames: { '#type': 'type' }, ConsistentRead: true },
    async (items) => {
      for (const item of items) {
        const streamId = item.streamId as string;
        const from = (replayed.get(streamId) ?? 0) + 1;
        if (Number(item.version) >= from && handledByAny(item)) behind.set(streamId, from);
      }
    },
  );
  let caughtUp = 0;
  const newer: StoredEvent[] = [];
  await inPool([...behind.entries()], DELETES_IN_FLIGHT, async ([streamId, from]) => {
    newer.push(...(await store.readStream(streamId, from)));
  });
  if (newer.length > 0) {
    await applyGuarded(runner, newer, chosen);
    caughtUp = newer.length;
  }
  log(
    `Replayed ${events} events of ${replayed.size} streams into ${label}: ${written.size} rows written, ${deletedItems} deleted` +
      `${late.length > 0 ? `, ${late.length} events applied in a second piece` : ''}${caughtUp > 0 ? `, ${caughtUp} events appended meanwhile caught up` : ''}`,
  );
  return { deletedItems, streams: replayed.size, events };
};

/** Applies events through the projector's version-guarded path, every stream's events in order. */
const applyGuarded = async (runner: ProjectionRunner, events: readonly StoredEvent[], chosen: readonly Projection[]): Promise<void> => {
  const ordered = [...events].sort((a, b) => (a.streamId === b.streamId ? a.version - b.version : a.streamId < b.streamId ? -1 : 1));
  for (let start = 0; start < ordered.length; start += REPLAY_BATCH) {
    const { failed } = await runner.applyBatch(ordered.slice(start, start + REPLAY_BATCH), chosen);
    if (failed.length > 0) throw failed[0]!.error;
  }
};

const rowId = (key: { pk: string; sk: string }): string => `${key.pk}\u0000${key.sk}`;

export interface ListCopies {
  /** A list's partitions start with `prefix` (one per department); its reader writes a partition's copy. */
  lists: readonly { prefix: string; reader: { writeSnapshot(partition: string): Promise<{ rows: number; bytes: number }> } }[];
  client?: DynamoDBDocumentClient;
  log?: (message: string) => void;
}

/**
 * Writes every list partition's compact copy anew, in the current format (`npm run rebuild -- --copies`): after the
 * copy's format changed, so that cold containers read the new copies at once rather than each partition whole until
 * the projector next writes its copy. A copy of the old format is never misread meanwhile: its head names its format.
 */
export const rewriteListCopies = async ({ lists, client = dynamo(), log = () => {} }: ListCopies): Promise<{ partitions: number; rows: number }> => {
  const readModels = physicalName(readModelsTable);
  const partitions = new Map<string, ListCopies['lists'][number]>();
  await scanSegments(client, { TableName: readModels, ProjectionExpression: 'pk' }, async (items) => {
    for (const item of items) {
      const pk = item.pk as string;
      const list = pk.endsWith('#snapshot') ? undefined : lists.find((candidate) => pk.startsWith(candidate.prefix));
      if (list) partitions.set(pk, list);
    }
  });
  let rows = 0;
  await inPool([...partitions], 4, async ([partition, list]) => {
    const written = await list.reader.writeSnapshot(partition);
    rows += written.rows;
    log(`${partition}: ${written.rows} rows, ${(written.bytes / 1024).toFixed(0)} kB`);
  });
  return { partitions: partitions.size, rows };
};

