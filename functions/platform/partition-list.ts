import { gunzipSync, gzipSync } from 'node:zlib';
import { BatchGetCommand, BatchWriteCommand, GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './aws.ts';
import { OrderedRefreshes } from './ordered-refreshes.ts';
import { physicalName, readModelsTable } from './tables.ts';

/**
 * The platform's one way of serving a list: the rows of one read-model partition (a department's cases, customers or
 * stock cars), held in memory by the query function's container and filtered, sorted and paged there.
 *
 * - The projection writes each row with a change feed on gsi1 (`gsi1pk` = the partition, `gsi1sk` = when the row was
 *   written + its id) and keeps a tombstone for a deleted row, so that the feed carries deletions too.
 * - A compact copy of the whole partition (the listed fields only, gzipped, in chunks of one item each, under pk
 *   `<partition>#snapshot`) is written beside it by the projector from time to time (`ListSnapshots`).
 * - A cold container reads that copy in one query and then only the rows written since it was made; a warm one reads
 *   only the rows written since it last looked. A row is taken only if it is newer (`lastVersion`) than the one held.
 */
export interface ListShape<T extends ListRow> {
  /** The listed fields of a row: what the copy and the change-feed reads carry. */
  fields: readonly (keyof T & string)[];
  /**
   * A listed field that changes with every write of the row (when it was written), for a cold reader: it reads the
   * feed since the copy as ids and this field only, and whole only the rows the copy holds otherwise. The feed since a
   * copy mostly repeats the copy (a copy looks back a few seconds for writes in flight), so this reads far less.
   */
  writtenAt?: keyof T & string;
}

/** What every listed row carries: its id in the partition, its version, and whether it is a tombstone. */
export interface ListRow {
  Id: string;
  lastVersion: number;
  Deleted?: true;
}

export interface PartitionListOptions {
  client?: DynamoDBDocumentClient;
  tableName?: string;
  /**
   * How far back each read of the change feed looks beyond the previous one: covers writes in flight when it ran and
   * the index's propagation delay.
   */
  lookbackMs?: number;
  /** A partition is read from its copy again after this long, as a safety net for a row the feed did not show. */
  fullReloadMs?: number;
  /** Partitions kept; the least recently used is dropped beyond this. */
  maxPartitions?: number;
  now?: () => number;
}

interface Held<T> {
  rows: Map<string, T>;
  loadedAt: number;
  /** The next read of the feed asks for rows written after this (ISO time). */
  since: string;
}

const SNAPSHOT_CHUNK_BYTES = 300_000;
export const snapshotPartition = (partition: string): string => `${partition}#snapshot`;

export interface SnapshotHead {
  generation: string;
  chunks: number;
  /** Rows written after this (ISO time) are read from the feed. */
  since: string;
  rows: number;
}

/** Only these fields of each item read (their names go through placeholders: some are reserved words). */
const projectionOf = (fields: readonly string[]) => ({
  ProjectionExpression: fields.map((_, index) => `#f${index}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(fields.map((field, index) => [`#f${index}`, field])),
});

/** Query pages until the end. */
const queryAll = async (client: DynamoDBDocumentClient, input: QueryCommandInput): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new QueryCommand({ ...input, ExclusiveStartKey: exclusiveStartKey }));
    items.push(...(page.Items ?? []));
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  return items;
};

/**
 * A column of the copy: its values as they are, or, when they repeat (a department, a status, a case manager, a car's
 * title), each distinct value once and a number per row.
 */
type PackedColumn = { values: unknown[] } | { dictionary: unknown[]; codes: number[] };

/**
 * Rows as columns (field names once, repeating values once), gzipped: a department's 12,000 cases fit in a couple of
 * hundred kilobytes, and a cold reader parses far less text than one object per row would take.
 */
const pack = <T extends ListRow>(fields: readonly string[], rows: Iterable<T>): Buffer => {
  const list = [...rows] as unknown as Record<string, unknown>[];
  // A list (a car's equipment, its pictures) repeats by its content, not by being the same object.
  const keyOf = (value: unknown): unknown => (typeof value === 'object' && value !== null ? JSON.stringify(value) : value);
  const columns = fields.map((field): PackedColumn => {
    const values = list.map((row) => row[field] ?? null);
    const codes = new Map<unknown, number>();
    const dictionary: unknown[] = [];
    for (const value of values) {
      const key = keyOf(value);
      if (!codes.has(key)) {
        codes.set(key, codes.size);
        dictionary.push(value);
      }
    }
    if (codes.size > values.length / 2) return { values };
    return { dictionary, codes: values.map((value) => codes.get(keyOf(value))!) };
  });
  return gzipSync(JSON.stringify({ fields, count: list.length, columns }), { level: 6 });
};

