import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../functions/pdf/pdf-tools.test-support.ts';
import { loggedIn, queryString, type ApiClient } from '../support/api-client.ts';
import { demoCustomer, fetchBytes, getCase, projectionsCaughtUp, saveCase, sellableCase, versionOf, type DemoCustomer } from './case-support.ts';

/**
 * The finance contract (Finanseringskontrakt): the terms of the case's active finance offer as its partner's plugin
 * reported them, previewed and printed like the other case documents, and the finance line on the offer, the contract
 * and the invoice basis.
 */
let salesman: ApiClient; // saelger@demo.dk, department 101
let aalborg: ApiClient; // saelger.aalborg@demo.dk, department 102
let vejle: ApiClient; // saelger.vejle@demo.dk, department 103: neither `case` nor `finance`
let customer: DemoCustomer;

beforeAll(async () => {
  await projectionsCaughtUp();
  [salesman, aalborg, vejle] = (await Promise.all(['saelger@demo.dk', 'saelger.aalborg@demo.dk', 'saelger.vejle@demo.dk'].map(loggedIn))) as [ApiClient, ApiClient, ApiClient];
  customer = await demoCustomer(salesman);
});

const FINANCE_CONTRACT = '/api/PrintFinanceContract/PrintFinanceContract';
const finance = { BrandId: '2301', BrandName: 'Fjord Finans', ProductId: '1', ProductName: 'Billån', OfferedServices: [{ ProviderName: 'Fjord Finans A/S', ServiceType: 1 }] };
/** What the sandbox plugin reports for a 189.900 kr. car, 40.000 kr. down, 60 months at 4,95 % with a 3.995 kr. fee. */
const reported = {
  DownPayment: 40_000,
  MonthlyPayment: 2_900.62,
  Profit: 0,
  TermMonths: 60,
  Interest: 4.95,
  AnualExpensesPercentage: 6.2,
  CreditAmount: 149_900,
  FinanceExpenses: 24_137.2,
  TotalRepayable: 174_037.2,
};

const print = (client: ApiClient, path: string, caseId: string, options: Record<string, string> = {}) =>
  fetchBytes(client, `${path}?${queryString({ CaseId: caseId, RenderPdf: 'false', ...options })}`);

const addOffer = async (caseId: string, terms: Record<string, unknown>, company = 23): Promise<string> => {
  const added = await salesman.post<string>('/api/caseplugin/save', { CaseId: caseId, FinanceCompany: company, Offer: terms });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return added.body;
};

/** A case whose first finance offer the plugin has quoted. */
const financedCase = async (label: string): Promise<{ id: string; offerId: string; version: number }> => {
  const { id } = await saveCase(salesman, sellableCase(customer.Id, label));
  const offerId = await addOffer(id, finance);
  const saved = await salesman.post<string>('/api/caseplugin/save', { CaseId: id, OfferId: offerId, FinanceCompany: 23, Offer: reported });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { id, offerId, version: versionOf(saved) };
};

