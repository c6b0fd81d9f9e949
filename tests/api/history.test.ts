import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerHistoryKey } from '../../functions/customers/projections/customer-history.ts';
import { applyEnvironment, localAwsEnvironment } from '../../local/emulators.ts';
import { TEST_CLOUD_PORTS } from '../setup/local-cloud.ts';
import { loggedIn, type ApiClient } from '../support/api-client.ts';
import { rowAt } from '../support/read-models.ts';
import { demoCustomer, isLocalCloud, projectionsCaughtUp, RUN, saveCase, sellableCase, versionOf } from './case-support.ts';

/**
 * Each record's history (Historik) as staff read it: the case, the stock car and the customer each list what happened
 * in Danish, newest first, who did it, prices before and after; another department's record is a 404; a forgotten
 * customer's history keeps what happened but none of its personal data.
 */
interface HistoryPage {
  Items: { At: string; UserId: string; UserName: string; Lines: string[] }[];
  Page: number;
  PageSize: number;
  TotalCount: number;
}

let salesman: ApiClient; // saelger@demo.dk, Mads Sørensen of 101
let manager: ApiClient; // salgschef@demo.dk of 101: may delete (forget) customers and transfer cars
let aalborg: ApiClient; // saelger.aalborg@demo.dk of 102, same dealer group
const cars: string[] = [];

beforeAll(async () => {
  if (isLocalCloud()) applyEnvironment(localAwsEnvironment(TEST_CLOUD_PORTS));
  await projectionsCaughtUp();
  [salesman, manager, aalborg] = (await Promise.all(['saelger@demo.dk', 'salgschef@demo.dk', 'saelger.aalborg@demo.dk'].map(loggedIn))) as [ApiClient, ApiClient, ApiClient];
});

afterAll(async () => {
  for (const id of cars) await salesman.request('DELETE', `/api/OwnCar/Delete?id=${id}`);
});

