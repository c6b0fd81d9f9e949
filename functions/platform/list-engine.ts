import { endianness } from 'node:os';
import { gunzipSync, gzipSync } from 'node:zlib';
import { BatchGetCommand, BatchWriteCommand, GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './aws.ts';
import { OrderedRefreshes } from './ordered-refreshes.ts';
import { danishSortKey } from './search-text.ts';
import { physicalName, readModelsTable } from './tables.ts';

/**
 * The platform's one list engine: every list (cases, customers, own cars, and the lists to come) is the rows of one
 * read-model partition per department, held in memory by the query function's container, joined as the list declares
 * (`ListDeclaration`: rows of the same partition, or rows another reader supplies), and filtered, sorted in the one
 * Danish order (`danishSortKey`) and paged there.
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
  /**
   * The order the copy keeps its rows in: the list's default order, so that a cold container takes it as it comes
   * rather than sorting a department's rows before its first page; and how many listed rows it holds (each followed by
   * the rows joined to it, before the rows joined to none and those not listed), so that a cold container's first
   * page reads the copy only up to the page's end.
   */
  orderCopy?: (rows: T[]) => { rows: T[]; listed: number };
  /**
   * Listed fields only a search by words reads (a row's normalised search text): the copy keeps them in a part of its
   * own, which a cold container decodes only when a search first asks for them, since they are the bulk of the copy
   * and its first page shows none of them. Not `Id`, `lastVersion` nor `writtenAt`.
   */
  searchFields?: readonly (keyof T & string)[];
}

/** A list's stored row: the listed fields of its read-model row (`ListShape.fields`), its version a number. */
export type StoredRow<R, F extends string> = Pick<R, Exclude<F, 'lastVersion'> & keyof R> & { lastVersion: number };

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

const SNAPSHOT_CHUNK_BYTES = 300_000;
export const snapshotPartition = (partition: string): string => `${partition}#snapshot`;

export interface SnapshotHead {
  format?: string;
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

/** Sends a batch, then what DynamoDB left of it unprocessed, backing off, until nothing is left. */
const untilProcessed = async <T>(batch: T[], send: (batch: T[]) => Promise<T[]>): Promise<void> => {
  for (let attempt = 0, left = batch; left.length > 0; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(500, 20 * 2 ** attempt)));
    left = await send(left);
  }
};

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

// ---------------------------------------------------------------------------------------------------------------
// The copy's format: rows as columns, gzipped. A head line (JSON) names the fields, the row count and each column's
// kind and lengths; then every column's text, one after the other, which a reader slices out by those lengths; then
// the codes of the columns whose values repeat, as bytes. A column of strings is its values joined by newlines (a
// reader splits it, without parsing anything); a column of other values (numbers, flags, lists) is JSON. A column whose
// values repeat (a department, a status, a make) is each distinct value once and one or two bytes per row: a
// department's 100,000 customers or 12,000 cases fit in a few megabytes and a couple of hundred kilobytes gzipped, and
// the text stays in one byte per character (codes as characters would make it two), which a cold reader decodes and
// splits the faster.

/**
 * The copy's format, named in its head: a copy of another format (or none) is read as if there were none (the partition
 * is read whole) and replaced by the next copy written (`npm run rebuild -- --copies` rewrites them all at once).
 */
export const COPY_FORMAT = 'list-7';
const SEPARATOR = '\n';
/** An absent value in a column of strings. */
const ABSENT = '\u0000';
const MAX_DICTIONARY = 0xffff;

/** t: strings; d: strings as a dictionary and codes; j: JSON values; k: JSON values as a dictionary and codes (of 1 or 2 bytes). */
type ColumnHead = ['t' | 'j', number] | ['d' | 'k', number, 1 | 2];

/** The values' codes and where each distinct one first occurs; undefined when they hardly repeat. */
const codesOf = (keys: readonly unknown[]): { firsts: number[]; codes: Buffer; width: 1 | 2 } | undefined => {
  const distinct = new Map<unknown, number>();
  const firsts: number[] = [];
  const numbers = new Uint16Array(keys.length);
  for (let at = 0; at < keys.length; at += 1) {
    const key = keys[at];
    let code = distinct.get(key);
    if (code === undefined) {
      code = distinct.size;
      distinct.set(key, code);
      firsts.push(at);
      if (distinct.size > MAX_DICTIONARY || distinct.size > keys.length / 2) return undefined;
    }
    numbers[at] = code;
  }
  const width = distinct.size <= 0x100 ? 1 : 2;
  const codes = Buffer.alloc(keys.length * width);
  for (let at = 0; at < numbers.length; at += 1) {
    if (width === 1) codes[at] = numbers[at]!;
    else codes.writeUInt16LE(numbers[at]!, at * 2);
  }
  return { firsts, codes, width };
};

interface EncodedColumn {
  head: ColumnHead;
  text: Buffer;
  codes?: Buffer;
  latin1: boolean;
}

const encodeColumn = (values: readonly unknown[]): EncodedColumn => {
  const strings = values.every((value) => value === undefined || value === null || (typeof value === 'string' && !value.includes(SEPARATOR) && !value.includes(ABSENT)));
  if (strings) {
    const texts = values.map((value) => (value === undefined || value === null ? ABSENT : (value as string)));
    const coded = codesOf(texts);
    if (!coded) return encoded('t', texts.join(SEPARATOR));
    return encoded('d', coded.firsts.map((at) => texts[at]!).join(SEPARATOR), coded);
  }
  // A list (a car's equipment, its pictures) repeats by its content, not by being the same object.
  const present = values.map((value) => value ?? null);
  const coded = codesOf(present.map((value) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : value)));
  if (!coded) return encoded('j', JSON.stringify(present));
  return encoded('k', JSON.stringify(coded.firsts.map((at) => present[at])), coded);
};

/** Text of no character beyond Latin-1 (U+00FF). */
const LATIN1 = /^[^\u0100-\uffff]*$/;

/**
 * A column's text as bytes, its head naming their length: a reader decodes each column from its own bytes. Danish text
 * is Latin-1, one byte a character, which a cold reader decodes many times faster than UTF-8 (a first search by words
 * decodes megabytes of it).
 */
const encoded = (kind: 't' | 'd' | 'j' | 'k', text: string, coded?: { codes: Buffer; width: 1 | 2 }): EncodedColumn => {
  const latin1 = LATIN1.test(text);
  const bytes = Buffer.from(text, latin1 ? 'latin1' : 'utf8');
  if (kind === 't' || kind === 'j') return { head: [kind, bytes.length], text: bytes, latin1 };
  return { head: [kind, bytes.length, coded!.width], text: bytes, codes: coded!.codes, latin1 };
};

/**
 * A decoded column: its values, or (a column whose values repeat) its distinct values and each row's code, read
 * through the codes rather than spread into a value per row (a cold container's rows read most of their fields so).
 * Every column has the same fields, so that the code reading them sees one shape.
 */
export interface CopyColumn {
  values: unknown[] | undefined;
  /**
   * A column of strings not split yet, as the copy's bytes: a cold container's first page reads a few of its values,
   * each made when read; the column is made into strings only when most rows are read.
   */
  bytes: Buffer | undefined;
  encoding: 'latin1' | 'utf8';
  dictionary: readonly unknown[] | undefined;
  codes: Uint8Array | Uint16Array | undefined;
  /** Where the last read of the unsplit text stopped (its row and that row's first byte), and how many rows more such reads may walk. */
  walked: { row: number; start: number; budget: number };
}

const LITTLE_ENDIAN = endianness() === 'LE';

/** Two-byte codes (little-endian) as numbers: the copy's bytes themselves where they are aligned, else copied once. */
const wideCodes = (codes: Buffer, count: number): Uint16Array => {
  if (LITTLE_ENDIAN && codes.byteOffset % 2 === 0) return new Uint16Array(codes.buffer, codes.byteOffset, count);
  const wide = new Uint16Array(count);
  if (LITTLE_ENDIAN) new Uint8Array(wide.buffer).set(codes);
  else for (let at = 0; at < count; at += 1) wide[at] = codes[2 * at]! | (codes[2 * at + 1]! << 8);
  return wide;
};

/** A column from its bytes in the copy (which it may keep: a cold reader decodes only what it reads). */
const decodeColumn = (head: ColumnHead, bytes: Buffer, encoding: 'latin1' | 'utf8', codes: Buffer | undefined, count: number): CopyColumn => {
  const present = (value: unknown): unknown => (value === ABSENT || value === null ? undefined : value);
  const [kind] = head;
  const column: CopyColumn = { values: undefined, bytes: undefined, encoding, dictionary: undefined, codes: undefined, walked: { row: 0, start: 0, budget: WALK_BUDGET } };
  if (count === 0) column.values = [];
  else if (kind === 't') column.bytes = bytes;
  else if (kind === 'j') column.values = (JSON.parse(bytes.toString(encoding)) as unknown[]).map(present);
  else {
    const text = bytes.toString(encoding);
    column.dictionary = kind === 'd' ? text.split(SEPARATOR).map(present) : (JSON.parse(text) as unknown[]).map(present);
    column.codes = head[2] === 1 ? codes! : wideCodes(codes!, count);
  }
  return column;
};

