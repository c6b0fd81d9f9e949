import { describe, expect, it } from 'vitest';
import { pickablePartners } from './partner-picker.ts';

const brand = (FinanceCompany: number, BrandId: number, BrandName: string) => ({ FinanceCompany, BrandId, BrandName, DefaultProductId: null, Products: [] });

describe('the partners the picker offers', () => {
  it('lists the finance brands and then the insurers, each with the company number its offer carries', () => {
    const partners = pickablePartners({
      Brands: [brand(1, 11, 'Fjord Finans'), brand(2, 21, 'Nordlys Bilfinans')],
      Insurers: [{ FinanceCompany: 30, BrandId: 31, BrandName: 'Vejbo Forsikring' }],
    });
    expect(partners).toEqual([
      { company: 1, name: 'Fjord Finans', kind: 'finance', brandId: 11 },
      { company: 2, name: 'Nordlys Bilfinans', kind: 'finance', brandId: 21 },
      { company: 30, name: 'Vejbo Forsikring', kind: 'insurance', brandId: 31 },
    ]);
  });

  it('lists the finance brands alone when no insurer is offered, and nothing before the answer', () => {
    expect(pickablePartners({ Brands: [brand(1, 11, 'Fjord Finans')] }).map((partner) => partner.kind)).toEqual(['finance']);
    expect(pickablePartners(undefined)).toEqual([]);
  });
});
