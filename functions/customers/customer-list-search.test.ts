import { describe, expect, it } from 'vitest';
import { emptyPartition, loadedInto, mergedInto, pack, unpackColumns, rowsOfCopy, type HeldPartition } from '../platform/list-engine.ts';
import { customerFilter, customerListEngine, CUSTOMER_SORT_KEYS, type CustomerSortKey, type ListedCustomer, type StoredOverviewRow } from './customer-list-search.ts';
import { plainCustomers } from './test-fixtures.ts';

/** Overview rows as the projection writes them (only what the list reads). */
const customerRow = (id: number, fields: Partial<StoredOverviewRow> = {}, lastVersion = 1): StoredOverviewRow => ({
  Id: `customer#${id}`,
  Kind: 'customer',
  CustomerId: String(id),
  DealerId: '101',
  IsBusiness: false,
  Category: 1,
  Name: `Kunde ${id}`,
  Address: 'Vestergade 1',
  ZipCode: '8000',
  City: 'Aarhus C',
  Phone: '',
  CellPhone: String(20_000_000 + id),
  Email: `kunde${id}@example.dk`,
  AccountManagerId: null,
  CreatedDate: '2026-01-01T10:00:00.000Z',
  ModifiedDate: `2026-02-${String(1 + (id % 28)).padStart(2, '0')}T10:00:00.000Z`,
  SearchText: `kunde ${id} vestergade 1 8000 aarhus c`,
  lastVersion,
  ...fields,
});
const carRow = (id: number, customerId: number, fields: Partial<StoredOverviewRow> = {}, lastVersion = 1): StoredOverviewRow => ({
  Id: `customer-car#${id}`,
  Kind: 'customer-car',
  CustomerId: String(customerId),
  DealerId: '101',
  CarTitle: 'VW Golf',
  RegistrationNumber: `AB${id}`,
  Make: 'VW',
  Model: 'Golf',
  CreatedDate: `2026-03-${String(1 + (id % 28)).padStart(2, '0')}T10:00:00.000Z`,
  lastVersion,
  ...fields,
});
const tombstone = (row: StoredOverviewRow, lastVersion: number): StoredOverviewRow =>
  ({ Id: row.Id, Kind: row.Kind, CustomerId: row.CustomerId, DealerId: row.DealerId, Deleted: true, lastVersion }) as StoredOverviewRow;

const NAMES = ['Åse Ørsted', 'Bo Bøgh', 'anders Andersen', 'Ærø Camping ApS', 'Éric Holm', 'Zeuthen', '', 'Øster Jensen', 'bo bøgh'];
const CITIES = ['Aarhus C', 'Åbyhøj', 'Viby J', 'Ølstykke', ''];
const departmentRows = (): StoredOverviewRow[] => {
  const rows: StoredOverviewRow[] = [];
  for (let id = 1; id <= 60; id += 1) {
    rows.push(customerRow(id, { Name: NAMES[id % NAMES.length], City: CITIES[id % CITIES.length], Category: id % 3 === 0 ? 0 : 1, AccountManagerId: id % 4 === 0 ? '5' : null, IsBusiness: id % 5 === 0 }));
    if (id % 2 === 0) rows.push(carRow(1_000 + id, id));
    if (id % 6 === 0) rows.push(carRow(2_000 + id, id, { Make: 'Škoda', Model: 'Octavia', CarTitle: 'Škoda Octavia' }));
  }
  // A car whose customer row has not come yet.
  rows.push(carRow(3_000, 99));
  return rows;
};

/** The customer list engine over department 101's rows held in memory (as a container holds them once read). */
const listOver = (held: HeldPartition<StoredOverviewRow>) => {
  const engine = customerListEngine({ source: { partition: () => Promise.resolve(held), clear: () => undefined } });
  const context = { branches: new Map([['101', 'Aarhus']]) };
  return {
    engine,
    all: () => engine.rowsOf(['101'], context),
    ordered: async (sort: CustomerSortKey, direction: 'asc' | 'desc' = 'asc') => (await engine.search({ dealerIds: ['101'], sort, direction, context })).rows,
    sortedAfresh: async (sort: CustomerSortKey) => engine.sorted(await engine.rowsOf(['101'], context), sort, 'asc', context),
  };
};
const readWhole = (rows: readonly StoredOverviewRow[]) => {
  const held = emptyPartition<StoredOverviewRow>();
  loadedInto(held, new Map(rows.map((row) => [row.Id, row])));
  return held;
};
/**
 * The department as a cold container reads it from its copy: the rows in the copy's order, then what the feed shows;
 * as the copy's columns when the feed shows nothing.
 */
