import { beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers } from '../../local/demo-customers.ts';
import { SECOND_CONGLOMERATE } from '../../local/second-conglomerate.ts';
import { loggedIn, type ApiClient } from '../support/api-client.ts';
import { demoCar, getCase, projectionsCaughtUp, RUN, saveCase, versionOf, type DemoCar } from './case-support.ts';

/**
 * Ids in a request's query or body resolve within the caller's scope, like ids in a path: a salesman of Aarhus (101)
 * naming a customer or stock car of Aalborg (102, the same dealer group: a salesman does not read other departments)
 * or anything of another dealer group is answered as for an unknown id (404), and nothing is stored, shown, printed
 * or published. A sales manager, who may search all departments, may put the group's customers and cars on a case.
 */
let salesman: ApiClient; // saelger@demo.dk, Aarhus
let salesManager: ApiClient; // salgschef@demo.dk, Aarhus
let ownCar: DemoCar;
let aalborgCar: DemoCar;
let ownCase: { id: string; version: number };

const privateCustomerOf = (dealerId: string, fromEnd: number) => {
  const found = demoCustomers.filter((each) => each.DealerId === dealerId && !each.Customer.IsBusiness).at(-fromEnd)!;
  return { id: found.CustomerId, person: found.Customer as unknown as Record<string, string> };
};
const ownCustomer = privateCustomerOf('101', 3);
const aalborgCustomer = privateCustomerOf('102', 2);
const vestkyst = SECOND_CONGLOMERATE;
const vestkystCustomer = vestkyst.customers[0]!;
/** What an answer to the salesman must never show of Aalborg's customer. */
const aalborgPersonal = [aalborgCustomer.person.LastName!, aalborgCustomer.person.CellPhone!, aalborgCustomer.person.Email!].filter(Boolean);

beforeAll(async () => {
  await projectionsCaughtUp();
  const aalborg = await loggedIn('saelger.aalborg@demo.dk');
  [salesman, salesManager] = await Promise.all([loggedIn('saelger@demo.dk'), loggedIn('salgschef@demo.dk')]);
  [ownCar, aalborgCar] = await Promise.all([demoCar(salesman), demoCar(aalborg)]);
  ownCase = await saveCase(salesman, { CustomerId: ownCustomer.id, SalesItem: { Id: ownCar.Id, Title: `Body-ids ${RUN}`, ModelYear: 2020 } });
}, 120_000);

const expectUnknown = (response: { status: number; body: unknown }, field: string, message: string) => {
  expect(response.status, JSON.stringify(response.body)).toBe(404);
  expect(response.body).toMatchObject({ Field: field, Message: message, Code: 'NotFound' });
  const text = JSON.stringify(response.body);
  for (const secret of aalborgPersonal) expect(text).not.toContain(secret);
};

