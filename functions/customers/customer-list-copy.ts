import { gunzipSync, gzipSync } from 'node:zlib';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../platform/aws.ts';
import { readCopyChunks, readCopyHead, writeCopyChunks, writtenSince, type SnapshotHead } from '../platform/partition-list.ts';
import { queryPartition } from '../platform/read-models.ts';
import { normaliseSearch, searchTextOf } from '../platform/search-text.ts';
import { physicalName, readModelsTable } from '../platform/tables.ts';
import type { CustomerOverviewRow } from './projections/customer-overview.ts';

/**
 * One department's customer list as a container holds it, and the compact copy a cold container starts from.
 *
 * The overview partition holds a row per customer and one per customer car; the list shows each customer joined with
 * its cars. The copy holds them joined already: the customers in name order (the list's default order, so a cold
 * container sorts nothing for its first search) and their cars, column by column (each column one string, a column of
 * few distinct values as a dictionary and one character per row), gzipped, in chunks under
 * `customer-overview#<dealerId>#snapshot`. A cold container reads the copy in one query, splits its columns into
 * customers and reads only the rows the change feed (gsi1) shows written since; a warm one reads only the feed.
 */

/** A customer car as the list shows it. */
export interface ListedCar {
  /** The car's id (its stream `customer-car#<Id>`). */
  Id: string;
  Version: number;
  CustomerId: string;
  Title: string;
  RegistrationNumber: string;
  Make: string;
  Model: string;
  CreatedDate: string;
  /** Make and model normalised for the search panel's filters. */
  MakeText: string;
  ModelText: string;
}

/** The list's sort keys: its columns (spec part 1 §3 "Customer list row"). */
export const CUSTOMER_SORT_KEYS = ['Name', 'Address', 'ZipCode', 'City', 'CellPhone', 'CustomerCar', 'DealerName', 'ModifiedDate'] as const;
export type CustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number];
/** The orders a department keeps (DealerName sorts as Name within a department). */
export type OrderKey = Exclude<CustomerSortKey, 'DealerName'>;

/** A customer with its cars, as the list, its search and its export use it. */
export interface ListedCustomer {
  Id: string;
  Version: number;
  DealerId: string;
  IsBusiness: boolean;
  Category: 0 | 1;
  Name: string;
  Address: string;
  ZipCode: string;
  City: string;
  Phone: string;
  CellPhone: string;
  Email: string;
  AccountManagerId: string | null;
  ModifiedDate: string;
  SearchText: string;
  /** Newest first. */
  Cars: ListedCar[];
  /** The cars' titles, plates, makes and models, normalised for the free text. */
  CarText: string;
  /** The line the list shows for the cars: the newest car's title and plate. */
  CustomerCar: string | null;
  /** Each sortable column's value in an order that plain comparison sorts the Danish way, made when first sorted by. */
  Keys: Partial<Record<OrderKey, string>>;
}

/** What the list reads of an overview row: the copy's fields and the change feed's. */
export type StoredOverviewRow = Pick<
  CustomerOverviewRow,
  | 'Id'
  | 'Kind'
  | 'CustomerId'
  | 'DealerId'
  | 'IsBusiness'
  | 'Category'
  | 'Name'
  | 'Address'
  | 'ZipCode'
  | 'City'
  | 'Phone'
  | 'CellPhone'
  | 'Email'
  | 'AccountManagerId'
  | 'CreatedDate'
  | 'ModifiedDate'
  | 'SearchText'
  | 'CarTitle'
  | 'RegistrationNumber'
  | 'Make'
  | 'Model'
  | 'Deleted'
> & { lastVersion: number };

export const STORED_OVERVIEW_FIELDS: readonly (keyof StoredOverviewRow & string)[] = [
  'Id',
  'Kind',
  'CustomerId',
  'DealerId',
  'IsBusiness',
  'Category',
  'Name',
  'Address',
  'ZipCode',
  'City',
  'Phone',
  'CellPhone',
  'Email',
  'AccountManagerId',
  'CreatedDate',
  'ModifiedDate',
  'SearchText',
  'CarTitle',
  'RegistrationNumber',
  'Make',
  'Model',
  'Deleted',
  'lastVersion',
];

