import { BatchGetCommand, BatchWriteCommand, DeleteCommand, PutCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { EventData, EventType } from '../../events/catalogue.ts';
import { streamTypeOf, type StoredEvent } from '../../events/envelope.ts';
import { dynamo } from './aws.ts';
import { EventStore } from './event-store.ts';
import { physicalName, readModelsTable } from './tables.ts';
import { inPool } from './worker-pool.ts';

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
export type RowKey = { pk: string; sk: string };

/** A stored event of one of the types `T`, its data typed by the event catalogue: `switch (event.type)` narrows it. */
export type ProjectedEvent<T extends EventType = EventType> = { [K in T]: StoredEvent<K, EventData<K>> }[T];

/**
 * A projection as it is written: the event types it handles and how each one changes its row. It builds one read-model
 * row per stream (or per `key`); `evolve` is pure: it folds one event into the row (undefined before the first event)
 * and returns the new row, or null to delete it. Events of other types never reach it.
 */
export interface ProjectionDefinition<R extends Row, T extends EventType, L = undefined> {
  name: string;
  /** The event types folded into the row; the runner passes each one typed, in version order per stream. */
  events: readonly T[];
  /** Only streams of these types (default: every stream that carries the events). */
  streamTypes?: readonly string[];
  /** Where the row of a stream lives. Default: pk `<name>#<dealerId>`, sk = the aggregate id. */
  key?: (event: ProjectedEvent<T>) => RowKey;
  /**
   * Optional I/O before each event is folded (reveal personal data); its result is passed to `evolve`, which stays
   * pure. Runs for every event applied, those caught up from the store included.
   */
  lookup?(row: R | undefined, event: ProjectedEvent<T>): Promise<L>;
  evolve(row: R | undefined, event: ProjectedEvent<T>, lookup?: L): R | null;
}

/**
 * A projection as the runner holds it: every projection has this one shape, whatever its row and events, so the
 * projector's list needs no casts. Made only by `projection()`, which guarantees that `evolve`, `key` and `lookup`
 * are called with events of the declared types alone.
 */
export interface Projection<R extends Row = Row> {
  readonly name: string;
  readonly events: readonly EventType[];
  readonly streamTypes?: readonly string[];
  handles(event: Pick<StoredEvent, 'type' | 'streamId'>): boolean;
  keyOf(event: StoredEvent): RowKey;
  readonly hasLookup: boolean;
  lookup(row: R | undefined, event: StoredEvent): Promise<unknown>;
  evolve(row: R | undefined, event: StoredEvent, lookup?: unknown): R | null;
}

export const defaultKey = (name: string, event: Pick<StoredEvent, 'streamId' | 'meta'>): RowKey => ({
  pk: `${name}#${event.meta.dealerId}`,
  sk: event.streamId.slice(event.streamId.indexOf('#') + 1),
});

/** Declares a projection: its events typed from the catalogue (`events: ['CaseOpened', ...]`), its row folded from them. */
export const projection = <R extends Row, const T extends EventType, L = undefined>(definition: ProjectionDefinition<R, T, L>): Projection<R> => {
  const types = new Set<string>(definition.events);
  const handles = (event: Pick<StoredEvent, 'type' | 'streamId'>): boolean =>
    types.has(event.type) && (!definition.streamTypes || definition.streamTypes.includes(streamTypeOf(event.streamId)));
  // The one place where a stored event becomes a typed one: only events `handles` accepts get here.
  const typed = (event: StoredEvent): ProjectedEvent<T> => {
    if (!handles(event)) throw new Error(`Projection ${definition.name} does not handle ${event.type} of ${event.streamId}`);
    return event as ProjectedEvent<T>;
  };
  return {
    name: definition.name,
    events: definition.events,
    streamTypes: definition.streamTypes,
    handles,
    keyOf: (event) => definition.key?.(typed(event)) ?? defaultKey(definition.name, event),
    hasLookup: definition.lookup !== undefined,
    lookup: async (row, event) => definition.lookup?.(row, typed(event)),
    evolve: (row, event, found) => definition.evolve(row, typed(event), found as L | undefined),
  };
};

type StoredRow = Row & RowMeta;

/** One row's pending work in a batch: the events of one projection that land on one key, in stream order. */
interface RowWork {
  projection: Projection;
  key: RowKey;
  events: StoredEvent[];
}

export interface RunnerOptions {
  /** Rows folded at once (their lookups and catch-up reads in flight); rows of one key are always applied in order. */
  concurrency?: number;
  /**
   * Rows written in one request: a transaction of conditional puts, each on the version its row was read at (DynamoDB
   * takes up to 100). 1 writes every row with its own conditional put.
   */
  writeGroup?: number;
  /** Write requests in flight at once. */
  writeConcurrency?: number;
}

/** Which records of a batch could not be applied (their rows were left as they were, to be retried). */
export interface BatchOutcome {
  failed: { event: StoredEvent; error: unknown }[];
  /** The partitions (pk) of the rows written, once per row. */
  written: string[];
}

const keyString = (key: RowKey): string => `${key.pk}\u0000${key.sk}`;

/**
 * Applies events to read models with version guards, never as deltas, so that redelivery, replay and out-of-order
 * delivery all end in the row that one in-order delivery gives: an event at or below the row's version is skipped,
 * and an event beyond the next version first catches up the missing events from the event store.
 * A batch is applied row by row: the rows it touches are read in one BatchGet, each row folds its events in stream
 * order, and the rows are written in groups, each group one transaction of conditional puts on the versions the rows
 * were read at (so that a row another delivery moved on meanwhile is never overwritten). A group that is refused is
 * written row by row, and a row whose guard failed is read again and re-applied.
 */
export class ProjectionRunner {
  private readonly concurrency: number;
  private readonly writeGroup: number;
  private readonly writeConcurrency: number;

  constructor(
    private readonly projections: readonly Projection[],
    private readonly store: EventStore = new EventStore(),
    private readonly client: DynamoDBDocumentClient = dynamo(),
    private readonly tableName: string = physicalName(readModelsTable),
    options: RunnerOptions = {},
  ) {
    this.concurrency = options.concurrency ?? 32;
    this.writeGroup = Math.max(1, Math.min(MAX_TRANSACTION_ITEMS, options.writeGroup ?? MAX_TRANSACTION_ITEMS));
    this.writeConcurrency = options.writeConcurrency ?? 8;
  }

  projectionsFor(event: Pick<StoredEvent, 'type' | 'streamId'>): Projection[] {
    return this.projections.filter((p) => p.handles(event));
  }

  /** Applies one event to every projection that handles it. Throws if any projection fails (the record is retried). */
  async apply(event: StoredEvent): Promise<void> {
    const { failed } = await this.applyBatch([event]);
    if (failed.length > 0) throw failed[0]!.error;
  }

  /** Applies one event to one projection (rebuilds replay a projection on its own). */
  async applyTo(p: Projection, delivered: StoredEvent): Promise<void> {
    const [event] = await this.store.open([delivered]);
    const { failed } = await this.applyWork([{ projection: p, key: p.keyOf(event!), events: [event!] }]);
    if (failed.length > 0) throw failed[0]!.error;
  }

  /**
   * Applies a batch of events (any streams, in stream order per stream), to every projection or to `only` one. Rows of different keys are applied
   * concurrently; a row that fails is left as it was and its events are reported, so that the caller retries them
   * (the rows that were written skip them then, by their version).
   */
  async applyBatch(delivered: readonly StoredEvent[], only?: Projection | readonly Projection[]): Promise<BatchOutcome> {
    const events = await this.store.open(delivered);
    const chosen = only === undefined ? this.projections : 'handles' in only ? [only] : only;
    // A row's work is every event of its stream in the batch: the events it does not handle only move its version on,
    // so that the next handled event finds no gap to read from the store.
    const rowsOfStream = new Map<string, Map<string, RowWork>>();
    for (const event of events) {
      for (const p of chosen.filter((candidate) => candidate.handles(event))) {
        const key = p.keyOf(event);
        const id = `${p.name}\u0000${keyString(key)}`;
        const rows = rowsOfStream.get(event.streamId) ?? new Map<string, RowWork>();
        if (!rows.has(id)) rows.set(id, { projection: p, key, events: [] });
        rowsOfStream.set(event.streamId, rows);
      }
    }
    for (const event of events) {
      for (const row of rowsOfStream.get(event.streamId)?.values() ?? []) row.events.push(event);
    }
    const outcome = await this.applyWork([...rowsOfStream.values()].flatMap((rows) => [...rows.values()]));
    // Failures are reported as delivered (the caller finds their records by them), not as opened.
    const deliveredAs = new Map<StoredEvent, StoredEvent>(events.map((event, index) => [event, delivered[index]!]));
    return { ...outcome, failed: outcome.failed.map((failure) => ({ ...failure, event: deliveredAs.get(failure.event) ?? failure.event })) };
  }

  private async applyWork(work: readonly RowWork[]): Promise<BatchOutcome> {
    const failed: BatchOutcome['failed'] = [];
    const written: string[] = [];
    const fail = (item: RowWork, error: unknown): void => {
      for (const event of item.events) failed.push({ event, error });
    };
    // A row whose work starts at its stream's first event is folded from nothing: it needs no read (a burst of new
    // aggregates, a replay), and its put only refuses to take a row back (see `fresh`).
    const current = await this.readRows(work.filter((w) => !startsStream(w)).map((w) => w.key));

    // Fold every row (concurrently: lookups and catch-ups are reads); a row that fails to fold is not written.
    const folded: Folded[] = [];
    const later: RowWork[] = [];
    const seen = new Set<string>();
    await inPool(work, this.concurrency, async (item) => {
      const id = keyString(item.key);
      // Two works on one row (streams that share a row) are applied one after the other, each on the row as it is then.
      if (seen.has(id)) {
        later.push(item);
        return;
      }
      seen.add(id);
      const read = startsStream(item) ? undefined : current.get(id);
      try {
        const outcome = await this.fold(item.projection, read, byVersion(item.events));
        if (outcome) folded.push({ work: item, read, outcome, fresh: startsStream(item) });
      } catch (error) {
        fail(item, error);
      }
    });

    const groups: Folded[][] = [];
    for (let start = 0; start < folded.length; start += this.writeGroup) groups.push(folded.slice(start, start + this.writeGroup));
    await inPool(groups, this.writeConcurrency, async (group) => {
      if (group.length > 1 && (await this.writeTogether(group))) {
        written.push(...group.map((entry) => entry.work.key.pk));
        return;
      }
      for (const entry of group) {
        try {
          if (await this.applyRow(entry.work, entry.read, entry.outcome, entry.fresh)) written.push(entry.work.key.pk);
        } catch (error) {
          fail(entry.work, error);
        }
      }
    });

    for (const item of later) {
      try {
        if (await this.applyRow(item, await this.readRow(item.key))) written.push(item.key.pk);
      } catch (error) {
        fail(item, error);
      }
    }
    return { failed, written };
  }

  /**
   * Writes a group of folded rows in one transaction, each put guarded by the version its row was read at. False when
   * DynamoDB refused it (a guard failed, a conflict, too large): nothing of it was written then.
   */
  private async writeTogether(group: readonly Folded[]): Promise<boolean> {
    try {
      await this.client.send(
        new TransactWriteCommand({
          TransactItems: group.map(({ read, outcome, fresh }) => ({
            Put: { TableName: this.tableName, ...(fresh ? forward(stamped(outcome)) : guarded(stamped(outcome), read)) },
          })),
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof Error && REFUSED_TRANSACTION.has(error.name)) return false;
      throw error;
    }
  }

  /** The rows of the keys, read strongly consistent, 100 keys a request. */
  private async readRows(keys: readonly RowKey[]): Promise<Map<string, StoredRow>> {
    const unique = [...new Map(keys.map((key) => [keyString(key), key])).values()];
    const found = new Map<string, StoredRow>();
    const chunks: RowKey[][] = [];
    for (let start = 0; start < unique.length; start += 100) chunks.push(unique.slice(start, start + 100));
    await Promise.all(
      chunks.map(async (chunk) => {
        let pending = chunk;
        for (let attempt = 0; pending.length > 0; attempt += 1) {
          if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(500, 20 * 2 ** attempt)));
          const result = await this.client.send(
            new BatchGetCommand({ RequestItems: { [this.tableName]: { Keys: pending.map((key) => ({ pk: key.pk, sk: key.sk })), ConsistentRead: true } } }),
          );
          for (const item of result.Responses?.[this.tableName] ?? []) found.set(keyString(item as RowKey), item as StoredRow);
          pending = (result.UnprocessedKeys?.[this.tableName]?.Keys as RowKey[] | undefined) ?? [];
        }
      }),
    );
    return found;
  }

  private async readRow(key: RowKey): Promise<StoredRow | undefined> {
    return (await this.readRows([key])).get(keyString(key));
  }

  /** Folds a row's events (unless `folded` already holds the row after them) and writes it; false when none was newer than the row. */
  private async applyRow(work: RowWork, read: StoredRow | undefined, folded?: StoredRow, fresh = false): Promise<boolean> {
    const p = work.projection;
    const ordered = byVersion(work.events);
    let current = read;
    for (let attempt = 0; ; attempt += 1) {
      const outcome = attempt === 0 && folded ? folded : await this.fold(p, current, ordered);
      if (!outcome) return false;
      try {
        const guard = attempt === 0 && fresh ? forward(stamped(outcome)) : guarded(stamped(outcome), current);
        await this.client.send(new PutCommand({ TableName: this.tableName, ...guard }));
        return true;
      } catch (error) {
        // Another delivery of the same stream moved the row on: read it again and re-apply under the guard.
        if (error instanceof ConditionalCheckFailedException && attempt < 5) {
          current = await this.readRow(work.key);
          continue;
        }
        throw error;
      }
    }
  }

  /**
   * The row after the events that are newer than it, or undefined when none is. A row keyed by its stream carries
   * that stream's version; events of a stream beyond the next version first catch up the ones missed from the store.
   */
  private async fold(p: Projection, current: StoredRow | undefined, events: readonly StoredEvent[]): Promise<StoredRow | undefined> {
    let lastVersion = current?.lastVersion ?? 0;
    let row: Row | null | undefined = current && !current.deleted ? stripMeta(current) : current?.deleted ? null : undefined;
    let last: StoredEvent | undefined;
    for (const event of events) {
      if (event.version <= lastVersion) continue;
      if (!p.handles(event)) {
        // Only the version moves on, and only where no gap lies before it (a gap is caught up by a handled event).
        if (event.version === lastVersion + 1) lastVersion = event.version;
        continue;
      }
      const missing = event.version > lastVersion + 1 ? await this.store.readStream(event.streamId, lastVersion + 1, event.version - 1) : [];
      for (const e of [...missing.filter((m) => p.handles(m)), event]) {
        const found = p.hasLookup ? await p.lookup(row ?? undefined, e) : undefined;
        row = p.evolve(row ?? undefined, e, found);
      }
      lastVersion = event.version;
      last = event;
    }
    if (!last) return undefined;
    const key = p.keyOf(last);
    // The row reflects its stream up to the last event it handled, however the events around it were delivered.
    const meta: RowMeta = { ...key, projection: p.name, streamId: last.streamId, lastVersion: last.version, dealerId: last.meta.dealerId };
    return (row === null || row === undefined ? { ...meta, deleted: true as const } : { ...row, ...meta }) as StoredRow;
  }

  /**
   * Replays whole streams into the rows of `only` (a rebuild): each stream's events, in version order from its first
   * event, are folded from no row at all (a gap is caught up from the store), so no row is read first. The rows are
   * written outright, 25 a request, many requests at once (half the work a guarded write is for DynamoDB): whatever is
   * stored is replaced, so the caller must then apply what was appended meanwhile through the guarded path (a rebuild
   * does, see local/rebuild.ts). Answers the keys of the rows written.
   */
  async replayStreams(streams: readonly (readonly StoredEvent[])[], only: readonly Projection[] = this.projections): Promise<RowKey[]> {
    // Personal fields are folded revealed (or '' once forgotten), as the live projector folds them.
    const opened: StoredEvent[][] = [];
    await inPool(streams, this.concurrency, async (events) => {
      opened.push(await this.store.open(events));
    });
    const work: RowWork[] = [];
    for (const events of opened) {
      for (const p of only) {
        const handled = events.filter((event) => p.handles(event));
        if (handled.length > 0) work.push({ projection: p, key: p.keyOf(handled.at(-1)!), events: [...events] });
      }
    }
    const folded: StoredRow[] = [];
    await inPool(work, this.concurrency, async (item) => {
      const outcome = await this.fold(item.projection, undefined, byVersion(item.events));
      if (outcome) folded.push(outcome);
    });
    // A request never holds one key twice (DynamoDB refuses it).
    const groupSize = MAX_BATCH_WRITE_ITEMS;
    const groups: StoredRow[][] = [];
    const open: { keys: Set<string>; rows: StoredRow[] }[] = [];
    for (const row of folded) {
      const id = keyString(row);
      let group = open.find((candidate) => !candidate.keys.has(id) && candidate.rows.length < groupSize);
      if (!group) {
        group = { keys: new Set(), rows: [] };
        open.push(group);
        groups.push(group.rows);
      }
      group.keys.add(id);
      group.rows.push(row);
      if (group.rows.length >= groupSize) open.splice(open.indexOf(group), 1);
    }
    const written: RowKey[] = [];
    const wrote = (rows: readonly StoredRow[]) => written.push(...rows.map(({ pk, sk }) => ({ pk, sk })));
    await inPool(groups, this.writeConcurrency * 2, async (group) => {
      let requests = group.map((row) => ({ PutRequest: { Item: stamped(row) } }));
      for (let attempt = 0; requests.length > 0; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 25 * 2 ** attempt)));
        const result = await this.client.send(new BatchWriteCommand({ RequestItems: { [this.tableName]: requests } }));
        requests = (result.UnprocessedItems?.[this.tableName] as typeof requests | undefined) ?? [];
      }
      wrote(group);
    });
    return written;
  }

  /** Removes a row outright (rebuilds use this to clear a projection before replaying the store). */
  async deleteRow(key: RowKey): Promise<void> {
    await this.client.send(new DeleteCommand({ TableName: this.tableName, Key: key }));
  }
}