/** Rows a column's unsplit text is walked over before it is split instead: a cold list's first page reads a few rows' fields. */
const WALK_BUDGET = 4_096;

/** Row `at` of a column of strings: walked to from the last read while that stays short, else the column split. */
const textAt = (column: CopyColumn, at: number): unknown => {
  const bytes = column.bytes!;
  const walked = column.walked;
  let { row, start } = walked;
  if (at < row) {
    row = 0;
    start = 0;
  }
  walked.budget -= at - row;
  if (walked.budget < 0) return split(column)[at];
  for (; row < at; row += 1) start = bytes.indexOf(NEWLINE, start) + 1;
  walked.row = row;
  walked.start = start;
  const end = bytes.indexOf(NEWLINE, start);
  const value = bytes.toString(column.encoding, start, end === -1 ? bytes.length : end);
  return value === ABSENT ? undefined : value;
};

/** The separator as a byte (no byte of a character beyond ASCII is one, in UTF-8 as in Latin-1). */
const NEWLINE = 0x0a;

/** A column of strings split into its values (once). */
const split = (column: CopyColumn): unknown[] => {
  if (column.values) return column.values;
  const values: unknown[] = column.bytes!.toString(column.encoding).split(SEPARATOR);
  for (let at = 0; at < values.length; at += 1) if (values[at] === ABSENT) values[at] = undefined;
  column.bytes = undefined;
  return (column.values = values);
};

/** A column's value of every row (made once for a coded column). */
const valuesOf = (column: CopyColumn, count: number): unknown[] => {
  if (column.values) return column.values;
  if (column.codes === undefined) return split(column);
  const { dictionary, codes } = column;
  const values = new Array<unknown>(count);
  for (let at = 0; at < count; at += 1) values[at] = dictionary![codes![at]!];
  return (column.values = values);
};

/** Reads row `at` of column `c` (generated code inlines it per field). */
const READ = (c: string, at: string) => `(${c}.values !== undefined ? ${c}.values[${at}] : ${c}.codes === undefined ? textAt(${c}, ${at}) : ${c}.dictionary[${c}.codes[${at}]])`;

interface CopyBody {
  format: typeof COPY_FORMAT;
  fields: string[];
  count: number;
  columns: ColumnHead[];
  /** The length of the columns' text in bytes (the codes follow it); each column's head names its own in bytes. */
  textBytes: number;
  /** The fields of the copy's other part (the first part's head names them). */
  searchFields?: string[];
  /** The columns written in Latin-1 (by their place); the others are UTF-8. */
  latin1: number[];
  /** How many listed rows the copy holds, first in its order (`ListShape.orderCopy`). */
  listed?: number;
}

/** A part of the copy: its head line, its columns' texts, then their codes, gzipped. */
const packPart = (fields: readonly string[], list: readonly Record<string, unknown>[], searchFields?: readonly string[], listed?: number): Buffer => {
  const columns = fields.map((field) => encodeColumn(list.map((row) => row[field])));
  const text = Buffer.concat(columns.map((column) => column.text));
  const head: CopyBody = {
    format: COPY_FORMAT,
    fields: [...fields],
    count: list.length,
    columns: columns.map((column) => column.head),
    textBytes: text.length,
    latin1: columns.flatMap((column, index) => (column.latin1 ? [index] : [])),
    ...(searchFields ? { searchFields: [...searchFields] } : {}),
    ...(listed !== undefined ? { listed } : {}),
  };
  const codes = columns.flatMap((column) => (column.codes ? [column.codes] : []));
  return gzipSync(Buffer.concat([Buffer.from(`${JSON.stringify(head)}\n`, 'utf8'), text, ...codes]), { level: 6 });
};

const unpackPart = (packed: Buffer): { fields: string[]; searchFields: string[]; count: number; listed: number | undefined; columns: CopyColumn[] } => {
  const body = gunzipSync(packed);
  const end = body.indexOf(NEWLINE);
  const head = JSON.parse(body.toString('utf8', 0, end)) as CopyBody;
  let at = end + 1;
  let codesAt = end + 1 + head.textBytes;
  const latin1 = new Set(head.latin1);
  const columns = head.columns.map((column, index) => {
    // Each column from its own bytes, in its own encoding: Latin-1 (ids, phone numbers, dates, Danish text) is one byte a character.
    const part = body.subarray(at, at + column[1]);
    at += column[1];
    let codes: Buffer | undefined;
    if (column[0] === 'd' || column[0] === 'k') {
      codes = body.subarray(codesAt, codesAt + head.count * column[2]);
      codesAt += head.count * column[2];
    }
    return decodeColumn(column, part, latin1.has(index) ? 'latin1' : 'utf8', codes, head.count);
  });
  return { fields: head.fields, searchFields: head.searchFields ?? [], count: head.count, listed: head.listed, columns };
};

/**
 * Makes the rows of a copy, every one with the same fields in the same order. A cold reader makes thousands at once:
 * made by one function written for the copy's fields (one object literal), that takes a third of the time setting the
 * fields one by one does.
 */
type RowMaker = (columns: readonly CopyColumn[], at: number) => Record<string, unknown>;
/** Made once per field list for the container's life: the same list is read cold again after each reload. */
const rowMakers = new Map<string, RowMaker>();
const rowMaker = (fields: readonly string[]): RowMaker => {
  const key = fields.join(',');
  let make = rowMakers.get(key);
  if (make) return make;
  make = new Function('textAt', `return (columns, at) => ({ ${plainFields(fields).map((field, index) => `${field}: ${READ(`columns[${index}]`, 'at')}`).join(', ')} });`)(textAt) as RowMaker;
  rowMakers.set(key, make);
  return make;
};
/**
 * Puts the search fields of the copy's rows at `positions` on the rows listed from them (each under its own name, when
 * the row has one): one function written for the fields, as `rowMaker` is, since a first search by words fills every row.
 */
type SearchFieldsFiller = (columns: readonly CopyColumn[], rows: readonly object[], positions: ArrayLike<number>) => void;
const searchFieldsFillers = new Map<string, SearchFieldsFiller>();
const searchFieldsFiller = (fields: readonly string[]): SearchFieldsFiller => {
  const key = fields.join(',');
  let fill = searchFieldsFillers.get(key);
  if (fill) return fill;
  const puts = plainFields(fields).map((field, index) => `value = ${READ(`columns[${index}]`, 'at')}; if (value !== undefined) row.${field} = value;`);
  fill = new Function(
    'textAt',
    `return (columns, rows, positions) => { let value; for (let index = 0; index < rows.length; index += 1) { const row = rows[index]; const at = positions[index]; ${puts.join(' ')} } };`,
  )(textAt) as SearchFieldsFiller;
  searchFieldsFillers.set(key, fill);
  return fill;
};
/** A list's fields are written into the code that reads its copy: plain names only. */
const plainFields = (fields: readonly string[]): readonly string[] => {
  const odd = fields.find((field) => !/^[A-Za-z_$][\w$]*$/.test(field) || ['__proto__', 'at', 'columns', 'constructor'].includes(field));
  if (odd !== undefined) throw new Error(`A list copy's field must be a plain name: ${odd}`);
  return fields;
};

/**
 * The rows as the copy: the length of its first part (4 bytes), the part of every field but `searchFields`, then the
 * part of `searchFields` (each part gzipped on its own, so that a reader may leave the second one packed). Rows in
 * their list's order (`ListShape.orderCopy`) come with how many of them are listed.
 */
