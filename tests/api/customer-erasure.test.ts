import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_GROUP } from '../../local/second-conglomerate.ts';
import { baseUrl, loggedIn, type ApiClient } from '../support/api-client.ts';
import { swapCarRequest } from '../support/swap-car-request.ts';
import { deliveredEnvelopes, eventually, getCase, isLocalCloud, projectionsCaughtUp, RUN, saveCase, sellableCase, versionOf } from './case-support.ts';

/**
 * Deleting a customer (`DELETE /api/customer/delete`, an erasure) as a client meets it: a repeated request with its
 * Idempotency-Key answers the first confirmation; the customer's cars go with it, except a swap car a signed case took
 * into stock, which is the dealer's stock car now and stays (without its link to the customer).
 */
let salesman: ApiClient; // saelger@demo.dk, department 101
let manager: ApiClient; // salgschef@demo.dk, department 101: may delete customers

beforeAll(async () => {
  await projectionsCaughtUp();
  [salesman, manager] = await Promise.all([loggedIn('saelger@demo.dk'), loggedIn('salgschef@demo.dk')]);
});

const newCustomer = async (lastName: string): Promise<string> => {
  const saved = await salesman.post<string>('/api/customer/save', { Id: '0', FirstName: 'Gudrun', LastName: lastName, Phone: '33221100', Category: 1 });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body;
};

const forget = (customerId: string, idempotencyKey?: string) =>
  manager.request<{ Message: string }>('DELETE', `/api/customer/delete?id=${customerId}`, idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {});

