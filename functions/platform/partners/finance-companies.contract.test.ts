import { describe, expect, it } from 'vitest';
import { sandboxFinanceCompanies } from './finance-companies-sandbox.ts';

const partners = sandboxFinanceCompanies('http://localhost:3002/');

describe('finance companies (sandbox)', () => {
  it('lists each finance brand with its products and default product', async () => {
    const brands = await partners.brandsAndProducts();
    expect(brands.map((brand) => [brand.PartnerId, brand.DefaultProductId])).toEqual([
      ['fjord-finans', 111],
      ['nordlys-bilfinans', null],
    ]);
    expect(brands[0]!.Products.filter((product) => product.LoanOnly && product.AllowBusiness).map((product) => product.ProductId)).toEqual([112]);
  });

  it('applies a product only to a car within its age, mileage and price', async () => {
    expect(await partners.productIsApplicable(111, { ageYears: 5, mileage: 90_000, price: 150_000 })).toBe(true);
    expect(await partners.productIsApplicable(111, { ageYears: 11, mileage: 90_000, price: 150_000 })).toBe(false);
    expect(await partners.productIsApplicable(111, { ageYears: 5, mileage: 210_000, price: 150_000 })).toBe(false);
    expect(await partners.productIsApplicable(111, { ageYears: 5, mileage: 90_000, price: 5_000 })).toBe(false);
    expect(await partners.productIsApplicable(999, { ageYears: 0, mileage: 0, price: 150_000 })).toBe(false);
  });

  it('serves each partner plugin under the plugins base URL', async () => {
    expect((await partners.plugin('vejbo-forsikring'))?.PluginUrl).toBe('http://localhost:3002/vejbo-forsikring/');
    expect((await partners.plugin('fjord-finans'))?.Name).toBe('Fjord Finans A/S');
    expect(await partners.plugin('ukendt')).toBeUndefined();
  });
});
