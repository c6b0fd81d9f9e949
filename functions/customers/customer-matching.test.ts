import { describe, expect, it } from 'vitest';
import { customerSchema } from '../../domain/customers/customer.ts';
import { matchValuesOf, normalisedMatchValue } from './customer-matching.ts';

describe('the values a customer is found again by', () => {
  it('compares CPR and CVR as digits, phones as Danish numbers with or without +45, e-mail in any case', () => {
    expect(normalisedMatchValue('cpr', '120388-1236')).toBe('1203881236');
    expect(normalisedMatchValue('cpr', '120388-****')).toBe('');
    expect(normalisedMatchValue('cvr', ' 2987 1234 ')).toBe('29871234');
    expect(normalisedMatchValue('phone', '+45 21 22 23 24')).toBe('21222324');
    expect(normalisedMatchValue('phone', '0045 21222324')).toBe('21222324');
    expect(normalisedMatchValue('phone', '+46 70 123 45 67')).toBe('46701234567');
    expect(normalisedMatchValue('email', ' Aase@Example.DK ')).toBe('aase@example.dk');
    expect(normalisedMatchValue('email', null)).toBe('');
  });

  it('takes a private customer by CPR, a business by CVR, both by their phones and e-mail, leaving out what is empty', () => {
    const person = customerSchema.parse({ IsBusiness: false, FirstName: 'Åse', LastName: 'Ølgaard', Cpr: '1203881236', CellPhone: '21222324', Email: 'aase@example.dk' });
    expect(matchValuesOf(person)).toEqual([
      { kind: 'cpr', value: '1203881236' },
      { kind: 'phone', value: '21222324' },
      { kind: 'email', value: 'aase@example.dk' },
    ]);
    const company = customerSchema.parse({ IsBusiness: true, CompanyName: 'Ærø Tømrer ApS', Cvr: '31415926', Phone: '86112233' });
    expect(matchValuesOf(company)).toEqual([
      { kind: 'cvr', value: '31415926' },
      { kind: 'phone', value: '86112233' },
    ]);
  });
});
