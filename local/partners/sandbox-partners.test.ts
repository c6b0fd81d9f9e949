import { describe, expect, it } from 'vitest';
import { partnerByCompany, partnerByPath, productIsApplicable, SANDBOX_PARTNERS } from './sandbox-partners.ts';

const billaan = SANDBOX_PARTNERS[0]!.brands[0]!.products[0]!;

describe('the sandbox partners', () => {
  it('are two finance companies and one insurance company on their own paths', () => {
    expect(SANDBOX_PARTNERS.map((partner) => [partner.path, partner.kind])).toEqual([
      ['/fjord-finans/', 'finance'],
      ['/nordlys-bilfinans/', 'finance'],
      ['/vejbo-forsikring/', 'insurance'],
    ]);
    expect(partnerByPath('/nordlys-bilfinans/')?.company).toBe(24);
    expect(partnerByCompany(30)?.name).toBe('Vejbo Forsikring');
  });

  it('a product applies to a car within its age, mileage and price', () => {
    const car = { product: billaan, firstRegistrationDate: '2018-03-01', mileage: 120_000, retailPrice: 189_900_00, today: '2026-11-28' };
    expect(productIsApplicable(car)).toBe(true);
    expect(productIsApplicable({ ...car, firstRegistrationDate: null })).toBe(true);
    expect(productIsApplicable({ ...car, firstRegistrationDate: '2015-11-29' })).toBe(true);
    expect(productIsApplicable({ ...car, firstRegistrationDate: '2015-11-28' })).toBe(false);
    expect(productIsApplicable({ ...car, mileage: 200_001 })).toBe(false);
    expect(productIsApplicable({ ...car, retailPrice: 49_999_99 })).toBe(false);
  });
});
