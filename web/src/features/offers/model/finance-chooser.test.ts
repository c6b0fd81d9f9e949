import { describe, expect, it } from 'vitest';
import { chooseBrand, NO_COMPANY, productsFor, type ChooserBrand } from './finance-chooser.ts';

const fjord: ChooserBrand = {
  FinanceCompany: 1,
  BrandId: 11,
  BrandName: 'Fjord Finans',
  DefaultProductId: 111,
  Products: [
    { ProductId: 111, ProductName: 'Billån Privat', LoanOnly: true, AllowPrivate: true, AllowBusiness: false },
    { ProductId: 112, ProductName: 'Billån Erhverv', LoanOnly: true, AllowPrivate: false, AllowBusiness: true },
    { ProductId: 113, ProductName: 'Privatleasing', LoanOnly: false, AllowPrivate: true, AllowBusiness: false },
  ],
};

describe('the finance chooser', () => {
  it('lists only loans the private or business customer may take', () => {
    expect(productsFor(fjord, false).map((product) => product.ProductId)).toEqual([111]);
    expect(productsFor(fjord, true).map((product) => product.ProductId)).toEqual([112]);
  });

  it("picks the brand's default product, and none when the customer may not take it", () => {
    expect(chooseBrand(fjord, false)).toEqual({ FinanceCompany: 1, BrandId: 11, ProductId: 111 });
    expect(chooseBrand(fjord, true)).toEqual({ FinanceCompany: 1, BrandId: 11, ProductId: null });
  });

  it('a brand without a default product, or no brand, means no company', () => {
    expect(chooseBrand({ ...fjord, DefaultProductId: null }, false)).toEqual(NO_COMPANY);
    expect(chooseBrand(undefined, false)).toEqual(NO_COMPANY);
  });
});