/**
 * A text's key for sorting the Danish way by plain comparison: case and accents ignored, and Æ, Ø, Å after Z in that
 * order (the alphabet's last three letters). Empty sorts last.
 */
export const danishSortKey = (text: string): string => {
  const lowered = text.trim().toLocaleLowerCase('da-DK');
  if (!lowered) return '\uffff';
  return lowered
    .replace(/æ|ä/g, '{')
    .replace(/ø|ö/g, '|')
    .replace(/å/g, '}')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
};

/** The line the list shows for the customer's cars: the newest car's title and plate. */
export const customerCarLine = (cars: readonly Pick<ListedCar, 'Title' | 'Make' | 'Model' | 'RegistrationNumber'>[]): string | null => {
  const car = cars[0];
  if (!car) return null;
  return [car.Title || [car.Make, car.Model].filter(Boolean).join(' '), car.RegistrationNumber].filter(Boolean).join(', ') || null;
};

const carText = (cars: readonly ListedCar[]): string => (cars.length ? searchTextOf(cars.flatMap((car) => [car.Title, car.RegistrationNumber, car.Make, car.Model])) : '');
const newestFirst = (a: ListedCar, b: ListedCar): number => (a.CreatedDate < b.CreatedDate ? 1 : a.CreatedDate > b.CreatedDate ? -1 : 0);

/** Normalised makes and models, each distinct one once (a department has few). */
const normalised = new Map<string, string>();
const normalisedOnce = (text: string): string => {
  let found = normalised.get(text);
  if (found === undefined) {
    found = normaliseSearch(text);
    if (normalised.size < 10_000) normalised.set(text, found);
  }
  return found;
};

/** Each column's sort key of a customer, made once. */
const keyOf = (customer: ListedCustomer, key: OrderKey, memo?: Map<string, string>): string => {
  const held = customer.Keys[key];
  if (held !== undefined) return held;
  let made: string;
  switch (key) {
    case 'ZipCode':
      made = customer.ZipCode || '\uffff';
      break;
    case 'CellPhone':
      made = customer.CellPhone.replace(/\s+/g, '') || '\uffff';
      break;
    case 'ModifiedDate':
      made = customer.ModifiedDate || '\uffff';
      break;
    default: {
      const text = key === 'CustomerCar' ? (customer.CustomerCar ?? '') : customer[key];
      made = memo?.get(text) ?? danishSortKey(text);
      memo?.set(text, made);
    }
  }
  customer.Keys[key] = made;
  return made;
};

/** Id order as numbers (ids are digit strings). */
const byId = (a: ListedCustomer, b: ListedCustomer): number => a.Id.length - b.Id.length || (a.Id < b.Id ? -1 : a.Id > b.Id ? 1 : 0);
const byName = (a: ListedCustomer, b: ListedCustomer): number => {
  const left = keyOf(a, 'Name');
  const right = keyOf(b, 'Name');
  return left < right ? -1 : left > right ? 1 : byId(a, b);
};
/** The list's order by a column: its key, then the name, then the id. */
export const orderBy =
  (key: OrderKey) =>
  (a: ListedCustomer, b: ListedCustomer): number => {
    if (key === 'Name') return byName(a, b);
    const left = keyOf(a, key);
    const right = keyOf(b, key);
    return left < right ? -1 : left > right ? 1 : byName(a, b);
  };

/** Where `customer` goes in `sorted` (in `compare`'s order). */
const insertionPoint = (sorted: readonly ListedCustomer[], customer: ListedCustomer, compare: (a: ListedCustomer, b: ListedCustomer) => number): number => {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(sorted[middle]!, customer) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
};

const idOfStream = (streamId: string): string => streamId.slice(streamId.indexOf('#') + 1);

const listedCarOf = (row: StoredOverviewRow): ListedCar => ({
  Id: idOfStream(row.Id),
  Version: row.lastVersion,
  CustomerId: row.CustomerId,
  Title: row.CarTitle ?? '',
  RegistrationNumber: row.RegistrationNumber ?? '',
  Make: row.Make ?? '',
  Model: row.Model ?? '',
  CreatedDate: row.CreatedDate ?? '',
  MakeText: normalisedOnce(row.Make ?? ''),
  ModelText: normalisedOnce(row.Model ?? ''),
});