export const pack = <T extends ListRow>(fields: readonly string[], rows: readonly T[] | { rows: readonly T[]; listed: number }, searchFields: readonly string[] = []): Buffer => {
  const ordered = 'listed' in rows ? rows : undefined;
  const list = (ordered ? ordered.rows : rows) as unknown as readonly Record<string, unknown>[];
  const searched = fields.filter((field) => searchFields.includes(field));
  const first = packPart(
    fields.filter((field) => !searchFields.includes(field)),
    list,
    searched,
    ordered?.listed,
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(first.length);
  return Buffer.concat(searched.length > 0 ? [length, first, packPart(searched, list)] : [length, first]);
};

/**
 * A copy's rows as its columns: a cold reader makes from them only the rows it needs (`rowsOfCopy`, `eachCopiedRow`).
 * `fields` and `columns` are every field but the search fields (`ListShape.searchFields`), whose columns are decoded
 * from their part of the copy when first asked for (`searchColumns`).
 */
export interface CopiedRows {
  fields: readonly string[];
  count: number;
  /** How many listed rows the copy holds, first in its order; undefined for a copy not in a list's order. */
  listed: number | undefined;
  columns: readonly CopyColumn[];
  searchFields: readonly string[];
  searchColumns: () => readonly CopyColumn[];
}

/** A field's value in every row of the copy. */
export const copiedValues = (copy: CopiedRows, field: string): unknown[] => valuesOf(copy.columns[copy.fields.indexOf(field)]!, copy.count);

/** The copy's rows whole (the search fields too) by id, in the order they were packed. */
export const rowsOfCopy = <T extends ListRow>(copy: CopiedRows): Map<string, T> => {
  const make = rowMaker([...copy.fields, ...copy.searchFields]);
  const columns = copy.searchFields.length > 0 ? [...copy.columns, ...copy.searchColumns()] : copy.columns;
  // Every row is read: each column split at once rather than walked.
  for (const column of columns) if (column.bytes !== undefined) split(column);
  const rows = new Map<string, T>();
  for (let at = 0; at < copy.count; at += 1) {
    const row = make(columns, at) as T;
    rows.set(row.Id, row);
  }
  return rows;
};

/**
 * The copy's row at `at` as a cursor that stays there: reads its fields from the columns, for a caller that keeps none
 * of them (`ListDeclaration.listedKeepsNoRow`), at a fraction of making the row.
 */
export const copiedCursor = <T>(copy: CopiedRows, at: number): T => {
  let found = copyCursors.get(copy);
  if (!found) copyCursors.set(copy, (found = cursorClass(copy.fields)));
  const cursor = new found(copy.columns);
  cursor.at = at;
  return cursor as T;
};
const copyCursors = new WeakMap<CopiedRows, CursorClass>();

/**
 * Calls `each` with the copy's rows in turn, without their search fields, until it answers `false`. With `reuse`, one
 * row that reads the copy's columns where it stands is moved along (for a caller that keeps none of them, and reads
 * only some of their fields): a cold container lists a department without making its stored rows.
 */
export const eachCopiedRow = <T>(copy: CopiedRows, reuse: boolean, each: (row: T, at: number) => boolean | void): void => {
  if (!reuse) {
    const make = rowMaker(copy.fields);
    for (let at = 0; at < copy.count; at += 1) if (each(make(copy.columns, at) as T, at) === false) return;
    return;
  }
  const cursor = new (cursorClass(copy.fields))(copy.columns);
  for (let at = 0; at < copy.count; at += 1) {
    cursor.at = at;
    if (each(cursor as T, at) === false) return;
  }
};

interface Cursor {
  at: number;
}
const STANDING = Symbol('standing');
/**
 * A row that stays where `row` stands now: a moving cursor's place kept in a cursor of its own (its fields are read from
 * the copy when asked for), a stored row itself. A listed row that keeps it reads its rare fields only when shown.
 */
export const standingRow = <T>(row: T): T => {
  const kept = (row as { [STANDING]?: () => T })[STANDING];
  return kept ? kept.call(row) : row;
};
type CursorClass = new (columns: readonly CopyColumn[]) => Cursor;
const cursorClasses = new Map<string, CursorClass>();
/** A class whose instances read each field from its column at `at`. */
const cursorClass = (fields: readonly string[]): CursorClass => {
  const key = fields.join(',');
  let found = cursorClasses.get(key);
  if (found) return found;
  found = new Function(
    'textAt',
    'STANDING',
    `return class { constructor(columns) { this.columns = columns; this.at = 0; } [STANDING]() { const kept = new this.constructor(this.columns); kept.at = this.at; return kept; } ${plainFields(fields)
      .map((field, index) => `get ${field}() { const c = this.columns[${index}]; return ${READ('c', 'this.at')}; }`)
      .join(' ')} };`,
  )(textAt, STANDING) as CursorClass;
  cursorClasses.set(key, found);
  return found;
};

/** The copy's columns; those of the search fields are decoded when first asked for. */
export const unpackColumns = (packed: Buffer): CopiedRows => {
  const firstLength = packed.readUInt32BE(0);
  const first = unpackPart(packed.subarray(4, 4 + firstLength));
  const searchPart = packed.subarray(4 + firstLength);
  let searchColumns: CopyColumn[] | undefined;
  return {
    fields: first.fields,
    count: first.count,
    listed: first.listed,
    columns: first.columns,
    searchFields: first.searchFields,
    searchColumns: () => (searchColumns ??= first.searchFields.length > 0 ? unpackPart(searchPart).columns : []),
  };
};

/**
 * Writes a packed copy of a partition in chunks of one item each under `<partition>#snapshot`, then the head naming the
 * new generation (so a reader sees either the old copy or the new one whole), then deletes the previous generation's
 * chunks. The head carries `generation` and `chunks` besides what the list keeps there.
 */
const writeCopyChunks = async (
  client: DynamoDBDocumentClient,
  tableName: string,
  partition: string,
  packed: Buffer,
  copy: { generation: string; head: Record<string, unknown>; previous?: { generation: string; chunks: number } },
): Promise<void> => {
  const pk = snapshotPartition(partition);
  const chunks: Buffer[] = [];
  for (let start = 0; start < packed.length || start === 0; start += SNAPSHOT_CHUNK_BYTES) chunks.push(packed.subarray(start, start + SNAPSHOT_CHUNK_BYTES));
  const writeAll = async (requests: Record<string, unknown>[]): Promise<void> => {
    for (let start = 0; start < requests.length; start += 25) {
      await untilProcessed(requests.slice(start, start + 25), async (batch) => {
        const result = await client.send(new BatchWriteCommand({ RequestItems: { [tableName]: batch as never } }));
        return (result.UnprocessedItems?.[tableName] as Record<string, unknown>[] | undefined) ?? [];
      });
    }
  };
  await writeAll(chunks.map((data, index) => ({ PutRequest: { Item: { pk, sk: `${copy.generation}#${index}`, Data: data } } })));
  await client.send(new PutCommand({ TableName: tableName, Item: { pk, sk: 'head', ...copy.head, generation: copy.generation, chunks: chunks.length } }));
  const { previous } = copy;
  if (previous && previous.generation !== copy.generation) {
    await writeAll(Array.from({ length: previous.chunks }, (_, index) => ({ DeleteRequest: { Key: { pk, sk: `${previous.generation}#${index}` } } })));
  }
};

/** The listed fields of the rows of a partition written after `since` (tombstones included), from its change feed. */
const writtenSince = (client: DynamoDBDocumentClient, tableName: string, partition: string, since: string, fields: readonly string[]): Promise<Record<string, unknown>[]> =>
  queryAll(client, {
    TableName: tableName,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk > :since',
    ExpressionAttributeValues: { ':pk': partition, ':since': since },
    ...projectionOf(fields),
  });

/** The head of a partition's copy (read consistently), or undefined when the partition has no copy yet. */
const readCopyHead = async (client: DynamoDBDocumentClient, tableName: string, partition: string): Promise<SnapshotHead | undefined> => {
  const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: { pk: snapshotPartition(partition), sk: 'head' }, ConsistentRead: true }));
  return Item as SnapshotHead | undefined;
};

