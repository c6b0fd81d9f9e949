import { describe, expect, it } from 'vitest';
import { sandboxFinanceCompanies } from './finance-companies-sandbox.ts';

const partners = sandboxFinanceCompanies('http://localhost:3002/');

describe('finance companies (sandbox)', () => {
  it('lists each finance brand with its products and default product', async () => {
    const brands = await partners.brandsAndProducts();
    expect(brands.map((brand) => [brand.PartnerId, brand.DefaultProductId])).toEqual([
      ['fjord-finans', 111],
      ['nordlys-bilfinans', 211],
    ]);
    expect(brands[0]!.Products.filter((product) => product.LoanOnly && product.AllowBusiness).map((product) => product.ProductId)).toEqual([112]);
  });

  it('lists the insurer beside the finance brands, with the company number its offers carry', async () => {
    expect(await partners.insurers()).toEqual([{ FinanceCompany: 30, PartnerId: 'vejbo-forsikring', BrandId: 31, BrandName: 'Vejbo Forsikring' }]);
    expect((await partners.plugin('vejbo-forsikring'))?.ServiceType).toBe(3);
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

  it("names a finance company's terms, and none for no company or one it does not know", async () => {
    expect(await partners.termsFor(1)).toMatchObject({ FinancingCompanyName: 'Fjord Finans', NominalRatePercent: 4.95 });
    expect(await partners.termsFor(2)).toMatchObject({ FinancingCompanyName: 'Nordlys Bilfinans' });
    expect(await partners.termsFor(0)).toBeNull();
    expect(await partners.termsFor(30)).toBeNull();
  });

  it('offers down payments from 20 % with shorter terms for an older car, and none beyond its limits', async () => {
    const today = '2026-11-28';
    const young = await partners.downPayments(1, { price: 200_000, registrationDate: '2024-04-01', mileage: 30_000 }, today);
    expect(young.map((option) => option.DownPaymentPercentage)).toEqual([20, 30, 40, 50]);
    expect(young[0]!.Periods.at(-1)).toBe(84);
    const older = await partners.downPayments(1, { price: 200_000, registrationDate: '2019-04-01', mileage: 30_000 }, today);
    expect(older[0]!.Periods.at(-1)).toBe(60);
    expect(await partners.downPayments(1, { price: 200_000, registrationDate: '2014-04-01', mileage: 30_000 }, today)).toEqual([]);
    expect(await partners.downPayments(1, { price: 40_000, registrationDate: '2024-04-01', mileage: 30_000 }, today)).toEqual([]);
    expect(await partners.downPayments(0, { price: 200_000, registrationDate: '2024-04-01', mileage: 30_000 }, today)).toEqual([]);
  });
});