type CustomerFields = Omit<ListedCustomer, 'Cars' | 'CarText' | 'CustomerCar' | 'Keys'>;

const customerFieldsOf = (row: StoredOverviewRow): CustomerFields => ({
  Id: row.CustomerId,
  Version: row.lastVersion,
  DealerId: row.DealerId,
  IsBusiness: row.IsBusiness ?? false,
  Category: row.Category ?? 1,
  Name: row.Name ?? '',
  Address: row.Address ?? '',
  ZipCode: row.ZipCode ?? '',
  City: row.City ?? '',
  Phone: row.Phone ?? '',
  CellPhone: row.CellPhone ?? '',
  Email: row.Email ?? '',
  AccountManagerId: row.AccountManagerId ?? null,
  ModifiedDate: row.ModifiedDate ?? '',
  SearchText: row.SearchText ?? '',
});

const withCars = (fields: CustomerFields, cars: ListedCar[]): ListedCustomer => {
  const sorted = cars.length > 1 ? [...cars].sort(newestFirst) : cars;
  return { ...fields, Cars: sorted, CarText: carText(sorted), CustomerCar: customerCarLine(sorted), Keys: {} };
};

/**
 * A department's customers and their cars, and the list's orders of them, kept current by the rows the change feed
 * shows: a row is taken only if it is newer (`lastVersion`) than the one held; the same version again is the same
 * row. Each order is kept by taking out the customers a change touched and putting their new versions in place.
 */
export class DepartmentCustomers {
  private readonly orders = new Map<OrderKey, ListedCustomer[]>();
  /** The versions of rows deleted since the copy (stream → version), so that an older row cannot bring them back. */
  private readonly gone = new Map<string, number>();
  /** Each customer's cars by id (orphans too: a car whose customer row has not come yet), made at the first change. */
  private owners: Map<string, Set<string>> | undefined;
  /**
   * The customers and cars by id. A department read from its copy makes them only when a change comes (a cold
   * container's first search needs neither): until then its name order and orphans are the whole department.
   */
  private byId: Map<string, ListedCustomer> | undefined;
  private carsById: Map<string, ListedCar> | undefined;
  private readonly orphans: readonly ListedCar[];
  /** Fills in the free-text columns of a copy's customers, until it has run. */
  private pendingSearchText: (() => void) | undefined;

  constructor(
    readonly dealerId: string,
    copy?: { byName: ListedCustomer[]; orphans: ListedCar[]; searchText?: () => void },
  ) {
    this.orphans = copy?.orphans ?? [];
    this.pendingSearchText = copy?.searchText;
    if (copy) this.orders.set('Name', copy.byName);
    else {
      this.byId = new Map();
      this.carsById = new Map();
    }
  }

  /** The customers by id. */
  get customers(): Map<string, ListedCustomer> {
    return (this.byId ??= new Map(this.orders.get('Name')!.map((customer) => [customer.Id, customer])));
  }

  /** Every live car by id, those whose customer has not come yet too. */
  get cars(): Map<string, ListedCar> {
    if (!this.carsById) {
      this.carsById = new Map();
      for (const customer of this.customers.values()) for (const car of customer.Cars) this.carsById.set(car.Id, car);
      for (const car of this.orphans) this.carsById.set(car.Id, car);
    }
    return this.carsById;
  }

  /** How many customers the department has. */
  get size(): number {
    return this.byId?.size ?? this.orders.get('Name')!.length;
  }

  /** The customers in the column's order (ascending). */
  ordered(key: OrderKey): ListedCustomer[] {
    let order = this.orders.get(key);
    if (!order) {
      order = [...(this.byId?.values() ?? this.orders.get('Name')!)];
      // Keys first, each distinct text once: a department's customers share cities, streets and car lines.
      const memo = new Map<string, string>();
      for (const customer of order) {
        keyOf(customer, key, memo);
        keyOf(customer, 'Name', memo);
      }
      order.sort(orderBy(key));
      this.orders.set(key, order);
    }
    return order;
  }