const unpack = <T extends ListRow>(packed: Buffer): T[] => {
  const copy = JSON.parse(gunzipSync(packed).toString('utf8')) as { fields: string[]; count: number; columns: PackedColumn[] } | { fields: string[]; table: unknown[][] };
  if ('table' in copy) return copy.table.map((values) => rowOf(copy.fields, (index) => values[index]) as unknown as T);
  const present = (value: unknown): unknown => (value === null ? undefined : value);
  const columns = copy.columns.map((column) => ('values' in column ? column.values.map(present) : column.codes.map((code) => present(column.dictionary[code]))));
  const make = rowMaker(copy.fields);
  const rows = new Array<T>(copy.count);
  for (let at = 0; at < copy.count; at += 1) rows[at] = make(columns, at) as T;
  return rows;
};

/**
 * Makes the rows of a copy, every one with the same fields in the same order. A cold reader makes thousands at once:
 * made by one function written for the copy's fields (one object literal), that takes a third of the time setting the
 * fields one by one does. Field names that are not plain identifiers (none of ours) are set one by one.
 */
type RowMaker = (columns: readonly unknown[][], at: number) => Record<string, unknown>;
/** Made once per field list for the container's life: the same list is read cold again after each reload. */
const rowMakers = new Map<string, RowMaker>();
const rowMaker = (fields: readonly string[]): RowMaker => {
  const key = fields.join(',');
  let make = rowMakers.get(key);
  if (make) return make;
  make = fields.every((field) => /^[A-Za-z_$][\w$]*$/.test(field) && field !== '__proto__')
    ? (new Function('columns', 'at', `return { ${fields.map((field, index) => `${field}: columns[${index}][at]`).join(', ')} };`) as RowMaker)
    : (columns, at) => rowOf(fields, (index) => columns[index]![at]);
  rowMakers.set(key, make);
  return make;
};

/** One row, every field set in the same order (an absent value as undefined), so that all rows share one shape. */
const rowOf = (fields: readonly string[], valueAt: (index: number) => unknown): Record<string, unknown> => {
  const row: Record<string, unknown> = {};
  for (let index = 0; index < fields.length; index += 1) {
    const value = valueAt(index);
    row[fields[index]!] = value === null ? undefined : value;
  }
  return row;
};

/**
 * Writes a packed copy of a partition in chunks of one item each under `<partition>#snapshot`, then the head naming the
 * new generation (so a reader sees either the old copy or the new one whole), then deletes the previous generation's
 * chunks. The head carries `generation` and `chunks` besides what the list keeps there.
 */
export const writeCopyChunks = async (
  client: DynamoDBDocumentClient,
  tableName: string,
  partition: string,
  packed: Buffer,
  copy: { generation: string; head: Record<string, unknown>; previous?: { generation: string; chunks: number } },
): Promise<void> => {
  const pk = snapshotPartition(partition);
  const chunks: Buffer[] = [];
  for (let start = 0; start < packed.length || start === 0; start += SNAPSHOT_CHUNK_BYTES) chunks.push(packed.subarray(start, start + SNAPSHOT_CHUNK_BYTES));
  for (let start = 0; start < chunks.length; start += 25) {
    let requests: Record<string, unknown>[] = chunks.slice(start, start + 25).map((data, index) => ({ PutRequest: { Item: { pk, sk: `${copy.generation}#${start + index}`, Data: data } } }));
    for (let attempt = 0; requests.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(500, 20 * 2 ** attempt)));
      const result = await client.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests as never } }));
      requests = (result.UnprocessedItems?.[tableName] as Record<string, unknown>[] | undefined) ?? [];
    }
  }
  await client.send(new PutCommand({ TableName: tableName, Item: { pk, sk: 'head', ...copy.head, generation: copy.generation, chunks: chunks.length } }));
  const { previous } = copy;
  if (previous && previous.generation !== copy.generation) {
    const stale = Array.from({ length: previous.chunks }, (_, index) => ({ DeleteRequest: { Key: { pk, sk: `${previous.generation}#${index}` } } }));
    for (let start = 0; start < stale.length; start += 25) {
      await client.send(new BatchWriteCommand({ RequestItems: { [tableName]: stale.slice(start, start + 25) } }));
    }
  }
};

