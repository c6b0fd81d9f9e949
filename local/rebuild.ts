import { BatchWriteCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../functions/platform/aws.ts';
import { EventStore, toStoredEvent } from '../functions/platform/event-store.ts';
import type { StoredEvent } from '../events/envelope.ts';
import { ProjectionRunner, type Projection } from '../functions/platform/projection.ts';
import { eventsTable, physicalName, readModelsTable } from '../functions/platform/tables.ts';

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

const deleteItems = async (client: DynamoDBDocumentClient, tableName: string, keys: { pk: string; sk: string }[]): Promise<void> => {
  const starts = Array.from({ length: Math.ceil(keys.length / 25) }, (_, index) => index * 25);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < starts.length) {
      const start = starts[next]!;
      next += 1;
      await deleteChunk(client, tableName, keys.slice(start, start + 25));
    }
  };
  await Promise.all(Array.from({ length: Math.min(DELETES_IN_FLIGHT, starts.length) }, worker));
};

const deleteChunk = async (client: DynamoDBDocumentClient, tableName: string, chunk: { pk: string; sk: string }[]): Promise<void> => {
  let requests: Record<string, { DeleteRequest: { Key: Record<string, unknown> } }[]> | undefined = {
    [tableName]: chunk.map((Key) => ({ DeleteRequest: { Key } })),
  };
  // Unprocessed items are retried until DynamoDB has taken them all.
  for (let attempt = 0; requests && Object.keys(requests).length > 0; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 50 * 2 ** attempt)));
    const result = await client.send(new BatchWriteCommand({ RequestItems: requests }));
    requests = result.UnprocessedItems as typeof requests;
  }
};

/** Events replayed in one batch (whole streams), and batches replayed at once. */
const REPLAY_BATCH = 2_000;
const REPLAYS_IN_FLIGHT = 4;
/** Delete requests (25 items each) in flight while the old rows are cleared. */
const DELETES_IN_FLIGHT = 16;
/** Segments of a table read at once (a parallel scan). */
const SCAN_SEGMENTS = 4;

/**
 * Every item of a table, `segments` parts read at once: one callback per page, each segment's pages in order (the
 * items of one partition key, a stream's events, come in one segment, in sort-key order).
 */
const scanSegments = async (
  client: DynamoDBDocumentClient,
  input: ConstructorParameters<typeof ScanCommand>[0],
  segments: number,
  page: (items: Record<string, unknown>[], segment: number) => Promise<void>,
): Promise<void> => {
  await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      let exclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const result = await client.send(new ScanCommand({ ...input, Segment: segment, TotalSegments: segments, ExclusiveStartKey: exclusiveStartKey }));
        await page(result.Items ?? [], segment);
        exclusiveStartKey = result.LastEvaluatedKey;
      } while (exclusiveStartKey);
    }),
  );
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
 * Deletes every item of the chosen projections, then reads the event store once (a parallel scan) and replays it
 * stream by stream: the events of a stream arrive together and in version order, so each stream is folded whole into
 * its rows, without reading them, and the rows are written in large groups, many at once (ProjectionRunner.replayStreams).
 * A row is never taken back to an older version: a live projector writing beside the rebuild (events appended
 * meanwhile) keeps what it wrote. Should a stream's events come in more than one piece, the later pieces are applied
 * at the end through the version-guarded path the projector uses.
 */
const rebuild = async (chosen: readonly Projection[], projections: readonly Projection[], options: RebuildOptions): Promise<RebuildOutcome> => {
  const client = options.client ?? dynamo();
  const readModels = physicalName(readModelsTable);
  const log = options.log ?? (() => {});
  const names = new Set(chosen.map((p) => p.name));
  const label = chosen.length === 1 ? chosen[0]!.name : `${chosen.length} read models`;

  const keys: { pk: string; sk: string }[] = [];
  await scanSegments(
    client,
    { TableName: readModels, ProjectionExpression: 'pk, sk, #projection', ExpressionAttributeNames: { '#projection': 'projection' } },
    SCAN_SEGMENTS,
    async (items) => {
      for (const item of items) if (names.has(item.projection as string)) keys.push({ pk: item.pk as string, sk: item.sk as string });
    },
  );
  await deleteItems(client, readModels, keys);
  log(`Deleted ${keys.length} items of ${label}`);

  const runner = new ProjectionRunner(projections, new EventStore(client), client, readModels, { writeGroup: 100, writeConcurrency: 8 });
  const relevant = (item: Record<string, unknown>) => chosen.some((p) => p.handles({ streamId: item.streamId as string, type: item.type as string }));
  let events = 0;
  let rows = 0;
  const streamsSeen = new Set<string>();
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
        (written) => {
          rows += written;
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
    if (!done.items.some(relevant)) return;
    const stream = done.items.map(toStoredEvent).sort((a, b) => a.version - b.version);
    events += stream.length;
    if (streamsSeen.has(done.streamId)) {
      late.push(...stream);
      return;
    }
    streamsSeen.add(done.streamId);
    batch.push(stream);
    batched += stream.length;
    if (batched >= REPLAY_BATCH) await flush();
  };
  await scanSegments(client, { TableName: physicalName(eventsTable), ConsistentRead: true }, SCAN_SEGMENTS, async (items, segment) => {
    for (const item of items) {
      const current = (pending[segment] ??= { streamId: '', items: [] });
      if (current.streamId !== item.streamId) {
        await streamDone(segment);
        pending[segment] = { streamId: item.streamId as string, items: [] };
      }
      pending[segment]!.items.push(item);
    }
  });
  for (let segment = 0; segment < SCAN_SEGMENTS; segment += 1) await streamDone(segment);
  await flush();
  await Promise.all(inFlight);
  if (failure) throw failure;
  if (late.length > 0) {
    const { failed } = await runner.applyBatch(late, chosen);
    if (failed.length > 0) throw failed[0]!.error;
  }
  log(`Replayed ${events} events of ${streamsSeen.size} streams into ${label} (${rows} rows${late.length > 0 ? `, ${late.length} events applied late` : ''})`);
  return { deletedItems: keys.length, streams: streamsSeen.size, events };
};
