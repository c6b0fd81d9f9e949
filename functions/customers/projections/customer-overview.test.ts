import { beforeAll, describe, expect, it } from 'vitest';
import { splitCustomer, type Customer } from '../../../domain/customers/customer.ts';
import { sampleCustomer, sampleCustomerCar } from '../../../domain/customers/test-fixtures.ts';
import type { CustomerCarData } from '../../../events/customer-cars.ts';
import type { EventData, EventType } from '../../../events/catalogue.ts';
import type { ProjectedEvent } from '../../platform/projection.ts';
import { emptyPartition, loadedInto } from '../../platform/list-engine.ts';
import { customerCarLine, customerListEngine, matchesCustomerSearch, type ListedCustomer, type StoredOverviewRow } from '../customer-list-search.ts';
import { plainCustomers } from '../test-fixtures.ts';
import { CUSTOMER_OVERVIEW_EVENTS, customerOverview, evolveCustomerOverviewRow, type CustomerOverviewEvent, type CustomerOverviewRow, type RevealedCustomer } from './customer-overview.ts';

const versions = new Map<string, number>();
const event = <T extends EventType>(streamId: string, type: T, data: EventData<T>, occurredAt = '2026-03-01T10:00:00.000Z') => {
  const version = (versions.get(streamId) ?? 0) + 1;
  versions.set(streamId, version);
  return {
    type,
    data,
    streamId,
    version,
    meta: { eventId: `${streamId}/${version}`, occurredAt, dealerId: '101', userId: '5', correlationId: 'c', causationId: 'c', schemaVersion: 1 },
  } as ProjectedEvent<T>;
};

const karen = sampleCustomer;
const customerEvent = (type: 'CustomerCreated' | 'CustomerUpdated', customer: Customer, at?: string) => {
  const { clear } = splitCustomer(customer);
  const data = type === 'CustomerCreated' ? { CustomerId: '42', DealerId: '101', Customer: clear, Personal: { Encrypted: 'AQ==' } } : { Customer: clear, Personal: { Encrypted: 'AQ==' } };
  return event('customer#42', type, data as never, at);
};
const car = (fields: { Make: string; Model: string; RegistrationNumber?: string }): CustomerCarData => sampleCustomerCar('42', fields.RegistrationNumber ?? '', fields.Make, fields.Model);

const revealed = (customer: Customer | null): RevealedCustomer => ({ customer });
const now = () => new Date('2026-03-09T12:00:00.000Z');

/** Folds events into rows keyed like the projection keys them (one row per stream). */
const project = (events: readonly CustomerOverviewEvent[], found: (event: CustomerOverviewEvent) => RevealedCustomer | undefined) => {
  const rows = new Map<string, CustomerOverviewRow>();
  for (const each of events) {
    const key = customerOverview.keyOf(each);
    const next = evolveCustomerOverviewRow(rows.get(key.sk), each, found(each), now);
    if (next) rows.set(key.sk, next);
    else rows.delete(key.sk);
  }
  return rows;
};
const stored = (rows: Map<string, CustomerOverviewRow>): StoredOverviewRow[] => [...rows.values()].map((row) => ({ ...row, lastVersion: 1 }) as StoredOverviewRow);
/** The department's customers as the list joins them from its rows, in name order. */
const joinCustomers = async (rows: readonly StoredOverviewRow[]): Promise<ListedCustomer[]> => {
  const held = emptyPartition<StoredOverviewRow>();
  loadedInto(held, new Map(rows.map((row) => [row.Id, row])));
  const list = customerListEngine({ source: { partition: () => Promise.resolve(held), clear: () => undefined } });
  return (await list.search({ dealerIds: ['101'], context: { branches: new Map() } })).rows;
};