/** The listed fields of the rows of a partition written after `since` (tombstones included), from its change feed. */
export const writtenSince = (client: DynamoDBDocumentClient, tableName: string, partition: string, since: string, fields: readonly string[]): Promise<Record<string, unknown>[]> =>
  queryAll(client, {
    TableName: tableName,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk > :since',
    ExpressionAttributeValues: { ':pk': partition, ':since': since },
    ...projectionOf(fields),
  });

/** The head of a partition's copy (read consistently), or undefined when the partition has no copy yet. */
export const readCopyHead = async <H extends SnapshotHead = SnapshotHead>(client: DynamoDBDocumentClient, tableName: string, partition: string): Promise<H | undefined> => {
  const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: { pk: snapshotPartition(partition), sk: 'head' }, ConsistentRead: true }));
  return Item as H | undefined;
};

/** The packed copy `head` names, or undefined when its generation is being replaced (the caller reads the partition). */
export const readCopyChunks = async (client: DynamoDBDocumentClient, tableName: string, partition: string, head: SnapshotHead): Promise<Buffer | undefined> => {
  const chunks = await queryAll(client, {
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :generation)',
    ExpressionAttributeValues: { ':pk': snapshotPartition(partition), ':generation': `${head.generation}#` },
    ConsistentRead: true,
  });
  if (chunks.length !== head.chunks) return undefined;
  chunks.sort((a, b) => Number((a.sk as string).split('#')[1]) - Number((b.sk as string).split('#')[1]));
  return Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.Data as Uint8Array)));
};

/** Reads one partition's rows: from its copy plus the feed since, or whole when there is no copy yet. */
export class PartitionReader<T extends ListRow> {
  readonly client: DynamoDBDocumentClient;
  readonly tableName: string;

  constructor(
    readonly shape: ListShape<T>,
    options: Pick<PartitionListOptions, 'client' | 'tableName'> = {},
  ) {
    this.client = options.client ?? dynamo();
    this.tableName = options.tableName ?? physicalName(readModelsTable);
  }

  private fieldsWithMeta(): string[] {
    return [...new Set([...this.shape.fields, 'Id', 'lastVersion', 'Deleted'])];
  }

  /** Every row of the partition (tombstones included) and the time from which the feed must be read to stay current. */
  async load(partition: string, lookbackMs: number, now = Date.now()): Promise<{ rows: Map<string, T>; since: string; fromSnapshot: boolean }> {
    const since = new Date(now - lookbackMs).toISOString();
    const head = await this.readHead(partition);
    // The copy and the feed since it are read side by side: a cold reader waits for the slower of the two, not both.
    const [copied, written] = head
      ? await Promise.all([this.readChunks(partition, head), this.shape.writtenAt ? this.versionsSince(partition, head.since, this.shape.writtenAt) : this.changedSince(partition, head.since)])
      : [undefined, []];
    if (!copied) {
      const items = await queryAll(this.client, {
        TableName: this.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        ...projectionOf(this.fieldsWithMeta()),
      });
      return { rows: new Map(items.map((item) => [item.Id as string, item as unknown as T])), since, fromSnapshot: false };
    }
    const rows = new Map(copied.map((row) => [row.Id, row]));
    this.merge(rows, this.shape.writtenAt ? await this.notHeld(partition, written as Record<string, unknown>[], rows, this.shape.writtenAt) : (written as T[]));
    return { rows, since, fromSnapshot: true };
  }

  /** The feed since `since` as ids, versions and write times only (what tells whether the copy holds a row as written). */
  private versionsSince(partition: string, since: string, writtenAt: keyof T & string): Promise<Record<string, unknown>[]> {
    return writtenSince(this.client, this.tableName, partition, since, ['sk', 'Id', 'lastVersion', writtenAt]);
  }

