import { BatchWriteCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../functions/platform/aws.ts';
import { EventStore, toStoredEvent } from '../functions/platform/event-store.ts';
import type { StoredEvent } from '../events/envelope.ts';
import { ProjectionRunner, type Projection } from '../functions/platform/projection.ts';
import { eventsTable, physicalName, readModelsTable } from '../functions/platform/tables.ts';

/**
 * Rebuilds one read model from the event store: deletes every item of the projection, then replays every stream of
 * its stream types, in version order, through the same version-guarded runner the projector uses.
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

const scanAll = async function* (
  client: DynamoDBDocumentClient,
  input: ConstructorParameters<typeof ScanCommand>[0],
): AsyncGenerator<Record<string, unknown>> {
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new ScanCommand({ ...input, ExclusiveStartKey: exclusiveStartKey }));
    for (const item of page.Items ?? []) yield item;
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
};

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

/** Events applied in one batch of a rebuild (whole streams), and batches applied at once. */
const REPLAY_BATCH = 1_000;
const REPLAYS_IN_FLIGHT = 4;
/** Delete requests (25 items each) in flight while the old rows are cleared. */
const DELETES_IN_FLIGHT = 8;

export const rebuildProjection = async (name: string, options: RebuildOptions = {}): Promise<RebuildOutcome> => {
  const projections = options.projections ?? (await import('../functions/projections.ts')).projections;
  const projection = projections.find((p) => p.name === name);
  if (!projection) throw new UnknownProjectionError(name, projections.map((p) => p.name));
  const client = options.client ?? dynamo();
  const readModels = physicalName(readModelsTable);
  const log = options.log ?? (() => {});

  const keys: { pk: string; sk: string }[] = [];
  for await (const item of scanAll(client, {
    TableName: readModels,
    ProjectionExpression: 'pk, sk',
    FilterExpression: '#projection = :name',
    ExpressionAttributeNames: { '#projection': 'projection' },
    ExpressionAttributeValues: { ':name': name },
  })) {
    keys.push({ pk: item.pk as string, sk: item.sk as string });
  }
  await deleteItems(client, readModels, keys);
  log(`Deleted ${keys.length} items of ${name}`);

  const streams = new Map<string, Record<string, unknown>[]>();
  for await (const item of scanAll(client, { TableName: physicalName(eventsTable), ConsistentRead: true })) {
    const streamId = item.streamId as string;
    if (!projection.handles({ streamId, type: item.type as string })) continue;
    const items = streams.get(streamId) ?? [];
    items.push(item);
    streams.set(streamId, items);
  }
  const runner = new ProjectionRunner(projections, new EventStore(client), client, readModels);
  // Replayed in batches of whole streams, several batches at once: no two batches share a stream, and within a batch
  // the rows of different streams are read and written together, each stream's events in version order (as the
  // projector applies a stream batch).
  let events = 0;
  let batch: StoredEvent[] = [];
  const inFlight = new Set<Promise<void>>();
  let failure: unknown;
  const flush = async () => {
    if (batch.length === 0) return;
    const replaying = batch;
    batch = [];
    const applied = runner.applyBatch(replaying, projection).then(
      ({ failed }) => {
        if (failed.length > 0) failure ??= failed[0]!.error;
        events += replaying.length;
      },
      (error: unknown) => {
        failure ??= error;
      },
    );
    const tracked = applied.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    if (inFlight.size >= REPLAYS_IN_FLIGHT) await Promise.race(inFlight);
    if (failure) throw failure;
  };
  for (const items of streams.values()) {
    items.sort((a, b) => Number(a.version) - Number(b.version));
    batch.push(...items.map(toStoredEvent));
    if (batch.length >= REPLAY_BATCH) await flush();
  }
  await flush();
  await Promise.all(inFlight);
  if (failure) throw failure;
  log(`Replayed ${events} events of ${streams.size} streams into ${name}`);
  return { deletedItems: keys.length, streams: streams.size, events };
};
