import { describe, expect, it } from 'vitest';
import { splitCustomer, type Customer } from '../customers/customer.ts';
import { sampleCustomer } from '../customers/test-fixtures.ts';
import { describeCustomerEvent } from './customer-history.ts';

const personal = { Encrypted: 'AAAA' };
const before = { clear: splitCustomer(sampleCustomer).clear, customer: sampleCustomer as Customer | null };
const updated = (customer: Customer) => ({ type: 'CustomerUpdated' as const, data: { Customer: splitCustomer(customer).clear, Personal: personal } });

describe('a customer’s history', () => {
  it('tells a prospect created with its name, marked personal', () =>
    expect(describeCustomerEvent({ type: 'CustomerCreated', data: { CustomerId: '5', DealerId: '101', Customer: before.clear, Personal: personal } }, undefined, sampleCustomer)).toEqual([
      { Text: 'Emnet er oprettet.' },
      { Text: 'Navn: Karen Ødegaard.', Personal: true },
    ]));

  it('tells a new phone number with before and after, marked personal', () =>
    expect(describeCustomerEvent(updated({ ...sampleCustomer, CellPhone: '40414243' }), before, { ...sampleCustomer, CellPhone: '40414243' })).toEqual([
      { Text: 'Mobil ændret fra 31323334 til 40414243.', Personal: true },
    ]));

  it('tells a prospect that became a customer', () =>
    expect(describeCustomerEvent(updated({ ...sampleCustomer, Category: 1 }), before, { ...sampleCustomer, Category: 1 })).toEqual([
      { Text: 'Kategori ændret fra Emne til Kunde.' },
    ]));

  it('never repeats a CPR number', () =>
    expect(describeCustomerEvent(updated({ ...sampleCustomer, Cpr: '0101011234' } as Customer), before, { ...sampleCustomer, Cpr: '0101011234' } as Customer)).toEqual([
      { Text: 'CPR-nummer ændret.', Personal: true },
    ]));

  it('shows a forgotten customer’s changes as deleted', () =>
    expect(describeCustomerEvent(updated({ ...sampleCustomer, Category: 1 }), { ...before, customer: null }, null)).toEqual([
      { Text: 'Kategori ændret fra Emne til Kunde.' },
      { Text: 'Oplysningerne er slettet.', Personal: true },
    ]));

  it('tells the erasure', () => expect(describeCustomerEvent({ type: 'CustomerForgotten', data: {} }, before, null)).toEqual([{ Text: 'Kundens personoplysninger er slettet.' }]));
});