/** The packed copy `head` names, or undefined when its generation is being replaced (the caller reads the partition). */
const readCopyChunks = async (client: DynamoDBDocumentClient, tableName: string, partition: string, head: SnapshotHead): Promise<Buffer | undefined> => {
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

/** Whether the copy holds every row of the feed as written (or newer), so that the feed changes none of its rows. */
const allHeld = (copy: CopiedRows, written: readonly Record<string, unknown>[], writtenAt?: string): boolean => {
  if (written.length === 0) return true;
  const wanted = new Map(written.map((item) => [item.Id as string, item]));
  if (wanted.size !== written.length) return false;
  const ids = copiedValues(copy, 'Id');
  const versions = copiedValues(copy, 'lastVersion');
  const times = writtenAt ? copiedValues(copy, writtenAt) : undefined;
  let held = 0;
  for (let at = 0; at < copy.count && held < wanted.size; at += 1) {
    const item = wanted.get(ids[at] as string);
    if (!item) continue;
    const version = versions[at] as number;
    const itemVersion = item.lastVersion as number;
    if (version > itemVersion || (version === itemVersion && (!times || times[at] === item[writtenAt!]))) held += 1;
    else return false;
  }
  return held === wanted.size;
};

/** A partition as read: its rows (or its copy's columns), when to read the feed from next, and which rows the feed changed since the copy. */
export interface LoadedPartition<T> {
  rows: Map<string, T> | CopiedRows;
  since: string;
  fromSnapshot: boolean;
  fromFeed: string[];
}

/** A copy's head if the copy is of this format: one of another format is read as none. */
const ofThisFormat = (head: SnapshotHead | undefined): SnapshotHead | undefined => (head?.format === COPY_FORMAT ? head : undefined);

/** Reads one partition's rows: from its copy plus the feed since, or whole when there is no copy yet. */
export class PartitionReader<T extends ListRow> {
  readonly client: DynamoDBDocumentClient;
  readonly tableName: string;

  /** What the last read of a partition took, step by step (the cold path's figures, for logs and benchmarks). */
  lastLoad: { headMs: number; chunksMs: number; feedMs: number; decodeMs: number; copyBytes: number; feedRows: number } | undefined;

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

  /**
   * Every row of the partition (tombstones included) and the time from which the feed must be read to stay current.
   * Read from a copy, the rows come in the copy's order (`orderCopy`), those the feed changed since (`fromFeed`) aside;
   * as the copy's columns while the feed has changed none of them (a cold reader lists them without making them).
   */
  async load(partition: string, lookbackMs: number, now = Date.now()): Promise<LoadedPartition<T>> {
    const started = performance.now();
    return this.loadFrom(partition, await this.readHead(partition), { lookbackMs, now, started });
  }

  /** `load` with the copy's head read already (undefined: no copy of this format). */
  private async loadFrom(
    partition: string,
    head: SnapshotHead | undefined,
    { lookbackMs, now, started }: { lookbackMs: number; now: number; started: number },
  ): Promise<LoadedPartition<T>> {
    const since = new Date(now - lookbackMs).toISOString();
    const headRead = performance.now();
    const after = <V>(read: Promise<V>): Promise<[V, number]> => read.then((value) => [value, performance.now()]);
    // The copy and the feed since it are read side by side: a cold reader waits for the slower of the two, not both.
    const [[packed, chunksRead], [written, feedRead]] = head
      ? await Promise.all([
          after(readCopyChunks(this.client, this.tableName, partition, head)),
          after<readonly unknown[]>(this.shape.writtenAt ? this.versionsSince(partition, head.since, this.shape.writtenAt) : this.changedSince(partition, head.since)),
        ])
      : [[undefined, headRead], [[], headRead]];
    const decodeFrom = performance.now();
    const copied = packed && unpackColumns(packed);
    this.lastLoad = {
      headMs: headRead - started,
      chunksMs: chunksRead - headRead,
      feedMs: feedRead - headRead,
      decodeMs: performance.now() - decodeFrom,
      copyBytes: packed?.length ?? 0,
      feedRows: written.length,
    };
    if (!copied) {
      const items = await queryAll(this.client, {
        TableName: this.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        ...projectionOf(this.fieldsWithMeta()),
      });
      return { rows: new Map(items.map((item) => [item.Id as string, item as unknown as T])), since, fromSnapshot: false, fromFeed: [] };
    }
    // The feed since a copy mostly repeats it (a copy looks back a few seconds): then the copy is the partition.
    if (allHeld(copied, written as Record<string, unknown>[], this.shape.writtenAt)) return { rows: copied, since, fromSnapshot: true, fromFeed: [] };
    const rows = rowsOfCopy<T>(copied);
    const changed = this.shape.writtenAt ? await this.notHeld(partition, written as Record<string, unknown>[], rows, this.shape.writtenAt) : (written as T[]);
    const fromFeed = mergeRows(rows, changed, this.shape.writtenAt);
    return { rows, since, fromSnapshot: true, fromFeed };
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
      await untilProcessed<Record<string, unknown>>(keys.slice(start, start + 100), async (wanted) => {
        const result = await this.client.send(new BatchGetCommand({ RequestItems: { [this.tableName]: { Keys: wanted, ConsistentRead: true, ...projection } } }));
        rows.push(...((result.Responses?.[this.tableName] ?? []) as unknown as T[]));
        return (result.UnprocessedKeys?.[this.tableName]?.Keys as Record<string, unknown>[] | undefined) ?? [];
      });
    }
    return rows;
  }

  /** Rows written after `since` (tombstones included). */
  changedSince(partition: string, since: string): Promise<T[]> {
    return writtenSince(this.client, this.tableName, partition, since, this.fieldsWithMeta()) as Promise<unknown[]> as Promise<T[]>;
  }

  async readSnapshot(partition: string): Promise<{ head: SnapshotHead; rows: T[] } | undefined> {
    const head = await this.readHead(partition);
    const copied = head && (await this.readChunks(partition, head));
    return head && copied ? { head, rows: [...rowsOfCopy<T>(copied).values()] } : undefined;
  }

  /** The head of the partition's copy, if it has one of this format (another format is read as none). */
  private async readHead(partition: string): Promise<SnapshotHead | undefined> {
    return ofThisFormat(await readCopyHead(this.client, this.tableName, partition));
  }

  private async readChunks(partition: string, head: SnapshotHead): Promise<CopiedRows | undefined> {
    const packed = await readCopyChunks(this.client, this.tableName, partition, head);
    return packed && unpackColumns(packed);
  }

  /**
   * Writes a new copy of the partition: the previous copy plus the feed since it (or the whole partition), packed in
   * chunks, in the list's order (`orderCopy`); the head names the new generation last, so a reader sees either the old copy or
   * the new one whole.
   */
  async writeSnapshot(partition: string, options: { lookbackMs?: number; now?: number } = {}): Promise<{ rows: number; bytes: number }> {
    const now = options.now ?? Date.now();
    // Covers rows being written while the copy is made (a batch's write requests in flight).
    const lookbackMs = options.lookbackMs ?? 5_000;
    const started = performance.now();
    const previous = await readCopyHead(this.client, this.tableName, partition);
    const loaded = (await this.loadFrom(partition, ofThisFormat(previous), { lookbackMs, now, started })).rows;
    const rows = loaded instanceof Map ? loaded : rowsOfCopy<T>(loaded);
    // Tombstones are left out of the copy: a row deleted later than the copy comes through the feed.
    const live = [...rows.values()].filter((row) => !row.Deleted);
    const packed = pack(this.fieldsWithMeta(), this.shape.orderCopy ? this.shape.orderCopy(live) : live, this.shape.searchFields);
    // The previous generation's chunks (of this format or an older one) go once the head no longer names them.
    await writeCopyChunks(this.client, this.tableName, partition, packed, {
      generation: String(now),
      head: { format: COPY_FORMAT, since: new Date(now - lookbackMs).toISOString(), rows: live.length },
      previous,
    });
    return { rows: live.length, bytes: packed.length };
  }
}

/** What a container holds of one partition. */
export interface HeldPartition<T> {
  /** Made from `copied` when first asked for. */
  rows: Map<string, T>;
  /**
   * The rows as the copy's columns, while no stored row has been asked for: a cold container's first searches list
   * them straight from the columns; the first change from the feed (or a join) makes the stored rows.
   */
  copied?: CopiedRows;
  /** Counts the refreshes that changed something: a view made at this version is current. */
  version: number;
  /** The rows were read from a copy, in its order, at this version; the ids changed since are in `changes`. */
  copyOrderedAt?: number;
  loadedAt: number;
  /** The next read of the feed asks for rows written after this (ISO time). */
  since: string;
  /** The ids each recent version changed (a reload: every row). */
  changes: { version: number; ids: readonly string[] | 'all' }[];
}

/** How many versions' changes a partition remembers: a view further behind is made again. */
const CHANGES_KEPT = 64;

/**
 * The live rows of partitions, up to date as of each call. Reads are ordered per partition: a caller waits for a
 * refresh that starts after it arrived, so a row written before the request is seen (as far as the projection has
 * caught up).
 */
export class PartitionList<T extends ListRow> implements PartitionSource<T> {
  private readonly held: OrderedRefreshes<HeldPartition<T>>;
  readonly reader: PartitionReader<T>;
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
      create: (): HeldPartition<T> => emptyPartition(),
      refresh: (partition, entry) => this.refresh(partition, entry),
    });
  }

  /** The partition as held, current as of this call. */
  partition(partition: string): Promise<HeldPartition<T>> {
    return this.held.current(partition);
  }

  /** The live (not deleted) rows of the partitions. */
  async rowsOf(partitions: readonly string[]): Promise<T[]> {
    const held = await Promise.all(partitions.map((partition) => this.held.current(partition)));
    return held.flatMap((entry) => [...entry.rows.values()].filter((row) => !row.Deleted));
  }

  /** The rows of one partition by id (tombstones too). */
  async byId(partition: string): Promise<Map<string, T>> {
    return (await this.held.current(partition)).rows;
  }

  /** Forgets everything (tests, and a rebuild of the read model). */
  clear(): void {
    this.held.clear();
  }

  private async refresh(partition: string, entry: HeldPartition<T>): Promise<void> {
    const startedAt = this.now();
    if (entry.loadedAt === 0 || startedAt - entry.loadedAt > this.fullReloadMs) {
      const loaded = await this.reader.load(partition, this.lookbackMs, startedAt);
      loadedInto(entry, loaded.rows, loaded.fromSnapshot ? { ordered: Boolean(this.reader.shape.orderCopy), fromFeed: loaded.fromFeed } : undefined);
      entry.loadedAt = startedAt;
      entry.since = loaded.since;
      return;
    }
    const since = new Date(startedAt - this.lookbackMs).toISOString();
    mergedInto(entry, await this.reader.changedSince(partition, entry.since), this.reader.shape.writtenAt);
    entry.since = since;
  }
}