describe('a new case from another tenant’s customer or car', () => {
  it("is not opened with Aalborg's customer or car for a salesman of Aarhus, nor with another group's", async () => {
    expectUnknown(await salesman.get(`/api/Case/New?customerId=${aalborgCustomer.id}`), 'customerId', 'Kunden findes ikke.');
    expectUnknown(await salesman.get(`/api/Case/New?carId=${aalborgCar.Id}`), 'carId', 'Bilen findes ikke.');
    expectUnknown(await salesman.get(`/api/Case/New?customerId=${aalborgCustomer.id}&carId=${aalborgCar.Id}`), 'carId', 'Bilen findes ikke.');
    expectUnknown(await salesman.get(`/api/Case/New?customerId=${vestkystCustomer.CustomerId}`), 'customerId', 'Kunden findes ikke.');
    expectUnknown(await salesman.get(`/api/Case/New?carId=${vestkyst.cars[0]!.CarId}`), 'carId', 'Bilen findes ikke.');
  });

  it("is opened with the department's own customer and car", async () => {
    const opened = await salesman.get<{ CustomerId: string; SalesItem: { Id: string } }>(`/api/Case/New?customerId=${ownCustomer.id}&carId=${ownCar.Id}`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({ CustomerId: ownCustomer.id, SalesItem: { Id: ownCar.Id } });
  });

  it('is opened with a customer and car of another department of the group for a sales manager, who may search all departments', async () => {
    const opened = await salesManager.get<{ CustomerId: string; SalesItem: { Id: string } }>(`/api/Case/New?customerId=${aalborgCustomer.id}&carId=${aalborgCar.Id}`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({ CustomerId: aalborgCustomer.id, SalesItem: { Id: aalborgCar.Id } });
    expectUnknown(await salesManager.get(`/api/Case/New?customerId=${vestkystCustomer.CustomerId}`), 'customerId', 'Kunden findes ikke.');
  });
});

describe("the calculation's used vehicle", () => {
  it("is not read of Aalborg's car by a salesman of Aarhus, nor of another group's", async () => {
    expectUnknown(await salesman.get(`/api/case/getusedvehicle?CarId=${aalborgCar.Id}`), 'CarId', 'Bilen findes ikke.');
    expect(JSON.stringify((await salesman.get(`/api/case/getusedvehicle?CarId=${aalborgCar.Id}`)).body)).not.toContain(aalborgCar.Title);
    expectUnknown(await salesman.get(`/api/case/getusedvehicle?CarId=${vestkyst.cars[0]!.CarId}`), 'CarId', 'Bilen findes ikke.');
    expect((await salesman.get(`/api/case/getusedvehicle?CarId=${ownCar.Id}`)).status).toBe(200);
  });
});

describe('a saved case', () => {
  const save = (fields: Record<string, unknown>) =>
    salesman.post('/api/case/save', { Id: ownCase.id, CustomerId: ownCustomer.id, SalesItem: { Id: ownCar.Id, Title: `Body-ids ${RUN}`, ModelYear: 2020 }, ...fields });

  it.each([
    ['CustomerId', () => ({ CustomerId: aalborgCustomer.id }), 'Kunden findes ikke.'],
    ['Customer2Id', () => ({ Customer2Id: aalborgCustomer.id }), 'Kunden findes ikke.'],
    ['SalesItem.Id', () => ({ SalesItem: { Id: aalborgCar.Id, Title: `Body-ids ${RUN}`, ModelYear: 2020 } }), 'Bilen findes ikke.'],
    ['CustomerId', () => ({ CustomerId: vestkystCustomer.CustomerId }), 'Kunden findes ikke.'],
    ['Customer2Id', () => ({ Customer2Id: vestkystCustomer.CustomerId }), 'Kunden findes ikke.'],
    ['CaseManagerId', () => ({ CaseManagerId: vestkyst.users[0]!.UserId }), 'Brugeren findes ikke.'],
    ['SalesItem.Id', () => ({ SalesItem: { Id: vestkyst.cars[0]!.CarId, Title: `Body-ids ${RUN}`, ModelYear: 2020 } }), 'Bilen findes ikke.'],
  ])("refuses another tenant's id in %s as unknown, and stores nothing", async (field, fields, message) => {
    expectUnknown(await save(fields()), field, message);
    const stored = await getCase(salesman, ownCase.id, ownCase.version);
    expect(stored.Version).toBe(ownCase.version);
    expect(stored.CustomerId).toBe(ownCustomer.id);
    expect(stored.Customer2Id ?? null).toBeNull();
    expect(stored.CaseManagerId).toBe('5');
    expect(stored.SalesItem?.Id).toBe(ownCar.Id);
  });

  it("opens no new case with another tenant's customer", async () => {
    const opened = await salesman.post('/api/case/save', { CustomerId: aalborgCustomer.id, SalesItem: { Title: `Body-ids ${RUN} ny`, ModelYear: 2020 } });
    expectUnknown(opened, 'CustomerId', 'Kunden findes ikke.');
  });

  it("lists no case under Aalborg's car: its open cases are not the salesman's to read", async () => {
    await save({ SalesItem: { Id: aalborgCar.Id, Title: `Body-ids ${RUN}`, ModelYear: 2020 } });
    expectUnknown(await salesman.get(`/api/CasesByCar/GetByCarId?CarId=${aalborgCar.Id}`), 'CarId', 'Bilen findes ikke.');
    const mine = await salesman.get<unknown[]>(`/api/CasesByCar/GetByCarId?CarId=${ownCar.Id}`);
    expect(mine.status).toBe(200);
  });

  it("takes a customer of another department of the group from a sales manager, who may search all departments", async () => {
    const saved = await salesManager.post('/api/case/save', { CustomerId: aalborgCustomer.id, SalesItem: { Id: aalborgCar.Id, Title: `Body-ids ${RUN} salgschef`, ModelYear: 2020 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stored = await getCase(salesManager, saved.body as string, versionOf(saved));
    expect(stored).toMatchObject({ CustomerId: aalborgCustomer.id, SalesItem: { Id: aalborgCar.Id } });
  });
});

describe('a signed document', () => {
  it("naming Aalborg's or another group's car is refused as unknown: nothing is appended, so no ContractSigned lead names it", async () => {
    for (const carId of [aalborgCar.Id, vestkyst.cars[0]!.CarId]) {
      expectUnknown(await salesman.post('/api/case/savesigneddocument/', { CaseId: ownCase.id, SalesItem: { CarId: carId } }), 'SalesItem.CarId', 'Bilen findes ikke.');
    }
    expect((await getCase(salesman, ownCase.id, ownCase.version)).Version).toBe(ownCase.version);
  });
});