/** A row folded in a batch: the work, the row as it was read, and the row to write. */
interface Folded {
  work: RowWork;
  read: StoredRow | undefined;
  outcome: StoredRow;
  /** Folded from the stream's first event, without reading the row. */
  fresh?: boolean;
}

/** Whether a row's work holds its stream's first event (then the row is folded from nothing, whatever is stored). */
const startsStream = (work: RowWork): boolean => work.events.some((event) => event.version === 1);

/**
 * A put of a row folded from its stream's first event: it goes in unless the stored row is at that version or beyond.
 * The whole history up to the version folded from nothing gives the row that folding the newer events into the stored
 * row would give, so the stored row needs no read.
 */
const forward = (item: StoredRow) => ({
  Item: item,
  ConditionExpression: 'attribute_not_exists(pk) OR lastVersion < :folded',
  ExpressionAttributeValues: { ':folded': item.lastVersion },
});

/** DynamoDB's limits on the items of one transaction and of one BatchWriteItem. */
const MAX_TRANSACTION_ITEMS = 100;
const MAX_BATCH_WRITE_ITEMS = 25;
/** A transaction DynamoDB refused as a whole; its rows are then written one by one. */
const REFUSED_TRANSACTION = new Set(['TransactionCanceledException', 'TransactionConflictException', 'ValidationException', 'TransactionInProgressException']);