/**
 * Takes each changed row that is not older than the one held; the ids of those that changed (a newer version, or the
 * same version written again with another write time).
 */
export const mergeRows = <T extends ListRow>(rows: Map<string, T>, changed: readonly T[], writtenAt?: keyof T & string): string[] => {
  const taken: string[] = [];
  for (const item of changed) {
    const known = rows.get(item.Id);
    if (known && known.lastVersion > item.lastVersion) continue;
    rows.set(item.Id, item);
    if (!known || known.lastVersion < item.lastVersion || (writtenAt && known[writtenAt] !== item[writtenAt])) taken.push(item.Id);
  }
  return taken;
};

/** Sets `field` of `target` to what `make` answers when first read (and from then on, or when set). */
const lazily = <T extends object, F extends keyof T>(target: T, field: F, make: () => T[F]): void => {
  Object.defineProperty(target, field, {
    enumerable: true,
    configurable: true,
    get: () => {
      const value = make();
      Object.defineProperty(target, field, { value, writable: true, enumerable: true, configurable: true });
      return value;
    },
    set: (value: T[F]) => Object.defineProperty(target, field, { value, writable: true, enumerable: true, configurable: true }),
  });
};

/**
 * A held partition read anew: from a copy (in its order if `ordered`, the feed's rows since aside), or whole. Given the
 * copy's columns, the stored rows are made when first asked for.
 */
export const loadedInto = <T extends ListRow>(entry: HeldPartition<T>, rows: Map<string, T> | CopiedRows, copy?: { ordered: boolean; fromFeed: readonly string[] }): void => {
  const copied = rows instanceof Map ? undefined : rows;
  entry.copied = copied;
  lazily(entry, 'rows', () => {
    if (!copied) return rows as Map<string, T>;
    if (entry.copied === copied) entry.copied = undefined;
    return rowsOfCopy<T>(copied);
  });
  entry.version += 1;
  entry.copyOrderedAt = copy?.ordered ? entry.version : undefined;
  entry.changes = [{ version: entry.version, ids: copy ? copy.fromFeed : 'all' }];
};

/** A held partition with the rows the feed showed merged in: a version more if any changed. */
export const mergedInto = <T extends ListRow>(entry: HeldPartition<T>, changed: readonly T[], writtenAt?: keyof T & string): void => {
  // The feed looks back a little, so it mostly repeats what is held: a copy held as its columns stays so.
  if (entry.copied && allHeld(entry.copied, changed as unknown as Record<string, unknown>[], writtenAt)) return;
  const taken = mergeRows(entry.rows, changed, writtenAt);
  if (taken.length === 0) return;
  entry.version += 1;
  entry.changes.push({ version: entry.version, ids: taken });
  if (entry.changes.length > CHANGES_KEPT) entry.changes.shift();
};

/** A partition not read yet. */
export const emptyPartition = <T>(): HeldPartition<T> => ({ rows: new Map(), version: 0, loadedAt: 0, since: '', changes: [] });

/** Where an engine's departments' rows come from: the container's partition list (or, in a unit test, rows in memory). */
export interface PartitionSource<S extends ListRow> {
  partition(partition: string): Promise<HeldPartition<S>>;
  clear(): void;
}

/** The ids changed after `version` (a view made then), or 'all' when they are not all known. */
export const changedAfter = (entry: HeldPartition<unknown>, version: number): Set<string> | 'all' => {
  const changes = entry.changes.filter((change) => change.version > version);
  if (changes.length !== entry.version - version || changes.some((change) => change.ids === 'all')) return 'all';
  return new Set(changes.flatMap((change) => change.ids as string[]));
};

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

// ---------------------------------------------------------------------------------------------------------------
// The list engine: a list declares its partition's rows, how a stored row is listed, its joins, its sort keys; the
// engine holds each department's rows (above), joins them, and filters, sorts (in the one Danish order) and pages.

export type ListEngineOptions<S extends ListRow> = PartitionListOptions & { source?: PartitionSource<S> };

/** What a listed row carries: its id (a digit string: ties sort by it as a number) and its department. */
export interface ListedRow {
  Id: string;
  DealerId: string;
}

export type SortValue = string | number | boolean | null | undefined;

/** A sort key of a list: a column's value, text in Danish order unless `plain`. */
export type ListSort<L, C> =
  | {
      value: (row: L, context: C) => SortValue;
      /** Text that sorts as written (ISO dates, zip codes, phone numbers), not in Danish order. */
      plain?: boolean;
      /** The value takes the search's context (today's date, users' names): worked out at each search, not kept. */
      contextual?: boolean;
    }
  | {
      /** One value for all of a department's rows (its name): departments in its order, each in the ties' order. */
      department: (dealerId: string, context: C) => SortValue;
    };

/**
 * A join of rows of the list's own partition to the listed row they belong to (a customer's cars): kept joined as the
 * partition changes, so a search joins nothing.
 */
export interface PartitionJoin<S, L> {
  /** The stored id of the listed row this row belongs to; undefined for a listed row itself. */
  belongsTo: (row: S) => string | undefined;
  /**
   * A listed row's stored id made from fields a cold container reads anyway, so that the copy's column of ids stays
   * packed until a change needs it; by default its `Id`.
   */
  idOf?: (row: S) => string;
  /** The listed row (made for this call: it may be changed in place) with its rows attached. */
  attach: (listed: L, rows: readonly S[]) => L;
}

/** A join of rows another reader supplies (another list's, or a context's readers), attached at each search. */
export interface ReaderJoin<L, C, J = unknown, P = unknown> {
  /** What the join reads knowing only the departments: read beside the departments' rows, not after them. */
  // Methods, so that a list of joins may each read what it reads (their parameters are compared both ways).
  preload?(dealerIds: readonly string[], context: C): Promise<P>;
  /** Reads what the rows need (the rows of every department searched, or of the page shown). */
  read(rows: readonly L[], context: C, preloaded: P | undefined): Promise<J>;
  attach(row: L, joined: J): L;
  /** 'page': only the rows shown (what the others lack, read directly); by default every row, before filters and sort. */
  to?: 'all' | 'page';
}

/** How a list sorts: its sort keys, its ties, and where blanks go. */
export interface ListOrder<L extends ListedRow, K extends string, C> {
  sorts: Record<K, ListSort<L, C>>;
  /** After the chosen key: these (ascending, unless they follow the direction), then the id. */
  ties: readonly K[];
  /** Whether a descending search reverses the ties too (the whole order), or keeps them ascending. */
  tiesFollowDirection: boolean;
  /** Where rows without a value go: first or last in ascending order (reversed when descending), or last always. */
  blanks: 'first' | 'last' | 'end';
}

export interface ListDeclaration<S extends ListRow, L extends ListedRow, K extends string, C> extends ListOrder<L, K, C> {
  /** The department's partition (`<list>#<dealerId>`). */
  partition: (dealerId: string) => string;
  shape: ListShape<S>;
  /** A stored row as the list shows it; undefined for a row that is only joined to others. */
  listed: (row: S) => L | undefined;
  /**
   * `listed` makes its own row and keeps nothing of the stored row it is given: a cold container then lists its copy
   * by filling in one stored row again and again, and makes the stored rows only when a change comes.
   */
  listedKeepsNoRow?: boolean;
  joins?: { partition?: PartitionJoin<S, L>; readers?: readonly ReaderJoin<L, C>[] };
  /** The order a search without one takes, and the copy keeps. */
  defaultSort: K;
  /**
   * A search field (`shape.searchFields`) of a listed row's stored row made from the rows joined to it when the copy is
   * written (a customer's cars as text): a container's free-text search reads it from the copy, and makes it itself
   * only for the rows changed since.
   */
  joinedSearchText?: { field: keyof S & string; of: (joined: readonly S[]) => string };
}

