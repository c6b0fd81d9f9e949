import { setTimeout as sleep } from 'node:timers/promises';
import { BatchGetCommand, GetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './aws.ts';
import { physicalName, readModelsTable } from './tables.ts';

/**
 * Reading the read models, written once for every context: one row by key, many rows by key in batches, every row of a
 * partition across pages, rows by their index key, and the read-your-writes wait behind `?MinVersion=`. A deleted
 * row (a projection's tombstone) is never returned as if it were live.
 */
export interface ReadModelKey {
  pk: string;
  sk: string;
}
export type ReadModelRow = Record<string, unknown>;

/** A row that is not a projection's tombstone (`deleted`, kept so that a redelivered older event cannot revive it). */
export const isLive = (row: ReadModelRow | undefined): row is ReadModelRow => Boolean(row) && row?.deleted !== true;

export const keyString = (key: ReadModelKey): string => `${key.pk}\u0000${key.sk}`;

const table = (): string => physicalName(readModelsTable);

/** One live row by key. `consistent` for a read that must see a write just made. */
export const getRow = async <T = ReadModelRow>(
  key: ReadModelKey,
  options: { consistent?: boolean; client?: DynamoDBDocumentClient } = {},
): Promise<T | undefined> => {
  const { Item } = await (options.client ?? dynamo()).send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: options.consistent }));
  return isLive(Item) ? (Item as T) : undefined;
};

/** Live rows by key, 100 at a time, retrying what DynamoDB leaves unprocessed; keyed by `keyString`. */
export const batchGet = async (keys: readonly ReadModelKey[], client: DynamoDBDocumentClient = dynamo()): Promise<Map<string, ReadModelRow>> => {
  const tableName = table();
  const unique = [...new Map(keys.map((key) => [keyString(key), key])).values()];
  const found = new Map<string, ReadModelRow>();
  for (let start = 0; start < unique.length; start += 100) {
    let pending: ReadModelKey[] = unique.slice(start, start + 100);
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt > 0) await sleep(Math.min(500, 20 * 2 ** attempt));
      const result = await client.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending } } }));
      for (const item of result.Responses?.[tableName] ?? []) {
        if (isLive(item)) found.set(keyString({ pk: String(item.pk), sk: String(item.sk) }), item);
      }
      pending = (result.UnprocessedKeys?.[tableName]?.Keys as ReadModelKey[] | undefined) ?? [];
    }
  }
  return found;
};

/** Live rows by id: `key(id)` names each row; ids without a live row are left out. */
export const rowsById = async <T = ReadModelRow>(
  ids: readonly string[],
  key: (id: string) => ReadModelKey,
  client?: DynamoDBDocumentClient,
): Promise<Map<string, T>> => {
  if (ids.length === 0) return new Map();
  const rows = await batchGet(ids.map(key), client);
  return new Map(
    ids.flatMap((id) => {
      const row = rows.get(keyString(key(id)));
      return row ? [[id, row as T] as const] : [];
    }),
  );
};

/**
 * Live rows by id, for ids a command has just named (a document printed the moment its case names a new customer): an
 * id without any row yet is read again until its projection writes it, for at most `MIN_VERSION_WAIT_MS`. A tombstone
 * ends the wait at once, and the id is left out as `rowsById` leaves it out.
 */
export const rowsByIdOnceWritten = async <T = ReadModelRow>(
  ids: readonly string[],
  key: (id: string) => ReadModelKey,
  options: { waitMs?: number; client?: DynamoDBDocumentClient } = {},
): Promise<Map<string, T>> => {
  const found = await rowsById<T>(ids, key, options.client);
  const awaited = await Promise.all(
    ids.filter((id) => !found.has(id)).map(async (id) => [id, await readAtVersion<T>(key(id), 1, options)] as const),
  );
  for (const [id, row] of awaited) if (isLive(row)) found.set(id, row as T);
  return found;
};