describe('the customer overview rows', () => {
  it('declares the customer events and the customer cars events it follows', () => {
    expect(CUSTOMER_OVERVIEW_EVENTS).toEqual(['CustomerCreated', 'CustomerUpdated', 'CustomerDeleted', 'CustomerForgotten', 'CustomerCarCreated', 'CustomerCarUpdated', 'CustomerCarDeleted', 'CustomerCarForgotten']);
    expect(customerOverview.handles({ type: 'CustomerCarBidRecorded', streamId: 'customer-car#1' })).toBe(false);
    expect(customerOverview.keyOf(event('customer-car#7', 'CustomerCarDeleted', {}))).toEqual({ pk: 'customer-overview#101', sk: 'customer-car#7' });
  });

  it('is the list row of the revealed customer, without its CPR', () => {
    const row = evolveCustomerOverviewRow(undefined, customerEvent('CustomerCreated', karen), revealed(karen), now);
    expect(row).toMatchObject({
      Id: 'customer#42',
      Kind: 'customer',
      CustomerId: '42',
      DealerId: '101',
      Name: 'Karen Ødegaard',
      Address: 'Østergade 3',
      ZipCode: '8000',
      City: 'Aarhus C',
      CellPhone: '31323334',
      Category: 0,
      gsi1pk: 'customer-overview#101',
      gsi1sk: '2026-03-09T12:00:00.000Z#customer#42',
    });
    expect(row?.SearchText).toContain('karen ødegaard østergade 3 8000 aarhus c 31323334 karen@example.dk');
    expect(JSON.stringify(row)).not.toMatch(/0304851234|851234/);
  });

  it('follows the customer cars context: plate, make and model per car, a deleted car a tombstone', () => {
    const created = evolveCustomerOverviewRow(undefined, event('customer-car#7', 'CustomerCarCreated', { CarId: '7', DealerId: '101', Car: car({ Make: 'VW', Model: 'Golf', RegistrationNumber: 'ab 12 345' }) }), undefined, now);
    expect(created).toMatchObject({ Id: 'customer-car#7', Kind: 'customer-car', CustomerId: '42', RegistrationNumber: 'AB12345', Make: 'VW', Model: 'Golf', CarTitle: 'VW Golf' });
    const updated = evolveCustomerOverviewRow(created!, event('customer-car#7', 'CustomerCarUpdated', { Car: car({ Make: 'VW', Model: 'Passat', RegistrationNumber: 'CD45678' }) }), undefined, now);
    expect(updated).toMatchObject({ Model: 'Passat', RegistrationNumber: 'CD45678', CreatedDate: created!.CreatedDate });
    expect(evolveCustomerOverviewRow(updated!, event('customer-car#7', 'CustomerCarDeleted', {}), undefined, now)).toMatchObject({ Id: 'customer-car#7', CustomerId: '42', Deleted: true });
  });

  it('leaves a tombstone without personal data when the customer is forgotten, or cannot be revealed any more', () => {
    const row = evolveCustomerOverviewRow(undefined, customerEvent('CustomerCreated', karen), revealed(karen), now)!;
    for (const gone of [
      evolveCustomerOverviewRow(row, event('customer#42', 'CustomerForgotten', {} as never), undefined, now),
      evolveCustomerOverviewRow(row, customerEvent('CustomerUpdated', karen), revealed(null), now),
    ]) {
      expect(gone).toMatchObject({ Id: 'customer#42', Deleted: true });
      expect(JSON.stringify(gone)).not.toMatch(/Karen|Ødegaard|31323334|karen@/i);
    }
    // Nothing to tombstone before the customer was ever listed.
    expect(evolveCustomerOverviewRow(undefined, customerEvent('CustomerCreated', karen), revealed(null), now)).toBeNull();
  });

  it('ends in the same rows, joined the same way, whether the history is folded once or twice and streams interleave', async () => {
    versions.clear();
    const history = [
      customerEvent('CustomerCreated', karen, '2026-03-01T09:00:00.000Z'),
      event('customer-car#7', 'CustomerCarCreated', { CarId: '7', DealerId: '101', Car: car({ Make: 'Škoda', Model: 'Octavia', RegistrationNumber: 'AB12345' }) }, '2026-03-02T09:00:00.000Z'),
      event('customer-car#8', 'CustomerCarCreated', { CarId: '8', DealerId: '101', Car: car({ Make: 'Ford', Model: 'Focus', RegistrationNumber: 'CD67890' }) }, '2026-03-03T09:00:00.000Z'),
      customerEvent('CustomerUpdated', { ...karen, Category: 1, City: 'Aarhus' }, '2026-03-04T09:00:00.000Z'),
      event('customer-car#8', 'CustomerCarDeleted', {}, '2026-03-05T09:00:00.000Z'),
    ];
    const found = (each: CustomerOverviewEvent) => (each.type === 'CustomerCreated' ? revealed(karen) : each.type === 'CustomerUpdated' ? revealed({ ...karen, Category: 1, City: 'Aarhus' }) : undefined);
    const once = await joinCustomers(stored(project(history, found)));
    // Streams interleaved differently (each stream's own order kept, as the projector guarantees per row).
    const interleaved = [history[1]!, history[0]!, history[2]!, history[4]!, history[3]!];
    expect(plainCustomers(await joinCustomers(stored(project(interleaved, found))))).toEqual(plainCustomers(once));
    expect(once).toHaveLength(1);
    expect(once[0]).toMatchObject({ Id: '42', Name: 'Karen Ødegaard', City: 'Aarhus', Category: 1, CustomerCar: 'Škoda Octavia, AB12345' });
    expect(once[0]!.Cars.map((each) => each.RegistrationNumber)).toEqual(['AB12345']);
    expect(customerCarLine(once[0]!.Cars)).toBe('Škoda Octavia, AB12345');
  });
});