export interface ListSearch<L, K, C> {
  dealerIds: readonly string[];
  /** The search's filters and words as one test of a listed row; undefined when nothing is filtered. */
  filter?: (row: L) => boolean;
  /**
   * Whether the filter reads the search fields (`ListShape.searchFields`): they are then put in place first, which a
   * cold container's first such search pays for. By default a filter is taken to read them.
   */
  readsSearchFields?: boolean;
  sort?: K;
  direction?: 'asc' | 'desc';
  context: C;
  /** One page; every row without. */
  page?: { offset: number; count: number };
}

/** The rows of one department as listed, kept current with its partition. */
interface View<S, L> {
  dealerId: string;
  version: number;
  /** Listed rows by their stored id. */
  byId: Map<string, L>;
  /** The rows joined to each listed row (by its stored id), and each joined row's listed row. */
  joined: Map<string, S[]>;
  /** Made at the first change (a cold container's first search needs it not). */
  joinedTo?: Map<string, string>;
  /** Orders kept (ascending), made when first searched by. */
  orders: Map<string, L[]>;
  /** Rows listed from a copy whose search fields are not decoded yet: the copy, those rows, and the copy's row of each. */
  unfilled?: { copied: CopiedRows; rows: readonly L[]; positions: ArrayLike<number> };
}

type Key = string | number | undefined;
const isBlank = (value: SortValue): boolean => value === null || value === undefined || value === '';
const compareIds = (a: string, b: string): number => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** Many changes at once (a first load, a mass import): the orders are made again when next asked for. */
const REORDER_ABOVE = 1_000;

export class ListEngine<S extends ListRow, L extends ListedRow, K extends string, C> {
  readonly partitions: PartitionSource<S>;
  readonly reader: PartitionReader<S>;
  private readonly views = new Map<string, View<S, L>>();
  private readonly keyCache: KeyCache = new Map();
  private readonly readerJoins: readonly ReaderJoin<L, C>[];
  private readonly pageJoins: readonly ReaderJoin<L, C>[];

  constructor(
    readonly declaration: ListDeclaration<S, L, K, C>,
    options: ListEngineOptions<S> = {},
  ) {
    const joins = declaration.joins?.readers ?? [];
    this.readerJoins = joins.filter((join) => join.to !== 'page');
    this.pageJoins = joins.filter((join) => join.to === 'page');
    const list = new PartitionList({ ...declaration.shape, orderCopy: this.copyOrderOf() }, options);
    /** The reader the projector keeps the list's compact copies current with. */
    this.reader = list.reader;
    this.partitions = options.source ?? list;
  }

  /** Every listed row of the departments, joined (not the page joins; a list without reader joins needs no context). */
  async rowsOf(dealerIds: readonly string[], context?: C): Promise<L[]> {
    return (await this.departments(dealerIds, context, true)).joined();
  }

  /**
   * Every listed row of the departments as their partitions hold them, before the reader joins, in the ascending order
   * of `sort` (a key of the rows' own fields; the order is kept between calls): for a search by the rows' own fields,
   * whose few rows found are then joined (`joinRows`) rather than every row of the departments. Not to be changed.
   */
  async ownRowsOf(dealerIds: readonly string[], sort: K): Promise<readonly L[]> {
    const views = await Promise.all(dealerIds.map((dealerId) => this.view(dealerId)));
    const lists = views.map((view) => this.ordered(view, sort));
    return lists.length === 1 ? lists[0]! : mergeSorted(lists, this.comparerOf(this.declaration, sort));
  }

  /** Rows of `ownRowsOf` with what the reader joins add, as `rowsOf` gives them. */
  joinRows(rows: L[], context: C): Promise<L[]> {
    return this.attached(rows, this.readerJoins, context);
  }

  /** The rows of the search in its order, and how many there are: one page of them with `page`, or all. */
  async search(search: ListSearch<L, K, C>): Promise<{ total: number; rows: L[] }> {
    const { dealerIds, filter, context } = search;
    const sort = search.sort ?? this.declaration.defaultSort;
    const direction = search.direction ?? 'asc';
    // A page of one department in the default order, unfiltered: what a list shows first.
    let entries: HeldPartition<S>[] | undefined;
    if (search.page && !filter && sort === this.declaration.defaultSort && direction === 'asc' && dealerIds.length === 1) {
      entries = [await this.partitions.partition(this.declaration.partition(dealerIds[0]!))];
      const fromCopy = this.pageOfCopy(dealerIds[0]!, entries[0]!, search.page);
      if (fromCopy) return { total: fromCopy.total, rows: await this.joinPage(fromCopy.rows, context) };
    }
    const { views, joined } = await this.departments(dealerIds, context, filter !== undefined && search.readsSearchFields !== false, entries);
    let found: L[];
    if (this.keeps(sort)) {
      found = this.fromKept(views, sort, direction, filter, context);
    } else {
      const rows = await joined();
      // Rows joined afresh for this search: their keys are not kept.
      found = sortListed(this.declaration, filter ? rows.filter(filter) : rows, sort, direction, context);
    }
    const shown = search.page ? found.slice(search.page.offset, search.page.offset + search.page.count) : found;
    return { total: found.length, rows: await this.joinPage(shown, context) };
  }

  /** The rows about to be shown with what the page joins add. */
  joinPage(rows: L[], context: C): Promise<L[]> {
    return this.attached(rows, this.pageJoins, context);
  }

  /** The rows with what the joins add, each join reading after the one before (with what it preloaded, if any). */
  private async attached(rows: L[], joins: readonly ReaderJoin<L, C>[], context: C, preloaded: readonly unknown[] = []): Promise<L[]> {
    let joined = rows;
    for (const [index, join] of joins.entries()) {
      const found = await join.read(joined, context, preloaded[index]);
      joined = joined.map((row) => join.attach(row, found));
    }
    return joined;
  }

  /** Rows in the order of a sort key (the ties after it), as a search orders them. */
  sorted(rows: L[], sort: K, direction: 'asc' | 'desc', context: C): L[] {
    return sortListed(this.declaration, rows, sort, direction, context, this.keyCache);
  }

  /** Forgets everything (tests, and a rebuild of the read model). */
  clear(): void {
    this.partitions.clear();
    this.views.clear();
  }

  /** The search fields of the view's rows listed from a copy, decoded from its search part and put in place. */
  private fillSearchFields(view: View<S, L>): void {
    const { unfilled } = view;
    if (!unfilled) return;
    view.unfilled = undefined;
    const { copied, rows, positions } = unfilled;
    const columns = copied.searchColumns();
    // Every row is read: each column split at once rather than walked.
    for (const column of columns) if (column.bytes !== undefined) split(column);
    searchFieldsFiller(copied.searchFields)(columns, rows, positions);
  }

  /**
   * The departments' views, current as of this call (their search fields in place if `fill`), read beside what the
   * reader joins read knowing only the departments; and their rows with the reader joins attached.
   */
  private async departments(
    dealerIds: readonly string[],
    context: C | undefined,
    fill: boolean,
    entries?: readonly HeldPartition<S>[],
  ): Promise<{ views: View<S, L>[]; joined: () => Promise<L[]> }> {
    const [views, preloaded] = await Promise.all([
      Promise.all(dealerIds.map((dealerId, index) => this.view(dealerId, entries?.[index]))),
      Promise.all(this.readerJoins.map((join) => join.preload?.(dealerIds, context as C))),
    ]);
    if (fill) views.forEach((view) => this.fillSearchFields(view));
    const joined = (): Promise<L[]> => this.attached(views.flatMap((view) => [...view.byId.values()]), this.readerJoins, context as C, preloaded);
    return { views, joined };
  }

  /**
   * Whether a department's order by this key is kept between searches (and the copy may keep the default one): the key
   * and its ties need no search's context, and no reader joins every row afresh.
   */
  private keeps(sort: K): boolean {
    const { sorts, blanks, tiesFollowDirection } = this.declaration;
    if (this.readerJoins.length > 0 || blanks === 'end' || !tiesFollowDirection) return false;
    const chain = 'department' in sorts[sort] ? this.declaration.ties : chainOf(this.declaration, sort);
    return chain.every((key) => {
      const declared = sorts[key];
      return !('department' in declared) && !declared.contextual;
    });
  }

  /** The search from the departments' kept orders: each filtered in its order, then merged (or departments in turn). */
  private fromKept(views: readonly View<S, L>[], sort: K, direction: 'asc' | 'desc', filter: ((row: L) => boolean) | undefined, context: C): L[] {
    const declared = this.declaration.sorts[sort];
    const byDepartment = 'department' in declared;
    const within = byDepartment ? this.declaration.ties[0]! : sort;
    const lists = views.map((view) => {
      const ordered = this.ordered(view, within);
      return filter ? ordered.filter(filter) : ordered;
    });
    let merged: L[];
    if (lists.length === 1) merged = lists[0]!;
    else if (byDepartment) {
      const keys = views.map((view) => keyOf(this.declaration, sort, { Id: '', DealerId: view.dealerId } as L, context));
      const order = views.map((_, index) => index).sort((a, b) => compareKeys(keys[a], keys[b], 1, this.declaration.blanks) || a - b);
      merged = order.flatMap((index) => lists[index]!);
    } else merged = mergeSorted(lists, this.comparerOf(this.declaration, sort));
    return direction === 'desc' ? [...merged].reverse() : merged;
  }