const readCopy = (rows: readonly StoredOverviewRow[], feed: readonly StoredOverviewRow[] = []) => {
  const ordered = customerListEngine().reader.shape.orderCopy!(rows.filter((row) => !row.Deleted));
  const copied = unpackColumns(pack(customerListEngine().reader.shape.fields, ordered, customerListEngine().reader.shape.searchFields));
  const held = emptyPartition<StoredOverviewRow>();
  if (feed.length === 0) {
    loadedInto(held, copied, { ordered: true, fromFeed: [] });
    return held;
  }
  const map = rowsOfCopy<StoredOverviewRow>(copied);
  const fromFeed = feed.filter((row) => (map.get(row.Id)?.lastVersion ?? 0) <= row.lastVersion).map((row) => row.Id);
  for (const row of feed) if ((map.get(row.Id)?.lastVersion ?? 0) <= row.lastVersion) map.set(row.Id, row);
  loadedInto(held, map, { ordered: true, fromFeed });
  return held;
};
const byId = (customers: readonly ListedCustomer[], id: string) => customers.find((customer) => customer.Id === id);
/** The customers as plain values, their cars and the line shown for them (made when first read) included. */
const plain = plainCustomers;
const KEYS = CUSTOMER_SORT_KEYS.filter((key) => key !== 'DealerName');