  /** The rows of the feed the copy does not hold as written, whole (by key, read consistently). */
  private async notHeld(partition: string, written: readonly Record<string, unknown>[], copy: ReadonlyMap<string, T>, writtenAt: keyof T & string): Promise<T[]> {
    const held = (item: Record<string, unknown>): boolean => {
      const known = copy.get(item.Id as string);
      return known !== undefined && known.lastVersion === item.lastVersion && known[writtenAt] === item[writtenAt];
    };
    const keys = written.filter((item) => !held(item)).map((item) => ({ pk: partition, sk: item.sk }));
    const rows: T[] = [];
    const projection = projectionOf(this.fieldsWithMeta());
    for (let start = 0; start < keys.length; start += 100) {
      let wanted: Record<string, unknown>[] = keys.slice(start, start + 100);
      for (let attempt = 0; wanted.length > 0; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(500, 20 * 2 ** attempt)));
        const result = await this.client.send(
          new BatchGetCommand({ RequestItems: { [this.tableName]: { Keys: wanted, ConsistentRead: true, ...projection } } }),
        );
        rows.push(...((result.Responses?.[this.tableName] ?? []) as unknown as T[]));
        wanted = (result.UnprocessedKeys?.[this.tableName]?.Keys as Record<string, unknown>[] | undefined) ?? [];
      }
    }
    return rows;
  }

  /** Rows written after `since` (tombstones included). */
  changedSince(partition: string, since: string): Promise<T[]> {
    return writtenSince(this.client, this.tableName, partition, since, this.fieldsWithMeta()) as Promise<unknown[]> as Promise<T[]>;
  }

  /** Takes each changed row that is newer than the one held. */
  merge(rows: Map<string, T>, changed: readonly T[]): void {
    for (const item of changed) {
      const known = rows.get(item.Id);
      if (known && known.lastVersion > item.lastVersion) continue;
      rows.set(item.Id, item);
    }
  }

  async readSnapshot(partition: string): Promise<{ head: SnapshotHead; rows: T[] } | undefined> {
    const head = await this.readHead(partition);
    const rows = head && (await this.readChunks(partition, head));
    return head && rows ? { head, rows } : undefined;
  }

  private readHead(partition: string): Promise<SnapshotHead | undefined> {
    return readCopyHead(this.client, this.tableName, partition);
  }

  private async readChunks(partition: string, head: SnapshotHead): Promise<T[] | undefined> {
    const packed = await readCopyChunks(this.client, this.tableName, partition, head);
    return packed && unpack<T>(packed);
  }

  /**
   * Writes a new copy of the partition: the previous copy plus the feed since it (or the whole partition), packed in
   * chunks; the head names the new generation last, so a reader sees either the old copy or the new one whole.
   */
  async writeSnapshot(partition: string, options: { lookbackMs?: number; now?: number } = {}): Promise<{ rows: number; bytes: number }> {
    const now = options.now ?? Date.now();
    // Covers rows being written while the copy is made (a batch's write requests in flight).
    const lookbackMs = options.lookbackMs ?? 5_000;
    const previous = await this.readSnapshot(partition);
    let rows: Map<string, T>;
    if (previous) {
      rows = new Map(previous.rows.map((row) => [row.Id, row]));
      this.merge(rows, await this.changedSince(partition, previous.head.since));
    } else {
      rows = (await this.load(partition, lookbackMs, now)).rows;
    }
    // Tombstones are left out of the copy: a row deleted later than the copy comes through the feed.
    const live = [...rows.values()].filter((row) => !row.Deleted);
    const packed = pack(this.fieldsWithMeta(), live);
    await writeCopyChunks(this.client, this.tableName, partition, packed, {
      generation: String(now),
      head: { since: new Date(now - lookbackMs).toISOString(), rows: live.length },
      previous: previous?.head,
    });
    return { rows: live.length, bytes: packed.length };
  }
}

/**
 * The live rows of partitions, up to date as of each call. Reads are ordered per partition: a caller waits for a
 * refresh that starts after it arrived, so a row written before the request is seen (as far as the projection has
 * caught up).
 */
export class PartitionList<T extends ListRow> {
  private readonly held: OrderedRefreshes<Held<T>>;
  private readonly reader: PartitionReader<T>;
  private readonly lookbackMs: number;
  private readonly fullReloadMs: number;
  private readonly now: () => number;