  /** A department's rows in a kept key's order (ascending), made at its first search by it. */
  private ordered(view: View<S, L>, sort: K): L[] {
    let order = view.orders.get(sort);
    if (!order) {
      order = this.sorted([...view.byId.values()], sort, 'asc', undefined as C);
      view.orders.set(sort, order);
    }
    return order;
  }

  /** The department's listed rows, current as of this call (or as of when `current`, its partition, was read). */
  private async view(dealerId: string, current?: HeldPartition<S>): Promise<View<S, L>> {
    const entry = current ?? (await this.partitions.partition(this.declaration.partition(dealerId)));
    const held = this.views.get(dealerId);
    if (held && held.version === entry.version) return held;
    const changed = held ? changedAfter(entry, held.version) : 'all';
    const view = changed === 'all' ? this.made(dealerId, entry) : this.updated(held!, entry, changed);
    view.version = entry.version;
    this.views.set(dealerId, view);
    // A container keeps the departments its partitions keep.
    if (this.views.size > 200) this.views.delete(this.views.keys().next().value!);
    return view;
  }

  /**
   * A page in the default order read straight off the department's copy, while the copy is the partition as held and
   * no view of it is made yet: a cold container's first page walks the copy to the page's end (the rows joined to the
   * page's rows included), not through every row, and takes how many rows are listed from the copy. Undefined when
   * the copy cannot tell (then the view is made).
   */
  private pageOfCopy(dealerId: string, entry: HeldPartition<S>, page: { offset: number; count: number }): { total: number; rows: L[] } | undefined {
    const { copied } = entry;
    const total = copied?.listed;
    if (!copied || total === undefined || entry.copyOrderedAt !== entry.version || this.views.get(dealerId)?.version === entry.version) return undefined;
    const end = Math.min(page.offset + page.count, total);
    if (page.offset >= end) return { total, rows: [] };
    const walked = this.listedInCopyOrder(copied, end);
    return walked && walked.order.length === end ? { total, rows: walked.order.slice(page.offset) } : undefined;
  }

  /**
   * The copy's listed rows in its order (the list's default), each with the rows joined to it, found by where they
   * stand; at most `limit` of them (the walk stops at the next one). Undefined if a row joined to one of them does not
   * follow it: the copy is not in its order.
   */
  private listedInCopyOrder(copied: CopiedRows, limit = Number.POSITIVE_INFINITY): { order: L[]; positions: Int32Array } | undefined {
    const { declaration } = this;
    const join = declaration.joins?.partition;
    const reuse = declaration.listedKeepsNoRow === true;
    const idOf = join?.idOf ?? ((row: S) => row.Id);
    const order: L[] = [];
    /** The copy's row each listed row was made from, and that row's stored id. */
    const positions = new Int32Array(Math.min(copied.count, limit));
    const ownerIds: string[] = [];
    let ownerRows: S[] | undefined;
    /** Owners of joined rows that do not follow their owner: rows joined to none, or a copy out of order. */
    const strays = new Set<string>();
    const attach = (): void => {
      if (ownerRows) order[order.length - 1] = join!.attach(order[order.length - 1]!, ownerRows);
      ownerRows = undefined;
    };
    eachCopiedRow<S>(copied, reuse, (row, at) => {
      if (row.Deleted) return;
      const belongsTo = join?.belongsTo(row);
      if (belongsTo !== undefined) {
        if (ownerIds[ownerIds.length - 1] === belongsTo) (ownerRows ??= []).push(reuse ? copiedCursor<S>(copied, at) : row);
        else strays.add(belongsTo);
        return;
      }
      if (order.length === limit) return false;
      const listed = declaration.listed(row);
      if (!listed) return;
      attach();
      ownerIds.push(idOf(row));
      positions[order.length] = at;
      order.push(listed);
    });
    attach();
    if (strays.size > 0) {
      const listedIds = new Set(ownerIds);
      if ([...strays].some((id) => listedIds.has(id))) return undefined;
    }
    return { order, positions };
  }

  /**
   * The view of a partition held as its copy's columns, in the copy's (the default) order, each listed row followed by
   * the rows joined to it: listed in one pass, by where the rows stand. Its rows by id and joined rows are made when a
   * change or another order first needs them. Undefined if the copy is not so ordered (then it is listed by id).
   */
  private madeInCopyOrder(dealerId: string, entry: HeldPartition<S>, copied: CopiedRows): View<S, L> | undefined {
    const walked = this.listedInCopyOrder(copied);
    if (!walked) return undefined;
    const { order, positions } = walked;
    const { declaration } = this;
    const join = declaration.joins?.partition;
    const ids = () => copiedValues(copied, 'Id') as readonly string[];
    const view = { dealerId, version: entry.version, orders: new Map([[declaration.defaultSort as string, order]]) } as View<S, L>;
    if (copied.searchFields.length > 0) view.unfilled = { copied, rows: order, positions };
    lazily(view, 'byId', () => new Map(order.map((listed, index) => [ids()[positions[index]!]!, listed])));
    // The joined rows as the copy holds them (what the view shows), whatever has changed since.
    lazily(view, 'joined', () => {
      const joined = new Map<string, S[]>();
      if (join)
        eachCopiedRow<S>(copied, true, (row, at) => {
          const belongsTo = row.Deleted ? undefined : join.belongsTo(row);
          if (belongsTo === undefined) return;
          pushTo(joined, belongsTo, copiedCursor<S>(copied, at));
        });
      return joined;
    });
    return view;
  }

  /** The view made from the partition as held: in the copy's order if it was read from one, the feed's rows put in place. */
  private made(dealerId: string, entry: HeldPartition<S>): View<S, L> {
    if (entry.copied && entry.copyOrderedAt === entry.version) {
      const view = this.madeInCopyOrder(dealerId, entry, entry.copied);
      if (view) return view;
    }
    const join = this.declaration.joins?.partition;
    const view: View<S, L> = { dealerId, version: entry.version, byId: new Map(), joined: new Map(), orders: new Map() };
    // A partition still held as its copy's columns is listed from them: its stored rows are made only if asked for.
    const { copied } = entry;
    const reuse = copied !== undefined && this.declaration.listedKeepsNoRow === true;
    const eachRow = (each: (row: S, at: number) => void): void => (copied ? eachCopiedRow<S>(copied, reuse, each) : entry.rows.forEach((row) => each(row, -1)));
    if (join) {
      eachRow((row, at) => {
        if (row.Deleted) return;
        const owner = join.belongsTo(row);
        if (owner === undefined) return;
        pushTo(view.joined, owner, reuse ? copiedCursor<S>(copied!, at) : row);
      });
    }
    // Rows listed from a copy lack its search fields until a search asks for them.
    const unfilled = copied && copied.searchFields.length > 0 ? { copied, rows: [] as L[], positions: [] as number[] } : undefined;
    view.unfilled = unfilled;
    eachRow((row, at) => {
      if (row.Deleted || join?.belongsTo(row) !== undefined) return;
      const listed = this.listedOf(row, view);
      if (!listed) return;
      view.byId.set(row.Id, listed);
      unfilled?.rows.push(listed);
      unfilled?.positions.push(at);
    });
    if (entry.copyOrderedAt !== undefined) {
      // The copy is in the default order; only the rows the feed changed since are put in place.
      const changed = changedAfter(entry, entry.copyOrderedAt - 1);
      if (changed !== 'all') {
        const moved = this.ownersOf(changed, view, entry);
        const compare = this.comparerOf(this.declaration, this.declaration.defaultSort);
        const order: L[] = [];
        for (const [id, listed] of view.byId) if (!moved.has(id)) order.push(listed);
        for (const id of moved) {
          const listed = view.byId.get(id);
          if (listed) order.splice(insertionPoint(order, listed, compare), 0, listed);
        }
        view.orders.set(this.declaration.defaultSort, order);
      }
    }
    return view;
  }

