import { beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, type ApiClient } from '../support/api-client.ts';
import { demoCustomer, eventually, getCase, projectionsCaughtUp, RUN, saveCase, search, sellableCase, type DemoCustomer } from './case-support.ts';

/**
 * A case's finance and insurance offers (Tillægsydelser): added by the partner picker, saved by their plugin frames,
 * one active per kind, and a sent application locks the case's car.
 */
let salesman: ApiClient; // saelger@demo.dk, Salesman in department 101 (Aarhus)
let aalborg: ApiClient; // saelger.aalborg@demo.dk, Salesman in 102
let customer: DemoCustomer;

beforeAll(async () => {
  await projectionsCaughtUp();
  [salesman, aalborg] = (await Promise.all(['saelger@demo.dk', 'saelger.aalborg@demo.dk'].map(loggedIn))) as [ApiClient, ApiClient];
  customer = await demoCustomer(salesman);
});

interface OfferView {
  FinanceCompany: number;
  OfferId: string;
  IsActive: boolean;
  IsLocked: boolean;
  Offer: { ServiceType: number; Status: number; MonthlyPayment?: number | null };
}

const finance = { BrandId: '1', BrandName: 'Škoda Finans', ProductId: '11', ProductName: 'Billån', OfferedServices: [{ ProviderName: 'Sandbox Finans', ServiceType: 1 }] };
const insurance = { OfferedServices: [{ ProviderName: 'Sandbox Forsikring', ServiceType: 3 }] };
const saveOffer = (client: ApiClient, body: Record<string, unknown>) => client.post<string>('/api/caseplugin/save', body);
const addOffer = async (caseId: string, terms: Record<string, unknown> = finance, company = 23): Promise<string> => {
  const added = await saveOffer(salesman, { CaseId: caseId, FinanceCompany: company, Offer: terms });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  expect(added.body).toMatch(/^\d+$/);
  return added.body;
};
const offersOf = async (client: ApiClient, caseId: string) => client.get<OfferView[]>(`/api/offer/GetByCaseId?caseId=${caseId}`);
/** The offers once the case's read model shows `count` of them. */
const offersWhen = (caseId: string, check: (offers: OfferView[]) => boolean) =>
  eventually(async () => (await offersOf(salesman, caseId)).body, (offers) => Array.isArray(offers) && check(offers));

describe('offers on a case', () => {
  it('the first finance and insurance offers are active, a second finance offer takes over when activated', async () => {
    const { id } = await saveCase(salesman, sellableCase(customer.Id, 'tilbud'));
    const first = await addOffer(id);
    const second = await addOffer(id);
    const insured = await addOffer(id, insurance, 41);
    const added = await offersWhen(id, (offers) => offers.length === 3);
    expect(added.map((offer) => [offer.OfferId, offer.IsActive, offer.Offer.ServiceType])).toEqual([
      [first, true, 1],
      [second, false, 1],
      [insured, true, 3],
    ]);

    const activated = await saveOffer(salesman, { CaseId: id, OfferId: second, FinanceCompany: 23, IsActive: true, Offer: { ...finance, MonthlyPayment: 3_120 } });
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    expect(activated.body).toBe(second);
    const after = await offersWhen(id, (offers) => offers.find((offer) => offer.OfferId === second)?.IsActive === true);
    expect(after.map((offer) => offer.IsActive)).toEqual([false, true, true]);
    expect(after[1]!.Offer.MonthlyPayment).toBe(3_120);
  });

  it('a sent application locks the case: its car stays, the offer stays, the list shows its status', async () => {
    const { id } = await saveCase(salesman, sellableCase(customer.Id, 'låst'));
    const offerId = await addOffer(id);
    const sent = await saveOffer(salesman, { CaseId: id, OfferId: offerId, FinanceCompany: 23, Offer: { ...finance, Status: 1 } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const locked = await eventually(() => getCase(salesman, id, 1), (model) => (model as { IsLocked?: boolean }).IsLocked === true);
    expect((locked as { IsLocked?: boolean }).IsLocked).toBe(true);

    const removeCar = await salesman.post('/api/case/save', { Id: id, CustomerId: customer.Id, SalesItem: null });
    expect(removeCar.status).toBe(409);
    expect(removeCar.body).toMatchObject({ Message: 'Kan ikke fjerne bilen da sagen er låst' });
    const deleted = await salesman.request('DELETE', `/api/caseplugin/delete?caseId=${id}&company=23&financeId=${offerId}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body).toMatchObject({ Message: 'Handling ikke mulig.' });

    const listed = await eventually(
      async () => (await search(salesman, { SearchText: `${RUN} låst` })).body,
      (list) => list.List?.some((row) => row.Id === id && (row as { FinanceCaseStatus?: number | null }).FinanceCaseStatus === 1) ?? false,
    );
    expect(listed.List.find((row) => row.Id === id)).toMatchObject({ FinanceCaseStatus: 1, InsuranceStatus: null });
  });

  it('removing the car removes the offers; an offer not sent can be deleted', async () => {
    const { id } = await saveCase(salesman, sellableCase(customer.Id, 'uden bil'));
    const kept = await addOffer(id);
    const deletedId = await addOffer(id);
    const deleted = await salesman.request('DELETE', `/api/caseplugin/delete?caseId=${id}&company=23&financeId=${deletedId}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await offersWhen(id, (offers) => offers.length === 1)).map((offer) => offer.OfferId)).toEqual([kept]);
    const removed = await salesman.post('/api/case/save', { Id: id, CustomerId: customer.Id, SalesItem: null });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await offersWhen(id, (offers) => offers.length === 0)).toEqual([]);
  });

  it('refuses a sixth offer', async () => {
    const { id } = await saveCase(salesman, sellableCase(customer.Id, 'fem'));
    for (let n = 0; n < 5; n++) await addOffer(id);
    const sixth = await saveOffer(salesman, { CaseId: id, FinanceCompany: 23, Offer: finance });
    expect(sixth.status).toBe(409);
    expect(sixth.body).toMatchObject({ Message: 'Der kan højst være 5 tilbud på en sag.' });
  });

  it("another department's case and an unknown offer are not found", async () => {
    const { id } = await saveCase(salesman, sellableCase(customer.Id, 'fremmed'));
    const offerId = await addOffer(id);
    expect((await offersOf(aalborg, id)).status).toBe(404);
    expect((await saveOffer(aalborg, { CaseId: id, FinanceCompany: 23, Offer: finance })).status).toBe(404);
    expect((await saveOffer(aalborg, { CaseId: id, OfferId: offerId, FinanceCompany: 23, Offer: { Status: 1 } })).status).toBe(404);
    expect((await aalborg.request('DELETE', `/api/caseplugin/delete?caseId=${id}&company=23&financeId=${offerId}`)).status).toBe(404);
    expect((await saveOffer(salesman, { CaseId: id, OfferId: '999999999', FinanceCompany: 23, Offer: {} })).status).toBe(404);
  });

  it('names the field of a bad request', async () => {
    const cases: [string, string, unknown, string][] = [
      ['GET', '/api/offer/GetByCaseId', undefined, 'caseId'],
      ['POST', '/api/caseplugin/save', { FinanceCompany: 23, Offer: {} }, 'CaseId'],
      ['POST', '/api/caseplugin/save', { CaseId: '1', FinanceCompany: 23, Offer: { Status: 9 } }, 'Offer.Status'],
      ['DELETE', '/api/caseplugin/delete?caseId=1&company=23', undefined, 'financeId'],
    ];
    for (const [method, path, body, field] of cases) {
      const response = await salesman.request<{ Field: string }>(method as 'GET', path, { body });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(response.body.Field, `${method} ${path}`).toBe(field);
    }
  });
});

