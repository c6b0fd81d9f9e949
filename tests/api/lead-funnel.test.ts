import { describe, expect, it } from 'vitest';
import type { LeadFunnel } from '../../domain/analytics/lead-funnel.ts';
import { danishToday } from '../../domain/format.ts';
import { baseUrl, loggedIn, type ApiClient } from '../support/api-client.ts';
import { demoCustomer, fetchBytes, isLocalCloud, projectionsCaughtUp, saveCase, sellableCase } from './case-support.ts';

/**
 * The manager's lead funnel (GET /api/leadfunnelwidget): built from the lead events of the case streams, per month of
 * the case's creation and per salesperson; a salesperson reads their own cases, those who run the department read it.
 */
const THIS_MONTH = danishToday().slice(0, 7);

const funnel = async (client: ApiClient, query = ''): Promise<LeadFunnel> => {
  const response = await client.get<LeadFunnel>(`/api/leadfunnelwidget/${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const thisMonth = (answer: LeadFunnel) => answer.Months.find((month) => month.Month === THIS_MONTH)!;
const drained = async (): Promise<void> => {
  if (isLocalCloud()) expect((await fetch(`${baseUrl()}/__local/drain`)).status).toBe(204);
};

describe('the lead funnel widget', () => {
  it("counts a salesperson's cases through offer, signing and delivery, and the leads lost, in the month they were created", async () => {
    await projectionsCaughtUp();
    const salesman = await loggedIn('saelger@demo.dk');
    const manager = await loggedIn('salgschef@demo.dk');
    const before = await funnel(salesman);
    const departmentBefore = await funnel(manager);
    expect(before).toMatchObject({ ManagementLevel: 0, MayReadDepartment: false });
    expect(before.Months).toHaveLength(12);
    expect(before.Months.at(-1)!.Month).toBe(THIS_MONTH);

    const customer = await demoCustomer(salesman);
    const sold = await saveCase(salesman, sellableCase(customer.Id, 'tragt solgt'));
    expect((await salesman.get(`/api/printtracking/tracklead?caseid=${sold.id}&event=OfferPrinted`)).status).toBe(200);
    expect((await fetchBytes(salesman, `/api/PrintContract/PrintContract?CaseId=${sold.id}&RenderPdf=true`)).status).toBe(200);
    expect((await salesman.post('/api/case/savesigneddocument/', { CaseId: sold.id })).status).toBe(200);
    expect((await salesman.post('/api/case/cardelivered', { CaseId: sold.id })).status).toBe(200);
    const lost = await saveCase(salesman, sellableCase(customer.Id, 'tragt tabt'));
    expect((await salesman.request('DELETE', `/api/case/delete?id=${lost.id}`)).status).toBe(200);
    await drained();

    const after = await funnel(salesman);
    const grown = (stage: keyof ReturnType<typeof thisMonth>) => (thisMonth(after)[stage] as number) - (thisMonth(before)[stage] as number);
    expect({ created: grown('CasesCreated'), offers: grown('OffersPrinted'), signed: grown('ContractsSigned'), delivered: grown('CarsDelivered'), lost: grown('LeadsLost') }).toEqual({
      created: 2,
      offers: 1,
      signed: 1,
      delivered: 1,
      lost: 1,
    });
    // A salesperson's funnel is theirs alone.
    expect(after.Salespeople.map((person) => person.Name)).toEqual(['Mads Sørensen']);

    // The sales manager reads the department: the salesman's cases among them, under his name.
    const department = await funnel(manager);
    expect(department).toMatchObject({ ManagementLevel: 1, MayReadDepartment: true });
    expect(thisMonth(department).CasesCreated - thisMonth(departmentBefore).CasesCreated).toBe(2);
    expect(department.Salespeople.find((person) => person.Name === 'Mads Sørensen')?.CasesCreated).toBe(after.Salespeople[0]!.CasesCreated);
    // And may look at their own cases only.
    expect((await funnel(manager, '?managementLevel=0')).ManagementLevel).toBe(0);
  });

  it("refuses a salesperson the department's funnel, and names a wrong parameter", async () => {
    const salesman = await loggedIn('saelger@demo.dk');
    const department = await salesman.get<{ Message: string }>('/api/leadfunnelwidget/?managementLevel=1');
    expect(department.status).toBe(403);
    expect(department.body.Message).toBe('Din rolle giver kun adgang til dine egne sager.');

    const wrongLevel = await salesman.get<{ Field: string; Message: string }>('/api/leadfunnelwidget/?managementLevel=2');
    expect(wrongLevel.status).toBe(400);
    expect(wrongLevel.body).toMatchObject({ Field: 'managementLevel', Message: 'managementLevel skal være 0 eller 1.' });
    const wrongMonths = await salesman.get<{ Field: string }>('/api/leadfunnelwidget/?months=25');
    expect(wrongMonths.status).toBe(400);
    expect(wrongMonths.body.Field).toBe('months');
    expect((await funnel(salesman, '?months=3')).Months).toHaveLength(3);
  });

  it('is not part of the start package, which has no cases', async () => {
    const start = await loggedIn('saelger.vejle@demo.dk');
    expect((await start.get('/api/leadfunnelwidget/')).status).toBe(403);
  });
});
