import { beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, type ApiClient } from '../support/api-client.ts';
import { demoCustomer, eventually, getCase, projectionsCaughtUp, saveCase, sellableCase, type DemoCustomer } from './case-support.ts';

/** A new case opened from a finance offer (`/Cases/Case?financeOfferId=`): the deal the offer finances. */
let salesman: ApiClient; // saelger@demo.dk, Salesman in department 101 (Aarhus)
let aalborg: ApiClient; // saelger.aalborg@demo.dk, Salesman in 102
let customer: DemoCustomer;

beforeAll(async () => {
  await projectionsCaughtUp();
  [salesman, aalborg] = (await Promise.all(['saelger@demo.dk', 'saelger.aalborg@demo.dk'].map(loggedIn))) as [ApiClient, ApiClient];
  customer = await demoCustomer(salesman);
});

interface NewCase {
  Id: string | null;
  FinanceOfferId: string | null;
  CustomerId: string | null;
  CustomerName: string | null;
  CaseManagerId: string | null;
  SalesItem: { Title?: string | null } | null;
}

const financeOffer = { BrandId: '11', BrandName: 'Fjord Finans', OfferedServices: [{ ProviderName: 'Fjord Finans A/S', ServiceType: 1 }] };

/** A saved case with one finance offer, once the case's read model holds the offer. */
const caseWithOffer = async (label: string): Promise<{ caseId: string; offerId: string; title: string }> => {
  const body = sellableCase(customer.Id, label);
  const { id } = await saveCase(salesman, body);
  const added = await salesman.post<string>('/api/caseplugin/save', { CaseId: id, FinanceCompany: 1, Offer: financeOffer });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  await eventually(
    async () => (await salesman.get<{ OfferId: string }[]>(`/api/offer/GetByCaseId?caseId=${id}`)).body,
    (offers) => Array.isArray(offers) && offers.some((offer) => offer.OfferId === added.body),
  );
  return { caseId: id, offerId: added.body, title: (body.SalesItem as { Title: string }).Title };
};

describe('a new case from a finance offer', () => {
  it('carries the offer, the buyer and the car of the case the offer was made on, not stored until saved', async () => {
    const { offerId, title } = await caseWithOffer('finansieringstilbud');
    const opened = await salesman.get<NewCase>(`/api/Case/New?financeOfferId=${offerId}`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({ Id: null, FinanceOfferId: offerId, CustomerId: customer.Id, CaseManagerId: '5' });
    expect(opened.body.CustomerName).toBeTruthy();
    expect(opened.body.SalesItem?.Title).toBe(title);

    // Saved, the new case keeps the offer it was opened from.
    const { id, version } = await saveCase(salesman, { ...sellableCase(customer.Id, 'fra tilbud'), FinanceOfferId: offerId });
    expect((await getCase(salesman, id, version)).FinanceOfferId).toBe(offerId);
  });

  it('a customer named as well takes the buyer’s place', async () => {
    const { offerId } = await caseWithOffer('anden kunde');
    const other = await demoCustomer(salesman, 1);
    const opened = await salesman.get<NewCase>(`/api/Case/New?financeOfferId=${offerId}&customerId=${other.Id}`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({ FinanceOfferId: offerId, CustomerId: other.Id });
  });

  it("another department's offer is not found, as an unknown one, and shows nothing of its case", async () => {
    const { offerId } = await caseWithOffer('fremmed tilbud');
    const foreign = await aalborg.get<{ Message: string }>(`/api/Case/New?financeOfferId=${offerId}`);
    const unknown = await aalborg.get<{ Message: string }>('/api/Case/New?financeOfferId=987654321');
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect(foreign.body.Message).toBe('Tilbuddet findes ikke.');
    expect(JSON.stringify(foreign.body)).not.toContain(customer.Id);
  });

  it('an offer removed from its case is not found any more', async () => {
    const { caseId, offerId } = await caseWithOffer('fjernet tilbud');
    const deleted = await salesman.request('DELETE', `/api/caseplugin/delete?caseId=${caseId}&company=1&financeId=${offerId}`);
    expect(deleted.status).toBe(200);
    const opened = await eventually(
      async () => salesman.get<{ Message: string }>(`/api/Case/New?financeOfferId=${offerId}`),
      (response) => response.status === 404,
    );
    expect(opened.status).toBe(404);
    expect(opened.body.Message).toBe('Tilbuddet findes ikke.');
  });

  it('names the field of a malformed offer id', async () => {
    const bad = await salesman.get<{ Field: string }>('/api/Case/New?financeOfferId=tilbud');
    expect(bad.status).toBe(400);
    expect(bad.body.Field).toBe('financeOfferId');
  });
});