describe('deleting a customer', () => {
  it('answers a repeated request with its Idempotency-Key as the first one, and refuses the key for another customer', async () => {
    const lastName = `Gentaget ${RUN}`;
    const [id, other] = [await newCustomer(lastName), await newCustomer(`Anden ${RUN}`)];
    const key = randomUUID();
    const first = await forget(id, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.Message).toBe(`Kunden Gudrun ${lastName} blev slettet permanent.`);
    const repeated = await forget(id, key);
    expect(repeated.status).toBe(200);
    expect(repeated.body.Message).toBe(first.body.Message);
    expect(repeated.headers.get('etag')).toBe(first.headers.get('etag'));
    // Without the key a repeat confirms again, without the name the customer no longer has.
    expect((await forget(id)).body.Message).toBe(`Kunden nr. ${id} blev slettet permanent.`);
    const reused = await forget(other, key);
    expect(reused.status).toBe(422);
    // The other customer is still there (its row follows its save a moment later).
    expect((await eventually(() => salesman.get(`/api/customer/get?id=${other}`), (reply) => reply.status === 200)).status).toBe(200);
    // No customer is left behind: the department's customer suites count the demo customers.
    expect((await forget(other)).status).toBe(200);
  });

  it("forgets the customer's cars, but a swap car taken into stock stays the dealer's stock car", async () => {
    const customerId = await newCustomer(`Bytter ${RUN}`);
    const saveCar = (registration: string) =>
      salesman.post<string>('/api/car/saveCustomerCar', swapCarRequest(customerId, { RegistrationNumber: registration, ChassisNumber: `WVWZZZ1KZKW${registration.slice(-6)}`, TimingBeltReplaced: 2 }));
    const [kept, taken] = [(await saveCar('KE12345')).body, (await saveCar('TA54321')).body];
    const { id: caseId } = await saveCase(salesman, sellableCase(customerId, 'erasure', { SwapCarId: taken }));
    const printed = await salesman.post(`/api/case/savestatus?id=${caseId}&status=1`);
    expect(printed.status, JSON.stringify(printed.body)).toBe(200);
    await getCase(salesman, caseId, versionOf(printed));
    const vehicleNumber = `${RUN}ER`;
    const signed = await salesman.post('/api/case/savesigneddocument/', {
      CaseId: caseId,
      SwapCar: { CarId: taken, RegistrationDate: '14-03-2019', RetailPrice: 159_900, Status: 0, VehicleNumber: vehicleNumber, ModelYear: 2019 },
      TransferSwapCartoOwnCars: true,
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const stockCars = () =>
      salesman.get<{ List: { VehicleNumber: string; RegistrationNumber: string }[] }>(`/api/TypeaheadOwnCars/Lookup?searchText=${vehicleNumber}&count=50`);
    await eventually(stockCars, (reply) => reply.body.List.some((car) => car.VehicleNumber === vehicleNumber));

    expect((await forget(customerId)).status).toBe(200);
    // Both customer cars are gone (their bids with them)...
    for (const carId of [kept, taken]) {
      await eventually(() => salesman.get(`/api/Case/GetBids?SwapCarId=${carId}`), (reply) => reply.status === 404);
    }
    // ...while the stock car the swap car became is still the dealer's, with its registration.
    const stock = (await stockCars()).body.List.filter((car) => car.VehicleNumber === vehicleNumber);
    expect(stock).toEqual([expect.objectContaining({ RegistrationNumber: 'TA54321' })]);
  });
});

describe('the retention period for customers and cases', () => {
  it("deletes an old customer's cases with the customer, and a case without its customer once it is past the period itself", async () => {
    // The local cloud's retention hook runs the nightly job as if days had passed; a deployed stage has none.
    if (!isLocalCloud()) return;
    // The support desk's department: it has no customers or cases of its own that other suites read.
    const dealerId = SUPPORT_GROUP.department.DealerId;
    const support = await loggedIn(SUPPORT_GROUP.users[0]!.Username);
    const customerOf = async (lastName: string): Promise<string> => {
      const saved = await support.post<string>('/api/customer/save', { Id: '0', FirstName: 'Ingrid', LastName: lastName, Phone: '33221100', Category: 1 });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      return saved.body;
    };
    const [expiring, deleted] = [await customerOf(`Udløbet ${RUN}`), await customerOf(`Slettet ${RUN}`)];
    const [expiringCase, keptCase] = [(await saveCase(support, sellableCase(expiring, 'retention'))).id, (await saveCase(support, sellableCase(deleted, 'kept'))).id];
    expect((await support.request('DELETE', `/api/customer/delete?id=${deleted}`)).status).toBe(200);
    // Deleted on request, a customer leaves its case, without it.
    await projectionsCaughtUp();
    expect((await support.get(`/api/Case/Get?id=${keptCase}`)).status).toBe(200);
    expect((await support.post('/api/GdprRetention/UpdateGdprRetention', { customerAndCasesRetentionDays: 180, leadsRetentionDays: 365 })).status).toBe(200);
    try {
      await projectionsCaughtUp();
      const run = await fetch(`${baseUrl()}/__local/retention?dealerId=${dealerId}&days=181`, { method: 'POST' });
      expect(run.status).toBe(200);
      const report = (await run.json()) as { forgotten: { CustomerId: string; CaseIds: string[] }[]; casesDeleted: { CaseId: string }[] };
      expect(report.forgotten).toContainEqual(expect.objectContaining({ CustomerId: expiring, CaseIds: [expiringCase] }));
      // The case its customer left runs out on its own: the period is for customers and cases alike.
      expect(report.casesDeleted).toContainEqual(expect.objectContaining({ CaseId: keptCase }));
      await projectionsCaughtUp();
      // The old customer's case is gone with it, and the case without a customer too...
      expect((await eventually(() => support.get(`/api/Case/Get?id=${expiringCase}`), (reply) => reply.status === 404)).status).toBe(404);
      expect((await eventually(() => support.get(`/api/Case/Get?id=${keptCase}`), (reply) => reply.status === 404)).status).toBe(404);
      // ...each ending its lead as deleted by the retention period, not as a lost lead.
      const reasons = async () =>
        (await deliveredEnvelopes())
          .filter((lead) => lead['detail-type'] === 'LeadLost' && [expiringCase, keptCase].includes(lead.detail.CaseId))
          .map((lead) => `${lead.detail.CaseId} ${String(lead.detail.Reason)}`)
          .sort();
      expect(await eventually(reasons, (found) => found.length === 2)).toEqual([`${expiringCase} Retention`, `${keptCase} Retention`].sort());
    } finally {
      expect((await support.post('/api/GdprRetention/UpdateGdprRetention', { customerAndCasesRetentionDays: -1, leadsRetentionDays: 365 })).status).toBe(200);
    }
  });
});
