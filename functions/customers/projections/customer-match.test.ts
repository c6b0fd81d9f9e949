import { describe, expect, it } from 'vitest';
import { sampleSwapCar } from '../../../domain/customer-cars/test-fixtures.ts';
import { customerSchema, splitCustomer, type Customer } from '../../../domain/customers/customer.ts';
import type { EventData, EventType } from '../../../events/catalogue.ts';
import type { ProjectedEvent } from '../../platform/projection.ts';
import { slotValue } from '../customer-matching.ts';
import { customerMatches, evolveCustomerMatchRow } from './customer-match.ts';
import { customerOwnedCars, evolveCustomerOwnedCarRow } from './customer-owned-cars.ts';

const event = <T extends EventType>(streamId: string, type: T, data: EventData<T>, occurredAt = '2026-03-01T10:00:00.000Z') =>
  ({
    type,
    data,
    streamId,
    version: 1,
    meta: { eventId: `${streamId}/1`, occurredAt, dealerId: '101', userId: '5', correlationId: 'c', causationId: 'c', schemaVersion: 1 },
  }) as ProjectedEvent<T>;

const karen = customerSchema.parse({ IsBusiness: false, FirstName: 'Karen', LastName: 'Ødegaard', Cpr: '0304851234', CellPhone: '31 32 33 34', Email: 'Karen@Example.dk', Category: 1 });
const created = (customer: Customer) =>
  event('customer#42', 'CustomerCreated', { CustomerId: '42', DealerId: '101', Customer: splitCustomer(customer).clear, Personal: { Encrypted: 'AQ==' } } as never);

describe('the duplicate check index rows', () => {
  it('takes one slot each: CPR (CVR for a business), phone, cell phone and e-mail, normalised', () => {
    expect(slotValue('number', karen)).toEqual({ kind: 'cpr', value: '0304851234' });
    expect(slotValue('cellphone', karen)).toEqual({ kind: 'phone', value: '31323334' });
    expect(slotValue('phone', karen)).toEqual({ kind: 'phone', value: '' });
    expect(slotValue('email', karen)).toEqual({ kind: 'email', value: 'karen@example.dk' });
    expect(slotValue('number', { ...karen, IsBusiness: true, Cvr: '1234 5678' } as Customer)).toEqual({ kind: 'cvr', value: '12345678' });
    expect(customerMatches.map((each) => each.name)).toEqual(['customer-match-number', 'customer-match-phone', 'customer-match-cellphone', 'customer-match-email']);
    expect(customerMatches[0]!.keyOf(created(karen))).toEqual({ pk: 'customer-match#101', sk: 'number#42' });
  });

  it('indexes the row under its keyed hash in its own department, and keeps no value in clear', () => {
    const row = evolveCustomerMatchRow('number', created(karen), { customer: karen, key: 'cpr:digest' });
    expect(row).toEqual({
      CustomerId: '42',
      DealerId: '101',
      IsBusiness: false,
      Kind: 'cpr',
      Name: 'Karen Ødegaard',
      ModifiedDate: '2026-03-01T10:00:00.000Z',
      gsi1pk: 'customer-match#101#cpr:digest',
      gsi1sk: '42',
    });
    expect(JSON.stringify(row)).not.toMatch(/0304851234|030485|31323334|karen@/i);
  });

  it('is no row (a tombstone without index key) for an empty slot, a forgotten or unrevealed customer, a deletion', () => {
    expect(evolveCustomerMatchRow('phone', created(karen), { customer: karen, key: '' })).toBeNull();
    expect(evolveCustomerMatchRow('number', created(karen), { customer: null, key: '' })).toBeNull();
    expect(evolveCustomerMatchRow('number', created(karen), undefined)).toBeNull();
    expect(evolveCustomerMatchRow('number', event('customer#42', 'CustomerDeleted', {} as never), undefined)).toBeNull();
    expect(evolveCustomerMatchRow('number', event('customer#42', 'CustomerForgotten', {} as never), undefined)).toBeNull();
  });
});

describe("the customer's own cars", () => {
  it("indexes each car under its owner in its department, keeps its first date, and a deleted car leaves the index", () => {
    const first = evolveCustomerOwnedCarRow(undefined, event('customer-car#7', 'CustomerCarCreated', { CarId: '7', DealerId: '101', Car: { ...sampleSwapCar, CustomerId: '42', RegistrationNumber: 'ab 12 345' } }));
    expect(first).toMatchObject({ CarId: '7', CustomerId: '42', DealerId: '101', RegistrationNumber: 'AB12345', Make: 'VW', Model: 'Golf', gsi1pk: 'customer-owned-cars#101#42', gsi1sk: '7' });
    const moved = evolveCustomerOwnedCarRow(first!, event('customer-car#7', 'CustomerCarUpdated', { Car: { ...sampleSwapCar, CustomerId: '43' } }, '2026-04-01T10:00:00.000Z'));
    expect(moved).toMatchObject({ CustomerId: '43', gsi1pk: 'customer-owned-cars#101#43', CreatedDate: '2026-03-01T10:00:00.000Z' });
    expect(evolveCustomerOwnedCarRow(moved!, event('customer-car#7', 'CustomerCarDeleted', {}))).toBeNull();
    expect(customerOwnedCars.handles({ type: 'CustomerCarBidRecorded', streamId: 'customer-car#7' })).toBe(false);
  });
});