describe('the finance contract', () => {
  it("previews the active finance offer's figures as the plugin reported them", async () => {
    const { id } = await financedCase('finanseringskontrakt');
    const preview = await print(salesman, FINANCE_CONTRACT, id);
    expect(preview.status, JSON.stringify(preview.json)).toBe(200);
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    expect(preview.headers.get('content-disposition')).toBe(`inline; filename="Finanseringskontrakt-${id}.pdf"`);
    const text = await pdfText(preview.bytes);
    for (const expected of [
      'Finanseringskontrakt',
      `Sag nr. ${id}`,
      customer.Name,
      'Finansieringsselskab Fjord Finans',
      'Produkt Billån',
      'Udbetaling 40.000,00 kr.',
      'Kreditbeløb 149.900,00 kr.',
      'Løbetid 60 måneder',
      'Fast debitorrente 4,95 %',
      'ÅOP 6,2 %',
      'Månedlig ydelse 2.900,62 kr.',
      'Samlede kreditomkostninger 24.137,20 kr.',
      'Samlet beløb at betale 174.037,20 kr.',
      'Samlet købspris inkl. udbetaling 214.037,20 kr.',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('states the active finance offer under the prices of the offer, the contract and the invoice basis', async () => {
    const { id } = await financedCase('finanslinje');
    for (const path of ['/api/PrintOffer/PrintOffer', '/api/PrintContract/PrintContract', '/api/PrintInvoiceDocument/PrintInvoiceDocument']) {
      const text = (await pdfText((await print(salesman, path, id)).bytes)).replace(/\s+/g, ' ');
      expect(text, path).toContain('Finansiering via Fjord Finans, Billån: 2.900,62 kr. pr. måned i 60 måneder, udbetaling 40.000,00 kr., ÅOP 6,2 %.');
    }
  });

  it('a second finance offer made active is the one the contract states', async () => {
    const { id } = await financedCase('to tilbud');
    const second = await addOffer(id, { ...finance, BrandName: 'Nordlys', ProductName: 'Nordlys Billån' }, 24);
    const activated = await salesman.post<string>('/api/caseplugin/save', {
      CaseId: id,
      OfferId: second,
      FinanceCompany: 24,
      IsActive: true,
      Offer: { ...reported, MonthlyPayment: 3_100.5, Interest: 6.49, AnualExpensesPercentage: 7.9 },
    });
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    const text = await pdfText((await print(salesman, FINANCE_CONTRACT, id)).bytes);
    expect(text).toContain('Finansieringsselskab Nordlys');
    expect(text).toContain('Månedlig ydelse 3.100,50 kr.');
    expect(text).not.toContain('2.900,62');
  });

  it('prints for real: recorded and kept with the case, offered with the case only while it has an active finance offer', async () => {
    const { id: bare, version: bareVersion } = await saveCase(salesman, sellableCase(customer.Id, 'uden finansiering'));
    expect((await getCase(salesman, bare, bareVersion)).AllowedActions).not.toContain('PrintFinanceContract');
    const refused = await print(salesman, FINANCE_CONTRACT, bare, { RenderPdf: 'true' });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ Code: 'NoActiveFinanceOffer', Message: 'Sagen har intet aktivt finansieringstilbud. Tilføj et under Tillægsydelser, før finanseringskontrakten kan udskrives.' });
    expect((await salesman.get<{ List: unknown[] }>(`/api/casedocuments/list?caseId=${bare}`)).body.List).toEqual([]);

    const { id, version } = await financedCase('udskrevet');
    expect((await getCase(salesman, id, version)).AllowedActions).toContain('PrintFinanceContract');
    const printed = await print(salesman, FINANCE_CONTRACT, id, { RenderPdf: 'true', UsePdfAttachment: 'true' });
    expect(printed.status, JSON.stringify(printed.json)).toBe(200);
    expect(printed.headers.get('content-disposition')).toBe(`attachment; filename="Finanseringskontrakt-${id}.pdf"`);
    expect(versionOf(printed)).toBeGreaterThan(version);
    const list = (await salesman.get<{ List: { DocumentId: string; Document: string }[] }>(`/api/casedocuments/list?caseId=${id}`)).body.List;
    expect(list.map((entry) => entry.Document)).toEqual(['FinanceContract']);
    expect(list[0]!.DocumentId).toBe(printed.headers.get('x-document-id'));
    expect(await pdfText(printed.bytes)).toContain('Månedlig ydelse 2.900,62 kr.');
  });

  it("is another department's case's only to that department, and needs the finance function", async () => {
    const { id } = await financedCase('fremmed');
    const foreign = await print(aalborg, FINANCE_CONTRACT, id);
    expect(foreign.status).toBe(404);
    expect(foreign.json).toMatchObject({ Message: 'Sagen findes ikke.' });
    expect((await print(vejle, FINANCE_CONTRACT, id)).status).toBe(403);
  });
});