  private ownerIndex(): Map<string, Set<string>> {
    if (!this.owners) {
      this.owners = new Map();
      for (const car of this.cars.values()) this.ownedBy(car.CustomerId).add(car.Id);
    }
    return this.owners;
  }

  private ownedBy(customerId: string): Set<string> {
    const index = this.owners!;
    let owned = index.get(customerId);
    if (!owned) {
      owned = new Set();
      index.set(customerId, owned);
    }
    return owned;
  }

  /**
   * The department with every customer's free text (SearchText, CarText) in place: a copy's come from its own part,
   * read at the first free-text search (or change) rather than by every cold container.
   */
  withSearchText(): this {
    const fill = this.pendingSearchText;
    this.pendingSearchText = undefined;
    fill?.();
    return this;
  }

  /** Takes the rows that are newer than those held; says whether anything changed. */
  apply(rows: readonly StoredOverviewRow[]): boolean {
    if (rows.length === 0) return false;
    // A customer whose cars change keeps its own fields, its free text among them.
    this.withSearchText();
    const owners = this.ownerIndex();
    const touched = new Set<string>();
    const changedFields = new Map<string, CustomerFields | null>();
    for (const row of rows) {
      if (!row.Id || !row.Kind) continue;
      const id = idOfStream(row.Id);
      const held = row.Kind === 'customer' ? (changedFields.get(id)?.Version ?? this.customers.get(id)?.Version) : this.cars.get(id)?.Version;
      const known = held ?? this.gone.get(row.Id);
      if (known !== undefined && known >= row.lastVersion) continue;
      if (row.Deleted) this.gone.set(row.Id, row.lastVersion);
      else this.gone.delete(row.Id);
      if (row.Kind === 'customer') {
        changedFields.set(id, row.Deleted ? null : customerFieldsOf(row));
        touched.add(id);
        continue;
      }
      const previous = this.cars.get(id);
      if (previous) {
        owners.get(previous.CustomerId)?.delete(id);
        touched.add(previous.CustomerId);
      }
      if (row.Deleted) {
        this.cars.delete(id);
        continue;
      }
      const car = listedCarOf(row);
      this.cars.set(id, car);
      this.ownedBy(car.CustomerId).add(id);
      touched.add(car.CustomerId);
    }
    if (touched.size === 0) return false;

    const placed: ListedCustomer[] = [];
    for (const customerId of touched) {
      const changed = changedFields.get(customerId);
      const fields = changed === undefined ? this.customers.get(customerId) : changed;
      if (!fields) {
        this.customers.delete(customerId);
        continue;
      }
      const cars = [...(owners.get(customerId) ?? [])].map((carId) => this.cars.get(carId)!);
      const { Cars: _cars, CarText: _text, CustomerCar: _line, Keys: _keys, ...own } = fields as ListedCustomer;
      const customer = withCars(own, cars);
      this.customers.set(customerId, customer);
      placed.push(customer);
    }
    for (const [key, order] of this.orders) {
      // Many changes at once (a first load, a mass import): the order is made again when next asked for.
      if (touched.size > 1_000) {
        this.orders.delete(key);
        continue;
      }
      const compare = orderBy(key);
      const kept = order.filter((customer) => !touched.has(customer.Id));
      for (const customer of placed) kept.splice(insertionPoint(kept, customer, compare), 0, customer);
      this.orders.set(key, kept);
    }
    return true;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The copy's encoding.
//
// Two parts, each gzipped on its own: what the list shows and filters by, and the free-text columns (SearchText,
// CarText), which a container reads only at its first free-text search. A part is one line of JSON naming its
// columns and their lengths, then the columns' text one after the other: a reader slices them out and splits each,
// without parsing the text itself.

/** A column: its values joined by newlines, or a dictionary of its distinct values and one character per row. */
type Column = { text: string } | { dictionary: string; codes: string };
const SEPARATOR = '\n';
/** Codes are characters from here on: no JSON escape, no surrogate, below them. */
const CODE_BASE = 0x100;
const MAX_DICTIONARY = 0xd7ff - CODE_BASE;
export const COPY_FORMAT = 'customer-list-3';

const encodeColumn = (values: readonly string[]): Column => {
  const clean = values.map((value) => (value.includes(SEPARATOR) ? value.replaceAll(SEPARATOR, ' ') : value));
  const codes = new Map<string, number>();
  for (const value of clean) {
    if (!codes.has(value)) codes.set(value, codes.size);
    if (codes.size > MAX_DICTIONARY) break;
  }
  if (codes.size > clean.length / 2 || codes.size > MAX_DICTIONARY) return { text: clean.join(SEPARATOR) };
  let text = '';
  for (let start = 0; start < clean.length; start += 8_192) text += String.fromCharCode(...clean.slice(start, start + 8_192).map((value) => CODE_BASE + codes.get(value)!));
  return { dictionary: [...codes.keys()].join(SEPARATOR), codes: text };
};

const decodeColumn = (column: Column, count: number): string[] => {
  if (count === 0) return [];
  if ('text' in column) return column.text.split(SEPARATOR);
  const dictionary = column.dictionary.split(SEPARATOR);
  const values = new Array<string>(count);
  for (let index = 0; index < count; index += 1) values[index] = dictionary[column.codes.charCodeAt(index) - CODE_BASE]!;
  return values;
};

interface PartHead {
  format: typeof COPY_FORMAT;
  dealerId: string;
  /** Rows per table (customers, cars). */
  counts: Record<string, number>;
  /** Each column as table, name, and the lengths of its texts (one for plain text, two for a dictionary). */
  columns: [string, string, ...number[]][];
}

/** One part: its head line, then every column's text. */
const encodePart = (dealerId: string, tables: Record<string, { count: number; columns: Record<string, Column> }>): Buffer => {
  const head: PartHead = { format: COPY_FORMAT, dealerId, counts: {}, columns: [] };
  const texts: string[] = [];
  for (const [table, { count, columns }] of Object.entries(tables)) {
    head.counts[table] = count;
    for (const [name, column] of Object.entries(columns)) {
      const parts = 'text' in column ? [column.text] : [column.dictionary, column.codes];
      head.columns.push([table, name, ...parts.map((part) => part.length)]);
      texts.push(...parts);
    }
  }
  return gzipSync(`${JSON.stringify(head)}\n${texts.join('')}`, { level: 6 });
};

const decodePart = (packed: Buffer): { head: PartHead; column: (table: string, name: string) => string[] } => {
  const text = gunzipSync(packed).toString('utf8');
  const end = text.indexOf('\n');
  const head = JSON.parse(text.slice(0, end)) as PartHead;
  const columns = new Map<string, Column>();
  let at = end + 1;
  for (const [table, name, ...lengths] of head.columns) {
    const parts = lengths.map((length) => {
      const part = text.slice(at, at + length);
      at += length;
      return part;
    });
    columns.set(`${table}.${name}`, parts.length === 1 ? { text: parts[0]! } : { dictionary: parts[0]!, codes: parts[1]! });
  }
  return { head, column: (table, name) => decodeColumn(columns.get(`${table}.${name}`)!, head.counts[table]!) };
};

const CUSTOMER_COLUMNS = ['Id', 'Version', 'IsBusiness', 'Category', 'Name', 'Address', 'ZipCode', 'City', 'Phone', 'CellPhone', 'Email', 'AccountManagerId', 'ModifiedDate', 'CustomerCar', 'CarCount'] as const;
const CAR_COLUMNS = ['Id', 'Version', 'CustomerId', 'Title', 'RegistrationNumber', 'Make', 'Model', 'CreatedDate'] as const;

/**
 * The department as its copy: the customers in name order, the cars of each customer newest first in the same order,
 * then the orphans; the customers' free-text columns in a part of their own.
 */
export const encodeDepartment = (department: DepartmentCustomers): Buffer => {
  const customers = department.withSearchText().ordered('Name');
  const column = <T>(rows: readonly T[], value: (row: T) => string) => encodeColumn(rows.map(value));
  const listed = new Set(customers.flatMap((customer) => customer.Cars.map((car) => car.Id)));
  const cars = [...customers.flatMap((customer) => customer.Cars), ...[...department.cars.values()].filter((car) => !listed.has(car.Id))];
  const list = encodePart(department.dealerId, {
    customers: {
      count: customers.length,
      columns: {
        Id: column(customers, (c) => c.Id),
        Version: column(customers, (c) => String(c.Version)),
        IsBusiness: column(customers, (c) => (c.IsBusiness ? '1' : '')),
        Category: column(customers, (c) => String(c.Category)),
        Name: column(customers, (c) => c.Name),
        Address: column(customers, (c) => c.Address),
        ZipCode: column(customers, (c) => c.ZipCode),
        City: column(customers, (c) => c.City),
        Phone: column(customers, (c) => c.Phone),
        CellPhone: column(customers, (c) => c.CellPhone),
        Email: column(customers, (c) => c.Email),
        AccountManagerId: column(customers, (c) => c.AccountManagerId ?? ''),
        ModifiedDate: column(customers, (c) => c.ModifiedDate),
        CustomerCar: column(customers, (c) => c.CustomerCar ?? ''),
        CarCount: column(customers, (c) => String(c.Cars.length)),
      },
    },
    cars: {
      count: cars.length,
      columns: {
        Id: column(cars, (c) => c.Id),
        Version: column(cars, (c) => String(c.Version)),
        CustomerId: column(cars, (c) => c.CustomerId),
        Title: column(cars, (c) => c.Title),
        RegistrationNumber: column(cars, (c) => c.RegistrationNumber),
        Make: column(cars, (c) => c.Make),
        Model: column(cars, (c) => c.Model),
        CreatedDate: column(cars, (c) => c.CreatedDate),
      },
    },
  });
  const search = encodePart(department.dealerId, {
    customers: { count: customers.length, columns: { SearchText: column(customers, (c) => c.SearchText), CarText: column(customers, (c) => c.CarText) } },
  });
  const length = Buffer.alloc(4);
  length.writeUInt32BE(list.length);
  return Buffer.concat([length, list, search]);
};

/** Fills in the free-text columns of the customers of a copy, in the copy's order. */
const fillSearchText = (byName: readonly ListedCustomer[], packed: Buffer): void => {
  const part = decodePart(packed);
  const searchText = part.column('customers', 'SearchText');
  const carText = part.column('customers', 'CarText');
  for (let at = 0; at < byName.length; at += 1) {
    byName[at]!.SearchText = searchText[at]!;
    byName[at]!.CarText = carText[at]!;
  }
};

export const decodeDepartment = (packed: Buffer): DepartmentCustomers => {
  const listLength = packed.readUInt32BE(0);
  const { head, column } = decodePart(packed.subarray(4, 4 + listLength));
  const { dealerId } = head;
  const count = head.counts.customers!;
  const c = Object.fromEntries(CUSTOMER_COLUMNS.map((name) => [name, column('customers', name)])) as Record<(typeof CUSTOMER_COLUMNS)[number], string[]>;
  const carCount = head.counts.cars!;
  const k = Object.fromEntries(CAR_COLUMNS.map((name) => [name, column('cars', name)])) as Record<(typeof CAR_COLUMNS)[number], string[]>;
  const carAt = (at: number): ListedCar => ({
    Id: k.Id[at]!,
    Version: Number(k.Version[at]),
    CustomerId: k.CustomerId[at]!,
    Title: k.Title[at]!,
    RegistrationNumber: k.RegistrationNumber[at]!,
    Make: k.Make[at]!,
    Model: k.Model[at]!,
    CreatedDate: k.CreatedDate[at]!,
    MakeText: normalisedOnce(k.Make[at]!),
    ModelText: normalisedOnce(k.Model[at]!),
  });
  const byName = new Array<ListedCustomer>(count);
  // The cars come in the customers' order, each customer's newest first: taken in turn, no lookup by id.
  let nextCar = 0;
  for (let at = 0; at < count; at += 1) {
    const owned = Number(c.CarCount[at]);
    const cars = new Array<ListedCar>(owned);
    for (let car = 0; car < owned; car += 1) cars[car] = carAt(nextCar++);
    byName[at] = {
      Id: c.Id[at]!,
      Version: Number(c.Version[at]),
      DealerId: dealerId,
      IsBusiness: c.IsBusiness[at] === '1',
      Category: c.Category[at] === '0' ? 0 : 1,
      Name: c.Name[at]!,
      Address: c.Address[at]!,
      ZipCode: c.ZipCode[at]!,
      City: c.City[at]!,
      Phone: c.Phone[at]!,
      CellPhone: c.CellPhone[at]!,
      Email: c.Email[at]!,
      AccountManagerId: c.AccountManagerId[at] || null,
      ModifiedDate: c.ModifiedDate[at]!,
      SearchText: '',
      Cars: cars,
      CarText: '',
      CustomerCar: c.CustomerCar[at] || null,
      Keys: {},
    };
  }
  const orphans: ListedCar[] = [];
  while (nextCar < carCount) orphans.push(carAt(nextCar++));
  const search = packed.subarray(4 + listLength);
  return new DepartmentCustomers(dealerId, { byName, orphans, searchText: () => fillSearchText(byName, search) });
};

// ---------------------------------------------------------------------------------------------------------------
// Reading and writing the copy.

/** The copy's head: the platform's, with the format of this list's own encoding. */
interface CopyHead extends SnapshotHead {
  format?: string;
}

/** Reads and writes a department's customer list: its copy, the feed since, or the whole partition. */
export class CustomerListStore {
  readonly client: DynamoDBDocumentClient;
  readonly tableName: string;

  constructor(options: { client?: DynamoDBDocumentClient; tableName?: string } = {}) {
    this.client = options.client ?? dynamo();
    this.tableName = options.tableName ?? physicalName(readModelsTable);
  }

  /** Rows written after `since` (tombstones included). */
  changedSince(partition: string, since: string): Promise<StoredOverviewRow[]> {
    return writtenSince(this.client, this.tableName, partition, since, STORED_OVERVIEW_FIELDS) as Promise<unknown[]> as Promise<StoredOverviewRow[]>;
  }

  /**
   * The department current as of now, and the time from which the feed must be read to stay current: from its copy
   * and the feed since, or from the whole partition when there is no copy yet.
   */
  async load(dealerId: string, partition: string, lookbackMs: number, now = Date.now()): Promise<{ department: DepartmentCustomers; since: string; head: CopyHead | undefined }> {
    const since = new Date(now - lookbackMs).toISOString();
    const head = await readCopyHead<CopyHead>(this.client, this.tableName, partition);
    // A copy of this format is read beside the feed since it: a cold reader waits for the slower of the two, not both.
    if (head && head.format === COPY_FORMAT) {
      const [packed, changed] = await Promise.all([readCopyChunks(this.client, this.tableName, partition, head), this.changedSince(partition, head.since)]);
      if (packed) {
        const department = decodeDepartment(packed);
        department.apply(changed);
        return { department, since, head };
      }
    }
    const rows = (await queryPartition({ pk: partition, attributes: STORED_OVERVIEW_FIELDS }, this.client)) as StoredOverviewRow[];
    const fresh = new DepartmentCustomers(dealerId);
    fresh.apply(rows);
    return { department: fresh, since, head };
  }

  /**
   * Writes a new copy of the department: the previous copy and the feed since it (or the whole partition), encoded in
   * chunks; the head names the new generation last, so a reader sees either the old copy or the new one whole.
   */
  async writeCopy(dealerId: string, partition: string, options: { lookbackMs?: number; now?: number } = {}): Promise<{ rows: number; bytes: number }> {
    const now = options.now ?? Date.now();
    // Covers rows being written while the copy is made (a batch's write requests in flight).
    const lookbackMs = options.lookbackMs ?? 5_000;
    const { department, head: previous } = await this.load(dealerId, partition, lookbackMs, now);
    const packed = encodeDepartment(department);
    // The previous generation's chunks (of this format or an older one) go once the head no longer names them.
    await writeCopyChunks(this.client, this.tableName, partition, packed, {
      generation: String(now),
      head: { format: COPY_FORMAT, since: new Date(now - lookbackMs).toISOString(), rows: department.size },
      previous,
    });
    return { rows: department.size, bytes: packed.length };
  }
}