describe("a department's customer list", () => {
  it('joins each customer with its cars, newest first, and leaves a car without its customer out of the list', async () => {
    const list = listOver(readWhole(departmentRows()));
    const customers = await list.all();
    expect(customers).toHaveLength(60);
    const twelve = byId(customers, '12')!;
    expect(twelve.Cars.map((car) => car.Id)).toEqual(['2012', '1012']);
    expect(twelve).toMatchObject({ CustomerCar: 'Škoda Octavia, AB2012' });
    expect(customers.map((customer) => customer.Id)).not.toContain('99');
  });

  it('comes back the same from its copy, in name order without sorting, every car and the orphan too', async () => {
    const whole = listOver(readWhole(departmentRows()));
    const held = readCopy(departmentRows());
    const copy = listOver(held);
    const withoutText = (customers: readonly ListedCustomer[]) => plain(customers).map((customer) => ({ ...customer, SearchText: undefined }));
    expect(withoutText(await copy.ordered('Name'))).toEqual(withoutText(await whole.ordered('Name')));
    // Listed straight from the copy's columns: the stored rows are not made for a search.
    expect(held.copied).toBeDefined();
    // Every row whole, the search text from its own part of the copy too; the cars' text as a search by words makes it.
    await whole.engine.search({ dealerIds: ['101'], context: { branches: new Map() }, filter: customerFilter({ FreeText: 'ingen-saadan' }) });
    const byNumber = (customers: readonly ListedCustomer[]) => plain([...customers].sort((a, b) => Number(a.Id) - Number(b.Id)));
    expect(byNumber(await copy.all())).toEqual(byNumber(await whole.all()));
    for (const key of KEYS) expect(plain(await copy.ordered(key)), key).toEqual(plain(await whole.sortedAfresh(key)));
    expect((await copy.ordered('Name', 'desc')).map((customer) => customer.Id)).toEqual((await whole.ordered('Name')).map((customer) => customer.Id).reverse());
  });

  it("gives a cold container's pages in name order off the copy as the whole department lists them, each with its cars", async () => {
    const context = { branches: new Map([['101', 'Aarhus']]) };
    const whole = listOver(readWhole(departmentRows()));
    for (const page of [{ offset: 0, count: 50 }, { offset: 12, count: 6 }, { offset: 55, count: 50 }]) {
      const held = readCopy(departmentRows());
      const fromCopy = await listOver(held).engine.search({ dealerIds: ['101'], context, page });
      const expected = await whole.engine.search({ dealerIds: ['101'], context, page });
      expect(fromCopy.total).toBe(60);
      expect(plain(fromCopy.rows).map((customer) => ({ ...customer, SearchText: undefined }))).toEqual(plain(expected.rows).map((customer) => ({ ...customer, SearchText: undefined })));
      expect(held.copied).toBeDefined();
    }
  });

  it('leaves the search text packed until a search by words, which finds the customers it names', async () => {
    const held = readCopy(departmentRows());
    const list = listOver(held);
    const context = { branches: new Map([['101', 'Aarhus']]) };
    expect((await list.ordered('Name')).every((customer) => customer.SearchText === '')).toBe(true);
    const found = await list.engine.search({ dealerIds: ['101'], context, filter: customerFilter({ FreeText: 'kunde 51' }), readsSearchFields: true });
    expect(found.rows.map((customer) => customer.Id)).toEqual(['51']);
    expect((await list.ordered('Name')).every((customer) => customer.SearchText !== '')).toBe(true);
  });

  it("puts the feed's rows since the copy in place, and the orphan's customer arriving later is listed with its car", async () => {
    const feed = [customerRow(7, { Name: 'Aage Aagaard' }, 2), customerRow(99, { Name: 'Sen Kunde' })];
    const copy = listOver(readCopy(departmentRows(), feed));
    const whole = listOver(readWhole([...departmentRows().filter((row) => row.Id !== 'customer#7'), ...feed]));
    expect(plain(await copy.ordered('Name'))).toEqual(plain(await whole.sortedAfresh('Name')));
    expect(byId(await copy.all(), '99')).toMatchObject({ Name: 'Sen Kunde', CustomerCar: 'VW Golf, AB3000' });
  });

  it("finds a customer by its car's new plate after the copy, and no longer by the plate the copy holds", async () => {
    const held = readCopy(departmentRows());
    const list = listOver(held);
    const context = { branches: new Map([['101', 'Aarhus']]) };
    const byWords = async (FreeText: string) =>
      (await list.engine.search({ dealerIds: ['101'], context, filter: customerFilter({ FreeText }), readsSearchFields: true })).rows.map((customer) => customer.Id);
    expect(await byWords('ab1010')).toEqual(['10']);
    mergedInto(held, [carRow(1_010, 10, { RegistrationNumber: 'CD99999' }, 2)]);
    expect(await byWords('ab1010')).toEqual([]);
    expect(await byWords('cd99999')).toEqual(['10']);
  });

  it('takes a row only if it is newer than the one held, and keeps every order as a fresh sort makes it', async () => {
    const held = readCopy(departmentRows());
    const list = listOver(held);
    for (const key of KEYS) await list.ordered(key);
    // The feed repeating the copy (it looks back a little) changes nothing, and the stored rows are still not made.
    const copiedVersion = held.version;
    mergedInto(held, departmentRows().slice(0, 5));
    expect(held.version).toBe(copiedVersion);
    expect(held.copied).toBeDefined();
    mergedInto(
      held,
      [
        customerRow(7, { Name: 'Aage Aagaard', City: 'Åbyhøj' }, 2),
        customerRow(8, { Name: 'Forældet' }, 0),
        tombstone(customerRow(9), 2),
        carRow(1_010, 11, { RegistrationNumber: 'CD99999' }, 2),
        tombstone(carRow(1_012, 12), 2),
        customerRow(61, { Name: 'Ny Kunde' }),
        carRow(4_000, 61),
      ],
    );
    // The first change makes the stored rows.
    expect(held.copied).toBeUndefined();
    const customers = await list.all();
    expect(byId(customers, '7')).toMatchObject({ Name: 'Aage Aagaard', Version: 2 });
    expect(byId(customers, '8')!.Name).not.toBe('Forældet');
    expect(byId(customers, '9')).toBeUndefined();
    // A car that changed owner leaves the first and joins the second.
    expect(byId(customers, '10')!.Cars.map((car) => car.Id)).toEqual([]);
    expect(byId(customers, '11')).toMatchObject({ CustomerCar: 'VW Golf, CD99999' });
    expect(byId(customers, '12')!.Cars.map((car) => car.Id)).toEqual(['2012']);
    expect(byId(customers, '61')).toMatchObject({ CustomerCar: 'VW Golf, AB4000' });
    for (const key of KEYS) expect(plain(await list.ordered(key)), key).toEqual(plain(await list.sortedAfresh(key)));
    // The same rows again, and an older version of a deleted one, change nothing.
    const version = held.version;
    mergedInto(held, [customerRow(7, { Name: 'Aage Aagaard', City: 'Åbyhøj' }, 2), customerRow(9, {}, 1)]);
    expect(held.version).toBe(version);
    expect(byId(await list.all(), '9')).toBeUndefined();
  });
});
