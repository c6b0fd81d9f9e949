import { describe, expect, it } from 'vitest';
import { DefaultFinanceMessages } from '../../domain/dealers/default-finance.ts';
import { loggedIn, type ApiClient } from '../support/api-client.ts';
import { eventually, RUN } from './case-support.ts';

/**
 * The department's default finance company over the real handlers: chosen by whoever administers the department's
 * data, among the finance partners' brands with a loan; the case's finance chooser starts with it
 * (`DefaultBrand`), and the price tag's financing is that company's.
 */
type DefaultFinance = { FinanceCompany: number; BrandId: number | null; BrandName: string | null; Brands: { FinanceCompany: number; BrandId: number; BrandName: string }[] };
const GET = '/api/dealer/defaultfinancecompany';
const SAVE = '/api/dealer/savedefaultfinancecompany';
const FJORD = { FinanceCompany: 1, BrandId: 11 };

const stockCar = async (client: ApiClient): Promise<string> => {
  const created = await client.post<{ Id: string }>('/api/OwnCar/Create', {
    Make: 'Skoda',
    Model: 'Octavia',
    Variant: `Style ${RUN}`,
    ModelYear: 2023,
    RegistrationDate: '2023-03-01',
    Mileage: 40_000,
    CashPrice: 189_900,
    RetailPrice: 184_900,
    FuelType: 'Petrol',
    CarType: 1,
    VehicleNumber: `DF-${RUN}`,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.Id;
};

describe("a department's default finance company", () => {
  it('is read with the brands to choose from, and refused a brand the partners do not offer, naming the brand', async () => {
    const admin = await loggedIn('admin@demo.dk');
    const current = await admin.get<DefaultFinance>(GET);
    expect(current.status, JSON.stringify(current.body)).toBe(200);
    // The demo's Aarhus department finances through Fjord Finans; both finance partners' brands with a loan are offered, no insurer.
    expect(current.body).toMatchObject({ ...FJORD, BrandName: 'Fjord Finans' });
    expect(current.body.Brands.map((brand) => brand.BrandName)).toEqual(['Fjord Finans', 'Nordlys Bilfinans']);

    for (const body of [{ FinanceCompany: 1, BrandId: 99 }, { FinanceCompany: 1, BrandId: null }, { FinanceCompany: 30, BrandId: 31 }]) {
      const refused = await admin.post<{ Field: string; Message: string }>(SAVE, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({ Field: 'BrandId', Message: DefaultFinanceMessages.unknownBrand });
    }
    expect((await admin.get<DefaultFinance>(GET)).body).toMatchObject(FJORD);
  });

  it("is what the case's finance chooser starts with and what the price tag finances through, and may be none", async () => {
    const admin = await loggedIn('admin@demo.dk');
    const salesman = await loggedIn('saelger@demo.dk');
    const carId = await stockCar(salesman);
    const chooserDefault = async () =>
      (await salesman.get<{ DefaultBrand: { BrandId: number } | null }>('/api/financeproduct/GetBrandsAndProductsWithLoanOnly?Id=101')).body.DefaultBrand?.BrandId ?? null;
    const priceTagFinance = async () => (await salesman.get<{ FinancingCompanyName: string | null }>(`/api/pricetag/checkfinance?carId=${carId}`)).body.FinancingCompanyName;
    await eventually(priceTagFinance, (name) => name === 'Fjord Finans');
    try {
      const nordlys = await admin.post<{ Message: string }>(SAVE, { FinanceCompany: 2, BrandId: 21 });
      expect(nordlys.status, JSON.stringify(nordlys.body)).toBe(200);
      expect(nordlys.body.Message).toBe('Forhandler oplysning gemt.');
      expect((await admin.get<DefaultFinance>(GET)).body).toMatchObject({ FinanceCompany: 2, BrandId: 21, BrandName: 'Nordlys Bilfinans' });
      expect(await eventually(chooserDefault, (brand) => brand === 21)).toBe(21);
      expect(await eventually(priceTagFinance, (name) => name === 'Nordlys Bilfinans')).toBe('Nordlys Bilfinans');

      expect((await admin.post(SAVE, { FinanceCompany: 0, BrandId: null })).status).toBe(200);
      expect((await admin.get<DefaultFinance>(GET)).body).toMatchObject({ FinanceCompany: 0, BrandId: null, BrandName: null });
      expect(await eventually(chooserDefault, (brand) => brand === null)).toBeNull();
      const none = await eventually(
        async () => (await salesman.get<{ HasFinancingCompany: boolean; Message: string | null }>(`/api/pricetag/checkfinance?carId=${carId}`)).body,
        (answer) => !answer.HasFinancingCompany,
      );
      expect(none.Message).toBe('Du mangler at vælge finansieringsselskab på bilen.');
    } finally {
      expect((await admin.post(SAVE, FJORD)).status).toBe(200);
    }
    expect(await eventually(chooserDefault, (brand) => brand === 11)).toBe(11);
  });

  it('is for those who administer the department’s data: a salesman may neither read nor choose it', async () => {
    const salesman = await loggedIn('saelger@demo.dk');
    expect((await salesman.get(GET)).status).toBe(403);
    expect((await salesman.post(SAVE, { FinanceCompany: 2, BrandId: 21 })).status).toBe(403);
  });

  it('is not changed without the anti-forgery token', async () => {
    const admin = await loggedIn('admin@demo.dk');
    expect((await admin.post(SAVE, { FinanceCompany: 2, BrandId: 21 }, { xsrf: false })).status).toBe(403);
    expect((await admin.get<DefaultFinance>(GET)).body).toMatchObject(FJORD);
  });
});