describe('the customer list search', () => {
  versions.clear();
  const rows = project(
    [
      customerEvent('CustomerCreated', karen),
      event('customer-car#7', 'CustomerCarCreated', { CarId: '7', DealerId: '101', Car: car({ Make: 'Škoda', Model: 'Octavia Combi', RegistrationNumber: 'AB12345' }) }),
      event('customer-car#8', 'CustomerCarCreated', { CarId: '8', DealerId: '101', Car: car({ Make: 'Ford', Model: 'Focus', RegistrationNumber: 'CD67890' }) }),
    ],
    (each) => (each.type === 'CustomerCreated' ? revealed(karen) : undefined),
  );
  let customer: ListedCustomer | undefined;
  beforeAll(async () => {
    [customer] = await joinCustomers(stored(rows));
  });

  it('finds a customer by any of its cars: plate (spaces and case ignored), make, model; make and model of one car', () => {
    expect(matchesCustomerSearch(customer!, { RegistrationNumber: 'ab 123' })).toBe(true);
    expect(matchesCustomerSearch(customer!, { RegistrationNumber: 'CD67890' })).toBe(true);
    expect(matchesCustomerSearch(customer!, { RegistrationNumber: 'EF' })).toBe(false);
    expect(matchesCustomerSearch(customer!, { CarMake: 'škoda', CarModel: 'octavia' })).toBe(true);
    expect(matchesCustomerSearch(customer!, { CarMake: 'Ford', CarModel: 'Octavia' })).toBe(false);
    expect(matchesCustomerSearch(customer!, { CarMake: 'Ford' })).toBe(true);
  });

  it('filters by category and account manager, and every free-text word must occur in the customer or its cars', () => {
    expect(matchesCustomerSearch(customer!, { SearchType: 0 })).toBe(true);
    expect(matchesCustomerSearch(customer!, { SearchType: 1 })).toBe(false);
    expect(matchesCustomerSearch(customer!, {}, '5')).toBe(true);
    expect(matchesCustomerSearch(customer!, {}, '6')).toBe(false);
    expect(matchesCustomerSearch(customer!, { FreeText: 'ødegaard focus' })).toBe(true);
    expect(matchesCustomerSearch(customer!, { FreeText: 'ødegaard golf' })).toBe(false);
  });
});

describe('the customer list order', () => {
  it('sorts by name the Danish way: Æ, Ø, Å after Z, case and accents ignored, a customer without a name last', async () => {
    const names = ['Åse Berg', 'Zeuthen', 'øster', 'Ærø', 'anders', 'Éric', 'Bo', ''];
    const rows = names.map((Name, index) => ({ Id: `customer#${index + 1}`, Kind: 'customer', CustomerId: String(index + 1), DealerId: '101', Name, ProjectedAt: '', lastVersion: 1 }) as StoredOverviewRow);
    expect((await joinCustomers(rows)).map((customer) => customer.Name)).toEqual(['anders', 'Bo', 'Éric', 'Zeuthen', 'Ærø', 'øster', 'Åse Berg', '']);
  });
});