const history = async (client: ApiClient, path: string): Promise<HistoryPage> => {
  const response = await client.get<HistoryPage>(path);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const lines = (page: HistoryPage): string[] => page.Items.flatMap((item) => item.Lines);

const newCar = (changes: Record<string, unknown> = {}) => ({
  Make: 'Historik',
  Model: 'Lagerbil',
  Variant: `1,0 ${RUN}`,
  ModelYear: 2020,
  RegistrationDate: '2020-04-01',
  Mileage: 61_000,
  CashPrice: 76_900,
  RetailPrice: 76_900,
  FuelType: 'Diesel',
  GearType: 'ManualShift',
  CarType: 1,
  RegistrationNumber: '',
  ExtraEquipmentText: '',
  ...changes,
});

describe("a stock car's history", () => {
  it('tells a price change with the price before and after, newest first, by whom', async () => {
    const created = await salesman.post<{ Id: string }>('/api/OwnCar/Create', newCar());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.Id;
    cars.push(id);
    const saved = await salesman.post(`/api/OwnCar/Save?id=${id}`, newCar({ CashPrice: 74_900 }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const page = await history(salesman, `/api/car/history?CarId=${id}&MinVersion=${versionOf(saved)}`);
    expect(page.Items[0]).toMatchObject({ UserName: 'Mads Sørensen', Lines: ['Kontantpris ændret fra 76.900 kr. til 74.900 kr.'] });
    expect(page.Items.at(-1)!.Lines[0]).toBe(`Bilen er oprettet: Historik Lagerbil 1,0 ${RUN}.`);
    expect(page).toMatchObject({ Page: 1, TotalCount: 2 });
  });

  it('names who made a car transferred from another department of the group, there too', async () => {
    const created = await salesman.post<{ Id: string }>('/api/OwnCar/Create', newCar());
    cars.push(created.body.Id);
    const moved = await manager.post<{ CarId: string }>(`/api/car/transfercar?carId=${created.body.Id}&conglomerateDealerId=102`);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await projectionsCaughtUp();
    const page = await history(aalborg, `/api/car/history?CarId=${moved.body.CarId}`);
    expect(page.Items.at(-1)).toMatchObject({ UserName: 'Jens Nørgaard', Lines: [`Bilen er overført fra en anden afdeling (bil nr. ${created.body.Id}): Historik Lagerbil 1,0 ${RUN}.`, 'Kontantpris: 76.900 kr.'] });
    await aalborg.request('DELETE', `/api/OwnCar/Delete?id=${moved.body.CarId}`);
  });

  it("is a 404 to another department", async () => {
    const created = await salesman.post<{ Id: string }>('/api/OwnCar/Create', newCar());
    cars.push(created.body.Id);
    const response = await aalborg.get<{ Message: string }>(`/api/car/history?CarId=${created.body.Id}`);
    expect(response.status).toBe(404);
    expect(JSON.stringify(response.body)).not.toContain('Historik');
  });
});

describe("a sales case's history", () => {
  const calculation = (price: number) => ({ CarCalculationMethod: 0, RegistrationFeeCalculationMode: 0, MaxGearing: false, SalesPriceWithVat: price, ExtraEquipments: [] });

  it('tells a price change of the calculation with the price before and after', async () => {
    const customer = await demoCustomer(salesman);
    const opened = await saveCase(salesman, sellableCase(customer.Id, 'historik', { Calculation: calculation(76_900) }));
    const changed = await salesman.request('POST', '/api/case/save', {
      body: { Id: opened.id, ...sellableCase(customer.Id, 'historik', { Calculation: calculation(74_900) }) },
      headers: { 'if-match': `"${opened.version}"` },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const page = await history(salesman, `/api/case/history?CaseId=${opened.id}&MinVersion=${versionOf(changed)}`);
    expect(page.Items[0]!.Lines).toContain('Salgspris ændret fra 76.900 kr. til 74.900 kr.');
    expect(lines(page)).toContain('Sagen er oprettet.');
    expect(page.Items[0]!.UserName).toBe('Mads Sørensen');
    // The buyer is named by number only: the case's history holds no one's personal data.
    expect(JSON.stringify(page)).not.toContain(customer.Name);
  });

  it('is a 404 to another department', async () => {
    const customer = await demoCustomer(salesman);
    const { id } = await saveCase(salesman, sellableCase(customer.Id, 'historik-aalborg'));
    expect((await aalborg.get(`/api/case/history?CaseId=${id}`)).status).toBe(404);
  });
});

describe("a customer's history", () => {
  const saveCustomer = (body: Record<string, unknown>) => salesman.post<string>('/api/customer/save', { FirstName: 'Gudrun', Category: 0, ...body });

  it('tells a new phone number with before and after, and once the customer is forgotten keeps none of it', async () => {
    const lastName = `Historik ${RUN}`;
    const created = await saveCustomer({ Id: '0', LastName: lastName, Phone: '33221100' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body;
    const updated = await saveCustomer({ Id: id, LastName: lastName, Phone: '44556677', Category: 1 });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);

    const page = await history(salesman, `/api/customer/history?CustomerId=${id}&MinVersion=${versionOf(updated)}`);
    expect(page.Items[0]!.Lines).toEqual(['Kategori ændret fra Emne til Kunde.', 'Telefon ændret fra 33221100 til 44556677.']);
    expect(page.Items[1]!.Lines).toEqual(['Emnet er oprettet.', `Navn: Gudrun ${lastName}.`]);
    expect((await aalborg.get(`/api/customer/history?CustomerId=${id}`)).status).toBe(404);

    const forgotten = await manager.request('DELETE', `/api/customer/delete?id=${id}`);
    expect(forgotten.status, JSON.stringify(forgotten.body)).toBe(200);
    // Its history still says what happened, without a name or a number: as it is answered and as it is stored.
    const after = await history(salesman, `/api/customer/history?CustomerId=${id}&MinVersion=${versionOf(forgotten)}`);
    expect(after.Items.map((item) => item.Lines)).toEqual([
      ['Kundens personoplysninger er slettet.'],
      ['Kategori ændret fra Emne til Kunde.', 'Oplysningerne er slettet.'],
      ['Emnet er oprettet.', 'Oplysningerne er slettet.'],
    ]);
    const stored = isLocalCloud() ? JSON.stringify(await rowAt(customerHistoryKey('101', id))) : '';
    for (const personal of [lastName, '33221100', '44556677', 'Gudrun']) {
      expect(JSON.stringify(after)).not.toContain(personal);
      expect(stored).not.toContain(personal);
    }
  });
});
