import { beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, type ApiClient } from '../support/api-client.ts';
import { demoCustomer, eventually, getCase, projectionsCaughtUp, saveCase, sellableCase, type DemoCustomer } from './case-support.ts';

/** Insurance offers on a case: the insurer the partner picker lists beside the finance companies, and its offers. */
let salesman: ApiClient; // saelger@demo.dk, Salesman in department 101 (Aarhus)
let customer: DemoCustomer;

beforeAll(async () => {
  await projectionsCaughtUp();
  salesman = await loggedIn('saelger@demo.dk');
  customer = await demoCustomer(salesman);
});

interface OfferView {
  FinanceCompany: number;
  OfferId: string;
  IsActive: boolean;
  IsLocked: boolean;
  Offer: { ServiceType: number; Status: number };
}

const finance = { BrandId: '11', BrandName: 'Fjord Finans', OfferedServices: [{ ProviderName: 'Fjord Finans A/S', ServiceType: 1 }] };
const insurance = { BrandId: '31', BrandName: 'Vejbo Forsikring', OfferedServices: [{ ProviderName: 'Vejbo Forsikring A/S', ServiceType: 3 }] };
const save = (body: Record<string, unknown>) => salesman.post<string>('/api/caseplugin/save', body);
const add = async (caseId: string, company: number, terms: Record<string, unknown>): Promise<string> => {
  const added = await save({ CaseId: caseId, FinanceCompany: company, Offer: terms });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return added.body;
};
const offersWhen = (caseId: string, check: (offers: OfferView[]) => boolean) =>
  eventually(async () => (await salesman.get<OfferView[]>(`/api/offer/GetByCaseId?caseId=${caseId}`)).body, (offers) => Array.isArray(offers) && check(offers));

describe('insurers in the partner picker', () => {
  it('the finance chooser’s answer lists the insurer beside the finance brands', async () => {
    const answer = await salesman.get<{ Brands: { FinanceCompany: number }[]; Insurers: { FinanceCompany: number; BrandId: number; BrandName: string }[] }>(
      '/api/financeproduct/GetBrandsAndProductsWithLoanOnly?Id=101',
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.Insurers).toEqual([{ FinanceCompany: 30, BrandId: 31, BrandName: 'Vejbo Forsikring' }]);
    expect(answer.body.Brands.map((brand) => brand.FinanceCompany)).not.toContain(30);
  });

  it('gives the insurer’s style and where its plugin lives', async () => {
    const style = await salesman.get<{ Name: string; LogoText: string; PluginUrl: string }>('/api/caseplugin/getstyle?brandId=31&company=30');
    expect(style.status, JSON.stringify(style.body)).toBe(200);
    expect(style.body).toMatchObject({ Name: 'Vejbo Forsikring A/S', LogoText: 'Vejbo' });
    expect(style.body.PluginUrl).toMatch(/\/vejbo-forsikring\/$/);
    // The insurer's company with a finance brand's number is no partner.
    expect((await salesman.get('/api/caseplugin/getstyle?brandId=11&company=30')).status).toBe(404);
  });
});

describe('an insurance offer', () => {
  it('is active as the first insurance offer beside the active finance offer; sent (status 1) it locks', async () => {
    const { id } = await saveCase(salesman, sellableCase(customer.Id, 'forsikring'));
    const financed = await add(id, 1, finance);
    const insured = await add(id, 30, insurance);
    const second = await add(id, 30, insurance);
    const added = await offersWhen(id, (offers) => offers.length === 3);
    expect(added.map((offer) => [offer.OfferId, offer.FinanceCompany, offer.Offer.ServiceType, offer.IsActive, offer.IsLocked])).toEqual([
      [financed, 1, 1, true, false],
      [insured, 30, 3, true, false],
      [second, 30, 3, false, false],
    ]);

    const sent = await save({ CaseId: id, OfferId: insured, FinanceCompany: 30, Offer: { Status: 1 } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const locked = await offersWhen(id, (offers) => offers.find((offer) => offer.OfferId === insured)?.IsLocked === true);
    expect(locked.map((offer) => offer.IsLocked)).toEqual([false, true, false]);
    expect((await getCase(salesman, id, Number(sent.headers.get('etag')?.replace(/"/g, '')))).IsLocked).toBe(true);

    const deleted = await salesman.request('DELETE', `/api/caseplugin/delete?caseId=${id}&company=30&financeId=${insured}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body).toMatchObject({ Message: 'Handling ikke mulig.' });
    const switched = await save({ CaseId: id, OfferId: second, FinanceCompany: 30, IsActive: true, Offer: {} });
    expect(switched.status).toBe(409);
    expect(switched.body).toMatchObject({ Message: 'Det aktive tilbud er under behandling og kan ikke skiftes.' });
    const removeCar = await salesman.post('/api/case/save', { Id: id, CustomerId: customer.Id, SalesItem: null });
    expect(removeCar.status).toBe(409);
    expect(removeCar.body).toMatchObject({ Message: 'Kan ikke fjerne bilen da sagen er låst' });
  });
});