describe('the finance chooser', () => {
  it('lists the partners’ brands with their loans only, and the brand chosen first', async () => {
    const response = await salesman.get<{ Brands: { BrandId: number; DefaultProductId: number | null; Products: { ProductId: number }[] }[]; DefaultBrand: { BrandId: number } | null }>(
      '/api/financeproduct/GetBrandsAndProductsWithLoanOnly?Id=101',
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.Brands.map((brand) => [brand.BrandId, brand.Products.map((product) => product.ProductId)])).toEqual([
      [11, [111, 112]],
      [21, [211]],
    ]);
    expect(response.body.DefaultBrand?.BrandId).toBe(11);
  });

  it('answers whether a product may finance the car by its age, mileage and price', async () => {
    const applicable = (query: string) => salesman.get<{ IsApplicable: boolean }>(`/api/financeproductapplicability/productisapplicable?DealerId=101&company=1&brand=11&${query}`);
    const young = await applicable('product=111&FirstRegistrationDate=2024-03-01&Mileage=40000&RetailPrice=150000');
    expect(young.status, JSON.stringify(young.body)).toBe(200);
    expect(young.body).toEqual({ IsApplicable: true });
    expect((await applicable('product=111&FirstRegistrationDate=2001-03-01&Mileage=40000&RetailPrice=150000')).body).toEqual({ IsApplicable: false });
    expect((await applicable('product=111&Mileage=400000&RetailPrice=150000')).body).toEqual({ IsApplicable: false });
    expect((await applicable('product=999&RetailPrice=150000')).body).toEqual({ IsApplicable: false });
  });

  it('gives a partner’s colour and logo text for its offer tab; an unknown partner is not found', async () => {
    const style = await salesman.get<{ PrimaryColor: string; LogoText: string }>('/api/caseplugin/getstyle?brandId=11&company=1');
    expect(style.status, JSON.stringify(style.body)).toBe(200);
    expect(style.body).toMatchObject({ PrimaryColor: '#1c5d99', LogoText: 'Fjord Finans' });
    expect((await salesman.get('/api/caseplugin/getstyle?brandId=99&company=1')).status).toBe(404);
  });
});

describe('a customer turned business', () => {
  it("takes the offers away with the warning 'Bemærk!' in the save's answer", async () => {
    const { id } = await saveCase(salesman, sellableCase(customer.Id, 'erhverv'));
    await addOffer(id);
    // One of the department's own business customers: a new one would change the customer counts other suites check.
    const businesses = await salesman.get<{ List: { Id: string }[] }>('/api/typeaheadcustomers/lookup?searchText=&isPrivate=false&count=1');
    expect(businesses.body.List.length, JSON.stringify(businesses.body)).toBe(1);
    const business = { body: businesses.body.List[0]!.Id };

    const saved = await salesman.post<string>('/api/case/save', { ...sellableCase(business.body, 'erhverv'), Id: id });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(decodeURIComponent(saved.headers.get('x-case-warning') ?? '')).toBe('Bemærk! Finansieringsforslag gælder ikke for erhvervskunder, derfor er alle tilbud fjernet.');
    expect(await offersWhen(id, (offers) => offers.length === 0)).toEqual([]);

    const again = await salesman.post<string>('/api/case/save', { ...sellableCase(business.body, 'erhverv'), Id: id });
    expect(again.status).toBe(200);
    expect(again.headers.get('x-case-warning')).toBeNull();
  });
});
