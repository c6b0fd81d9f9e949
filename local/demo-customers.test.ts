import { describe, expect, it } from 'vitest';
import { customerSchema } from '../domain/customers/customer.ts';
import { demoCustomers, fakeCpr, passesCprCheck } from './demo-customers.ts';

describe('the demo customers’ CPR numbers', () => {
  it('are valid for the customer schema and made up: none passes the CPR modulus-11 check', () => {
    const cprs = demoCustomers.flatMap(({ Customer }) => (!Customer.IsBusiness && Customer.Cpr ? [Customer.Cpr] : []));
    expect(cprs.length).toBeGreaterThan(20);
    for (const cpr of cprs) {
      expect(passesCprCheck(cpr), cpr).toBe(false);
      expect(customerSchema.safeParse({ IsBusiness: false, FirstName: 'A', LastName: 'B', CellPhone: '20304050', Cpr: cpr }).success, cpr).toBe(true);
    }
    // The check itself: a weighted digit sum divisible by 11 passes.
    expect(passesCprCheck('0000000000')).toBe(true);
    expect(passesCprCheck('0000000001')).toBe(false);
    expect(fakeCpr(1)).toBe(fakeCpr(1));
  });
});