  /** The view with the rows changed since it was made put in place. */
  private updated(view: View<S, L>, entry: HeldPartition<S>, changed: ReadonlySet<string>): View<S, L> {
    const join = this.declaration.joins?.partition;
    const touched = new Set<string>();
    const joinedTo = this.joinedToOf(view);
    for (const id of changed) {
      const row = entry.rows.get(id);
      const owner = joinedTo.get(id);
      if (owner !== undefined) {
        const rows = view.joined.get(owner);
        if (rows) view.joined.set(owner, rows.filter((joined) => joined.Id !== id));
        joinedTo.delete(id);
        touched.add(owner);
      }
      const newOwner = row && join ? join.belongsTo(row) : undefined;
      if (newOwner === undefined) {
        touched.add(id);
        continue;
      }
      touched.add(newOwner);
      if (row!.Deleted) continue;
      joinedTo.set(id, newOwner);
      view.joined.set(newOwner, [...(view.joined.get(newOwner) ?? []), row!]);
    }
    const removed = new Set<L>();
    const placed: L[] = [];
    for (const id of touched) {
      const previous = view.byId.get(id);
      if (previous) removed.add(previous);
      const row = entry.rows.get(id);
      const listed = row && !row.Deleted && !joinedTo.has(id) ? this.listedOf(row, view) : undefined;
      if (listed) {
        view.byId.set(id, listed);
        placed.push(listed);
      } else view.byId.delete(id);
    }
    for (const [sort, order] of view.orders) {
      if (touched.size > REORDER_ABOVE) {
        view.orders.delete(sort);
        continue;
      }
      const compare = this.comparerOf(this.declaration, sort as K);
      const kept = order.filter((listed) => !removed.has(listed));
      for (const listed of placed) kept.splice(insertionPoint(kept, listed, compare), 0, listed);
      view.orders.set(sort, kept);
    }
    return view;
  }

  /** The stored ids of the listed rows that changed rows are (or are joined to). */
  private ownersOf(changed: ReadonlySet<string>, view: View<S, L>, entry: HeldPartition<S>): Set<string> {
    const join = this.declaration.joins?.partition;
    const owners = new Set<string>();
    for (const id of changed) {
      const row = entry.rows.get(id);
      owners.add((row && join?.belongsTo(row)) ?? id);
    }
    return owners;
  }

  /** Which listed row each joined row is joined to. */
  private joinedToOf(view: View<S, L>): Map<string, string> {
    if (!view.joinedTo) {
      view.joinedTo = new Map();
      for (const [owner, rows] of view.joined) for (const row of rows) view.joinedTo.set(row.Id, owner);
    }
    return view.joinedTo;
  }

  private listedOf(row: S, view: View<S, L>): L | undefined {
    const listed = this.declaration.listed(row);
    const join = this.declaration.joins?.partition;
    if (!listed || !join) return listed;
    return join.attach(listed, view.joined.get(row.Id) ?? []);
  }

  /**
   * The copy keeps the stored rows in the default order of their listed rows (its key must not depend on the partition
   * join), each followed by the rows joined to it (so that a cold container joins them by where they stand), then the
   * rows joined to none.
   */
  private copyOrderOf(): ((rows: S[]) => { rows: S[]; listed: number }) | undefined {
    const { declaration } = this;
    if ('department' in declaration.sorts[declaration.defaultSort] || !this.keeps(declaration.defaultSort)) return undefined;
    const compare = this.comparerOf(declaration, declaration.defaultSort);
    const join = declaration.joins?.partition;
    return (rows) => {
      const joined = new Map<string, S[]>();
      const own: { row: S; listed: L }[] = [];
      const rest: S[] = [];
      for (const row of rows) {
        const owner = join?.belongsTo(row);
        if (owner !== undefined) {
          pushTo(joined, owner, row);
          continue;
        }
        const listed = declaration.listed(row);
        if (listed) own.push({ row, listed });
        else rest.push(row);
      }
      own.sort((a, b) => compare(a.listed, b.listed));
      const ordered: S[] = [];
      const joinedText = declaration.joinedSearchText;
      for (const { row } of own) {
        const owned = joined.get(row.Id);
        // The text of the rows joined now, never what an earlier copy held.
        ordered.push(joinedText ? { ...row, [joinedText.field]: joinedText.of(owned ?? []) } : row);
        if (owned) ordered.push(...owned);
        joined.delete(row.Id);
      }
      for (const owned of joined.values()) ordered.push(...owned);
      ordered.push(...rest);
      return { rows: ordered, listed: own.length };
    };
  }

  /** The ascending comparison of two rows by a key that needs no search's context, and its ties. */
  private comparerOf(declaration: ListDeclaration<S, L, K, C>, sort: K): (a: L, b: L) => number {
    const chain = chainOf(declaration, sort);
    return (a, b) => {
      for (const key of chain) {
        const found = compareKeys(keyOf(declaration, key, a, undefined as C, this.keyCache), keyOf(declaration, key, b, undefined as C, this.keyCache), 1, declaration.blanks);
        if (found !== 0) return found;
      }
      return compareIds(a.Id, b.Id);
    };
  }
}

/** Adds `value` to the list of `key`. */
const pushTo = <K, V>(lists: Map<K, V[]>, key: K, value: V): void => {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
};

/** Keys of rows by sort key, for the keys that need no search's context: a row's are made once. */
type KeyCache = Map<string, WeakMap<object, Key>>;

/** The sort key, its ties after it (each once). */
const chainOf = <K extends string>(order: { ties: readonly K[] }, sort: K): K[] => [sort, ...order.ties.filter((tie) => tie !== sort)];

/** A row's key for a sort key: text in the Danish order (unless plain), numbers as they are; undefined for a blank. */
const keyOf = <L extends ListedRow, K extends string, C>(order: ListOrder<L, K, C>, sort: K, row: L, context: C, cache?: KeyCache): Key => {
  const declared = order.sorts[sort];
  const kept = cache && !('department' in declared) && !declared.contextual ? (cache.get(sort) ?? cache.set(sort, new WeakMap()).get(sort)!) : undefined;
  if (kept?.has(row)) return kept.get(row);
  const value = 'department' in declared ? declared.department(row.DealerId, context) : declared.value(row, context);
  const key = isBlank(value) ? undefined : typeof value === 'string' ? ('department' in declared || !declared.plain ? danishSortKey(value) : value) : typeof value === 'boolean' ? Number(value) : (value as number);
  kept?.set(row, key);
  return key;
};

/** Rows in the order of a sort key (the ties after it, then the id), as the list's searches order them. */
export const sortListed = <L extends ListedRow, K extends string, C>(
  order: ListOrder<L, K, C>,
  rows: L[],
  sort: K,
  direction: 'asc' | 'desc',
  context: C,
  cache?: KeyCache,
): L[] => {
  const chain = chainOf(order, sort);
  const keys = chain.map((key) => rows.map((row) => keyOf(order, key, row, context, cache)));
  const indexes = rows.map((_, index) => index);
  const { blanks, tiesFollowDirection } = order;
  const sign = direction === 'desc' ? -1 : 1;
  indexes.sort((a, b) => {
    for (let at = 0; at < chain.length; at += 1) {
      const found = compareKeys(keys[at]![a], keys[at]![b], at === 0 || tiesFollowDirection ? sign : 1, blanks);
      if (found !== 0) return found;
    }
    const byId = compareIds(rows[a]!.Id, rows[b]!.Id);
    return tiesFollowDirection ? sign * byId : byId;
  });
  return indexes.map((index) => rows[index]!);
};

/** Two keys compared in a direction (sign), blanks where the list puts them. */
const compareKeys = (a: Key, b: Key, sign: number, blanks: 'first' | 'last' | 'end'): number => {
  if (a === undefined || b === undefined) {
    if (a === b) return 0;
    if (blanks === 'end') return a === undefined ? 1 : -1;
    const blankFirst = blanks === 'first' ? -1 : 1;
    return (a === undefined ? blankFirst : -blankFirst) * sign;
  }
  if (typeof a === 'number' && typeof b === 'number') return sign * (a - b);
  return a < b ? -sign : a > b ? sign : 0;
};

/** Where `row` goes in `sorted` (in `compare`'s order). */
const insertionPoint = <T>(sorted: readonly T[], row: T, compare: (a: T, b: T) => number): number => {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(sorted[middle]!, row) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** Merges lists that are each in `compare`'s order into one list in that order. */
const mergeSorted = <T>(lists: readonly T[][], compare: (a: T, b: T) => number): T[] => {
  const at = lists.map(() => 0);
  const total = lists.reduce((sum, list) => sum + list.length, 0);
  const merged: T[] = new Array<T>(total);
  for (let out = 0; out < total; out += 1) {
    let best = -1;
    for (let index = 0; index < lists.length; index += 1) {
      const candidate = lists[index]![at[index]!];
      if (candidate === undefined) continue;
      if (best < 0 || compare(candidate, lists[best]![at[best]!]!) < 0) best = index;
    }
    merged[out] = lists[best]![at[best]!]!;
    at[best]! += 1;
  }
  return merged;
};
