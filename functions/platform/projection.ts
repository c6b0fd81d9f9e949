import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { streamTypeOf, type StoredEvent } from '../../events/envelope.ts';
import { dynamo } from './aws.ts';
import { EventStore } from './event-store.ts';
import { physicalName, readModelsTable } from './tables.ts';

/** The platform's attributes on every read-model item; the projection's own row fields sit beside them. */
export interface RowMeta {
  pk: string;
  sk: string;
  projection: string;
  streamId: string;
  /** The aggregate version this row reflects. */
  lastVersion: number;
  dealerId: string;
  /** A row the stream has deleted: kept so that a redelivered older event cannot bring it back. */
  deleted?: true;
}

export type Row = Record<string, unknown>;

/**
 * A projection builds one read-model row per stream of the stream types it follows. `evolve` is pure: it folds one
 * event into the row (undefined before the first event) and returns the new row, or null to delete it.
 */
export interface Projection<R extends Row = Row, L = unknown> {
  name: string;
  /** Stream types followed: every event of these streams is passed to `evolve`, in version order. */
  streamTypes: readonly string[];
  /** Where the row of a stream lives. Default: pk `<name>#<dealerId>`, sk = the aggregate id. */
  key?: (event: StoredEvent) => { pk: string; sk: string };
  /**
   * Optional I/O before each event is folded (reveal personal data, read another read model); its result is passed
   * to `evolve`, which stays pure. Runs for every event applied, those caught up from the store included.
   */
  lookup?(row: R | undefined, event: StoredEvent): Promise<L>;
  evolve(row: R | undefined, event: StoredEvent, lookup?: L): R | null;
}

export const projection = <R extends Row, L = unknown>(definition: Projection<R, L>): Projection<R, L> => definition;

export const defaultKey = (name: string, event: StoredEvent): { pk: string; sk: string } => ({
  pk: `${name}#${event.meta.dealerId}`,
  sk: event.streamId.slice(event.streamId.indexOf('#') + 1),
});

/**
 * Applies events to read models with version guards, never as deltas, so that redelivery, replay and out-of-order
 * delivery all end in the row that one in-order delivery gives: an event at or below the row's version is skipped,
 * and an event beyond the next version first catches up the missing events from the event store.
 */
export class ProjectionRunner {
  constructor(
    private readonly projections: readonly Projection[],
    private readonly store: EventStore = new EventStore(),
    private readonly client: DynamoDBDocumentClient = dynamo(),
    private readonly tableName: string = physicalName(readModelsTable),
  ) {}

  projectionsFor(event: Pick<StoredEvent, 'streamId'>): Projection[] {
    const streamType = streamTypeOf(event.streamId);
    return this.projections.filter((p) => p.streamTypes.includes(streamType));
  }

  /** Applies one event to every projection that follows its stream. Throws if any projection fails (the record is retried). */
  async apply(event: StoredEvent): Promise<void> {
    for (const p of this.projectionsFor(event)) await this.applyTo(p, event);
  }

  async applyTo(p: Projection, event: StoredEvent): Promise<void> {
    const key = p.key?.(event) ?? defaultKey(p.name, event);
    for (let attempt = 0; ; attempt += 1) {
      const { Item } = await this.client.send(new GetCommand({ TableName: this.tableName, Key: key, ConsistentRead: true }));
      const current = Item as (Row & RowMeta) | undefined;
      const lastVersion = current?.lastVersion ?? 0;
      if (event.version <= lastVersion) return;

      // Events between the row's version and this one are read from the store, so nothing is skipped.
      const missing = event.version > lastVersion + 1 ? await this.store.readStream(event.streamId, lastVersion + 1, event.version - 1) : [];
      let row: Row | null | undefined = current && !current.deleted ? stripMeta(current) : current?.deleted ? null : undefined;
      for (const e of [...missing, event]) {
        const found = p.lookup ? await p.lookup(row ?? undefined, e) : undefined;
        row = p.evolve(row ?? undefined, e, found);
      }

      const meta: RowMeta = { ...key, projection: p.name, streamId: event.streamId, lastVersion: event.version, dealerId: event.meta.dealerId };
      const item = row === null ? { ...meta, deleted: true as const } : { ...row, ...meta };
      try {
        await this.client.send(
          new PutCommand({
            TableName: this.tableName,
            Item: item,
            ConditionExpression: current ? 'lastVersion = :seen' : 'attribute_not_exists(pk)',
            ...(current ? { ExpressionAttributeValues: { ':seen': lastVersion } } : {}),
          }),
        );
        return;
      } catch (error) {
        // Another delivery of the same stream moved the row on: read it again and re-apply under the guard.
        if (error instanceof ConditionalCheckFailedException && attempt < 5) continue;
        throw error;
      }
    }
  }

  /** Removes a row outright (rebuilds use this to clear a projection before replaying the store). */
  async deleteRow(key: { pk: string; sk: string }): Promise<void> {
    await this.client.send(new DeleteCommand({ TableName: this.tableName, Key: key }));
  }
}

const META_KEYS = new Set(['pk', 'sk', 'projection', 'streamId', 'lastVersion', 'dealerId', 'deleted']);
const stripMeta = (item: Row): Row => Object.fromEntries(Object.entries(item).filter(([name]) => !META_KEYS.has(name)));
