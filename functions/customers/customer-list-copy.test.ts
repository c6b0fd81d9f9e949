import { describe, expect, it } from 'vitest';
import { decodeDepartment, DepartmentCustomers, encodeDepartment, orderBy, type ListedCustomer, type OrderKey, type StoredOverviewRow } from './customer-list-copy.ts';

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
const department = (): DepartmentCustomers => {
  const rows: StoredOverviewRow[] = [];
  for (let id = 1; id <= 60; id += 1) {
    rows.push(customerRow(id, { Name: NAMES[id % NAMES.length], City: CITIES[id % CITIES.length], Category: id % 3 === 0 ? 0 : 1, AccountManagerId: id % 4 === 0 ? '5' : null, IsBusiness: id % 5 === 0 }));
    if (id % 2 === 0) rows.push(carRow(1_000 + id, id));
    if (id % 6 === 0) rows.push(carRow(2_000 + id, id, { Make: 'Škoda', Model: 'Octavia', CarTitle: 'Škoda Octavia' }));
  }
  // A car whose customer row has not come yet.
  rows.push(carRow(3_000, 99));
  const held = new DepartmentCustomers('101');
  held.apply(rows);
  return held;
};

const KEYS: OrderKey[] = ['Name', 'Address', 'ZipCode', 'City', 'CellPhone', 'CustomerCar', 'ModifiedDate'];
/** What a customer is, apart from the sort keys it has made so far. */
const plain = (customers: readonly ListedCustomer[]) => customers.map(({ Keys: _keys, ...customer }) => customer);
const sortedAfresh = (held: DepartmentCustomers, key: OrderKey) => plain([...held.customers.values()].map((customer) => ({ ...customer, Keys: {} })).sort(orderBy(key)));

describe("a department's customer list", () => {
  it('joins each customer with its cars, newest first, and leaves a car without its customer out of the list', () => {
    const held = department();
    expect(held.customers.size).toBe(60);
    const twelve = held.customers.get('12')!;
    expect(twelve.Cars.map((car) => car.Id)).toEqual(['2012', '1012']);
    expect(twelve).toMatchObject({ CustomerCar: 'Škoda Octavia, AB2012', CarText: 'škoda octavia ab2012 škoda octavia vw golf ab1012 vw golf' });
    expect(held.cars.get('3000')).toMatchObject({ CustomerId: '99' });
    expect(held.ordered('Name').map((customer) => customer.Id)).not.toContain('99');
  });

  it('comes back the same from its copy: the customers in name order, every car, the orphan too', () => {
    const held = department();
    const copy = decodeDepartment(encodeDepartment(held));
    // The free text comes from a part of its own, read at the first free-text search.
    expect(copy.ordered('Name').map((customer) => customer.SearchText + customer.CarText).join('')).toBe('');
    expect(plain(copy.withSearchText().ordered('Name'))).toEqual(plain(held.ordered('Name')));
    expect(copy.cars).toEqual(held.cars);
    for (const key of KEYS) expect(plain(copy.ordered(key))).toEqual(sortedAfresh(held, key));
    // The orphan's customer arrives after the copy: it is listed with its car.
    copy.apply([customerRow(99, { Name: 'Sen Kunde' })]);
    expect(copy.customers.get('99')).toMatchObject({ Name: 'Sen Kunde', CustomerCar: 'VW Golf, AB3000' });
  });

  it('takes a row only if it is newer than the one held, and keeps every order as a fresh sort makes it', () => {
    const held = decodeDepartment(encodeDepartment(department()));
    for (const key of KEYS) held.ordered(key);
    const changed = held.apply([
      customerRow(7, { Name: 'Aage Aagaard', City: 'Åbyhøj' }, 2),
      customerRow(8, { Name: 'Forældet' }, 1),
      tombstone(customerRow(9), 2),
      carRow(1_010, 11, { RegistrationNumber: 'CD99999' }, 2),
      tombstone(carRow(1_012, 12), 2),
      customerRow(61, { Name: 'Ny Kunde' }),
      carRow(4_000, 61),
    ]);
    expect(changed).toBe(true);
    expect(held.customers.get('7')).toMatchObject({ Name: 'Aage Aagaard', Version: 2 });
    expect(held.customers.get('8')!.Name).not.toBe('Forældet');
    expect(held.customers.has('9')).toBe(false);
    // A car that changed owner leaves the first and joins the second.
    expect(held.customers.get('10')!.Cars.map((car) => car.Id)).toEqual([]);
    expect(held.customers.get('11')).toMatchObject({ CustomerCar: 'VW Golf, CD99999' });
    expect(held.customers.get('12')!.Cars.map((car) => car.Id)).toEqual(['2012']);
    // A customer whose car changed keeps its free text, though the copy's had not been read yet.
    expect(held.customers.get('12')).toMatchObject({ SearchText: 'kunde 12 vestergade 1 8000 aarhus c', CarText: 'škoda octavia ab2012 škoda octavia' });
    expect(held.customers.get('61')).toMatchObject({ CustomerCar: 'VW Golf, AB4000' });
    for (const key of KEYS) expect(plain(held.ordered(key))).toEqual(sortedAfresh(held, key));
    // The same rows again, and an older version of a deleted one, change nothing.
    expect(held.apply([customerRow(7, { Name: 'Aage Aagaard', City: 'Åbyhøj' }, 2), customerRow(9, {}, 1)])).toBe(false);
    expect(held.customers.has('9')).toBe(false);
  });
});