/** A put of `item` that succeeds only on the row as it was read (or where there was none). */
const guarded = (item: StoredRow, read: StoredRow | undefined) => ({
  Item: item,
  ConditionExpression: read ? 'lastVersion = :seen' : 'attribute_not_exists(pk)',
  ...(read ? { ExpressionAttributeValues: { ':seen': read.lastVersion } } : {}),
});

/**
 * The change feed of a row in a listed partition (platform/list-engine.ts reads it): `gsi1pk` the partition,
 * `gsi1sk` when the row was written and its id, so that a reader asks only for what was written since a moment.
 */
export const changeFeed = (partition: string, id: string, projectedAt: string) => ({
  ProjectedAt: projectedAt,
  gsi1pk: partition,
  gsi1sk: `${projectedAt}#${id}`,
});

/**
 * A row that carries a change feed (`ProjectedAt`, and `gsi1sk` that starts with it) is stamped as it is written, not
 * as it was folded: a list reader that reads the feed since a moment must not miss a row folded before that moment and
 * written after it (a batch folds all its rows before writing them).
 */
const stamped = (row: StoredRow): StoredRow => {
  if (typeof row.ProjectedAt !== 'string') return row;
  const now = new Date().toISOString();
  const gsi1sk = typeof row.gsi1sk === 'string' && row.gsi1sk.startsWith(row.ProjectedAt) ? `${now}${row.gsi1sk.slice(row.ProjectedAt.length)}` : row.gsi1sk;
  return { ...row, ProjectedAt: now, ...(gsi1sk === undefined ? {} : { gsi1sk }) };
};

const byVersion = (events: readonly StoredEvent[]): StoredEvent[] => [...events].sort((a, b) => a.version - b.version);

const META_KEYS = new Set(['pk', 'sk', 'projection', 'streamId', 'lastVersion', 'dealerId', 'deleted']);
const stripMeta = (item: Row): Row => Object.fromEntries(Object.entries(item).filter(([name]) => !META_KEYS.has(name)));