  constructor(shape: ListShape<T>, options: PartitionListOptions = {}) {
    this.reader = new PartitionReader(shape, options);
    this.lookbackMs = options.lookbackMs ?? 2_000;
    this.fullReloadMs = options.fullReloadMs ?? 10 * 60_000;
    this.now = options.now ?? Date.now;
    this.held = new OrderedRefreshes({
      max: options.maxPartitions ?? 100,
      create: (): Held<T> => ({ rows: new Map(), loadedAt: 0, since: '' }),
      refresh: (partition, entry) => this.refresh(partition, entry),
    });
  }

  /** The live (not deleted) rows of the partitions. */
  async rowsOf(partitions: readonly string[]): Promise<T[]> {
    const held = await Promise.all(partitions.map((partition) => this.held.current(partition)));
    return held.flatMap((entry) => [...entry.rows.values()].filter((row) => !row.Deleted));
  }

  /** The live rows of one partition by id. */
  async byId(partition: string): Promise<Map<string, T>> {
    return (await this.held.current(partition)).rows;
  }

  /** Forgets everything (tests, and a rebuild of the read model). */
  clear(): void {
    this.held.clear();
  }

  private async refresh(partition: string, entry: Held<T>): Promise<void> {
    const startedAt = this.now();
    if (entry.loadedAt === 0 || startedAt - entry.loadedAt > this.fullReloadMs) {
      const loaded = await this.reader.load(partition, this.lookbackMs, startedAt);
      entry.rows = loaded.rows;
      entry.loadedAt = startedAt;
      entry.since = loaded.since;
      return;
    }
    const since = new Date(startedAt - this.lookbackMs).toISOString();
    this.reader.merge(entry.rows, await this.reader.changedSince(partition, entry.since));
    entry.since = since;
  }
}

/**
 * Keeps the compact copies of list partitions current, from the projector: after each batch it is told which
 * partitions were written, and rewrites a partition's copy when enough has changed since the last one, when the last
 * one is old, or when the stream has caught up (a batch smaller than the stream's batch size) and anything changed:
 * at most once a second for a trickle of changes, at once for the many rows a burst's last batches leave.
 */
export class ListSnapshots {
  private readonly state = new Map<string, { writtenAt: number; changes: number }>();

  constructor(
    private readonly lists: readonly { prefix: string; reader: Pick<PartitionReader<ListRow>, 'writeSnapshot'> }[],
    private readonly policy = { maxChanges: 2_000, maxAgeMs: 60_000, caughtUpAfterMs: 1_000, caughtUpChanges: 50 },
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts the rows written per partition and rewrites the copies that are due. */
  async written(pks: readonly string[], caughtUp: boolean): Promise<void> {
    const due: { partition: string; reader: Pick<PartitionReader<ListRow>, 'writeSnapshot'> }[] = [];
    const counts = new Map<string, number>();
    for (const pk of pks) counts.set(pk, (counts.get(pk) ?? 0) + 1);
    const now = this.now();
    for (const [pk, count] of counts) {
      const list = this.lists.find((candidate) => pk.startsWith(candidate.prefix) && !pk.endsWith('#snapshot'));
      if (!list) continue;
      const state = this.state.get(pk) ?? { writtenAt: 0, changes: 0 };
      state.changes += count;
      this.state.set(pk, state);
    }
    for (const [pk, state] of this.state) {
      if (state.changes === 0) continue;
      const age = now - state.writtenAt;
      // Caught up, a copy is due after a second, or at once when it lacks many rows: the tail of a burst would otherwise
      // stay out of the copy until the next write, and every cold reader would read it from the feed.
      const caughtUpDue = caughtUp && (age >= this.policy.caughtUpAfterMs || state.changes >= this.policy.caughtUpChanges);
      if (state.changes >= this.policy.maxChanges || age >= this.policy.maxAgeMs || caughtUpDue) {
        const list = this.lists.find((candidate) => pk.startsWith(candidate.prefix))!;
        due.push({ partition: pk, reader: list.reader });
      }
    }
    await Promise.all(
      due.map(async ({ partition, reader }) => {
        const state = this.state.get(partition)!;
        const changes = state.changes;
        state.changes = 0;
        state.writtenAt = this.now();
        try {
          await reader.writeSnapshot(partition);
        } catch (error) {
          state.changes += changes; // try again after the next batch; the copy is only a shortcut for readers
          throw error;
        }
      }),
    );
  }
}