export interface PartitionQuery {
  pk: string;
  /** A DynamoDB filter expression over the partition's rows. */
  filter?: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
  /** Only these attributes of each row. */
  attributes?: readonly string[];
}

/** Every row of a read-model partition that passes the filter, across pages (tombstones included unless filtered). */
export const queryPartition = async (input: PartitionQuery, client: DynamoDBDocumentClient = dynamo()): Promise<ReadModelRow[]> => {
  const names: Record<string, string> = { ...input.names };
  const projection = input.attributes?.map((attribute, index) => {
    names[`#p${index}`] = attribute;
    return `#p${index}`;
  });
  const rows: ReadModelRow[] = [];
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: input.filter,
        ProjectionExpression: projection?.join(', '),
        ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
        ExpressionAttributeValues: { ':pk': input.pk, ...input.values },
        ExclusiveStartKey: exclusiveStartKey,
      }),
    );
    rows.push(...(page.Items ?? []));
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  return rows;
};

/**
 * A search over the departments in scope: the live rows of each department's partition that pass every condition
 * given (one query per department, all at once), each with the department it is from.
 */
export const searchDepartments = async <Department extends { DealerId: string }>(
  departments: readonly Department[],
  partitionOf: (dealerId: string) => string,
  search: { conditions: readonly (string | undefined)[]; values: Record<string, unknown>; attributes: readonly string[] },
  client?: DynamoDBDocumentClient,
): Promise<{ row: ReadModelRow; department: Department }[]> => {
  const filter = ['attribute_not_exists(deleted)', ...search.conditions].filter(Boolean).join(' AND ');
  const perDepartment = await Promise.all(
    departments.map(async (department) => {
      const rows = await queryPartition({ pk: partitionOf(department.DealerId), filter, values: search.values, attributes: search.attributes }, client);
      return rows.map((row) => ({ row, department }));
    }),
  );
  return perDepartment.flat();
};

/** Live rows by their `gsi1` key (`gsi1sk` optional), across pages: a row found by its id alone, or a group's rows. */
export const queryIndex = async (index: { gsi1pk: string; gsi1sk?: string }, client: DynamoDBDocumentClient = dynamo()): Promise<ReadModelRow[]> => {
  const rows: ReadModelRow[] = [];
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'gsi1',
        KeyConditionExpression: index.gsi1sk === undefined ? 'gsi1pk = :pk' : 'gsi1pk = :pk AND gsi1sk = :sk',
        ExpressionAttributeValues: { ':pk': index.gsi1pk, ...(index.gsi1sk === undefined ? {} : { ':sk': index.gsi1sk }) },
        ExclusiveStartKey: exclusiveStartKey,
      }),
    );
    rows.push(...(page.Items ?? []).filter(isLive));
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  return rows;
};

/** How long `?MinVersion=` waits for a read model to reach the version a command returned. */
export const MIN_VERSION_WAIT_MS = 3_000;
const POLL_MS = 40;

/**
 * Read your writes: the row by key (consistent read) once its projection has applied `minVersion` (`lastVersion`), or
 * once it is deleted; after `MIN_VERSION_WAIT_MS` whatever there is. Without a `minVersion` one read. A deleted row is
 * returned with its tombstone flag, so the caller can tell "gone" from "not there yet".
 */
export const readAtVersion = async <T>(
  key: ReadModelKey,
  minVersion = 0,
  options: { waitMs?: number; client?: DynamoDBDocumentClient } = {},
): Promise<(T & { lastVersion: number; deleted?: true }) | undefined> => {
  const deadline = Date.now() + (minVersion > 0 ? (options.waitMs ?? MIN_VERSION_WAIT_MS) : 0);
  for (;;) {
    const { Item } = await (options.client ?? dynamo()).send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }));
    const row = Item as (T & { lastVersion: number; deleted?: true }) | undefined;
    if (row && (row.deleted || row.lastVersion >= minVersion)) return row;
    if (Date.now() >= deadline) return row;
    await sleep(POLL_MS);
  }
};
