import { beforeAll, describe, expect, it } from 'vitest';
import { PREPARATION_COMMENT_TEMPLATE } from '../../domain/cases/other-agreements.ts';
import { loggedIn, type ApiClient } from '../support/api-client.ts';
import { demoCar, demoCustomer, getCase, projectionsCaughtUp, RUN, saveCase, versionOf, type DemoCar, type DemoCustomer } from './case-support.ts';

/**
 * The preparation comment saved on its own: a mechanic (and preparation staff) may not edit a case, but writes what
 * the car needs before delivery, which the preparation document prints (spec part 2 "Other agreements").
 */
let salesman: ApiClient; // saelger@demo.dk, Salesman in department 101 (Aarhus)
let mechanic: ApiClient; // mekaniker@demo.dk, Mechanic in 101
let aalborg: ApiClient; // saelger.aalborg@demo.dk, Salesman in 102
let customer: DemoCustomer;
let car: DemoCar;

beforeAll(async () => {
  await projectionsCaughtUp();
  [salesman, mechanic, aalborg] = (await Promise.all(['saelger@demo.dk', 'mekaniker@demo.dk', 'saelger.aalborg@demo.dk'].map(loggedIn))) as [ApiClient, ApiClient, ApiClient];
  [customer, car] = await Promise.all([demoCustomer(salesman), demoCar(salesman)]);
});

const agreements = { GeneralComments: 'Vinterhjul medfølger', PreparationComment: PREPARATION_COMMENT_TEMPLATE };
const openCase = (client: ApiClient, customerId: string = customer.Id) =>
  saveCase(client, { CustomerId: customerId, SalesItem: { Id: car.Id, Title: `${RUN} Klargøring`, ModelYear: 2020 }, OtherAgreements: agreements });
const savePreparation = (client: ApiClient, body: unknown, version?: number) =>
  client.request<unknown>('POST', '/api/case/savepreparation', { body, headers: version === undefined ? {} : { 'if-match': `"${version}"` } });

describe('POST /api/case/savepreparation', () => {
  it("lets a mechanic save the preparation comment, which the case then shows with its other agreements unchanged", async () => {
    const { id, version } = await openCase(salesman);
    const before = await getCase(mechanic, id, version);
    const comment = 'Karrosseri og lak:\nPoler bagkofanger\n\nMekanik:\nSkift pollenfilter\n\nKosmetik:\nIndvendig rens';
    const saved = await savePreparation(mechanic, { CaseId: id, PreparationComment: comment }, version);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toBe(id);
    expect(versionOf(saved)).toBe(version + 1);
    const shown = await getCase(mechanic, id, versionOf(saved));
    expect(shown.OtherAgreements).toEqual({ ...before.OtherAgreements, PreparationComment: comment });
    expect(shown.OtherAgreements).toMatchObject({ GeneralComments: agreements.GeneralComments });
    expect(shown.SalesItem).toEqual(before.SalesItem);
    expect(shown.CustomerId).toBe(customer.Id);
  });

  it('refuses a stale If-Match with 409 and changes nothing', async () => {
    const { id, version } = await openCase(salesman);
    const changed = await saveCase(salesman, { Id: id, CustomerId: customer.Id, SalesItem: { Id: car.Id, Title: `${RUN} Klargøring`, ModelYear: 2020 }, OtherAgreements: agreements, CashPayment: 1000 });
    const stale = await savePreparation(mechanic, { CaseId: id, PreparationComment: 'Mekanik: for sent' }, version);
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    const shown = await getCase(mechanic, id, changed.version);
    expect(shown.Version).toBe(changed.version);
    expect(shown.OtherAgreements?.PreparationComment).toBe(PREPARATION_COMMENT_TEMPLATE.trim());
  });

  it('names the field of a comment that is too long', async () => {
    const { id } = await openCase(salesman);
    const tooLong = await savePreparation(mechanic, { CaseId: id, PreparationComment: 'x'.repeat(8_001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ Field: 'PreparationComment' });
  });

  it("refuses the mechanic the case save itself (403), and another department's case as missing (404)", async () => {
    const { id } = await openCase(salesman);
    const save = await mechanic.post<{ Message: string }>('/api/case/save', { Id: id, CustomerId: customer.Id, CashPayment: 1 });
    expect(save.status).toBe(403);
    expect(save.body.Message).toBe('Din rolle giver ikke adgang til dette.');

    const aalborgCustomer = await demoCustomer(aalborg);
    const other = await saveCase(aalborg, { CustomerId: aalborgCustomer.Id, SalesItem: { Title: `${RUN} Aalborg`, ModelYear: 2020 } });
    const foreign = await savePreparation(mechanic, { CaseId: other.id, PreparationComment: 'Mekanik: ikke vores' });
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(404);
    expect((await getCase(aalborg, other.id, other.version)).OtherAgreements?.PreparationComment ?? null).not.toBe('Mekanik: ikke vores');
  });
});
