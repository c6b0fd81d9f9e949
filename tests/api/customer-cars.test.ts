import { beforeAll, describe, expect, it } from 'vitest';
import { demoCustomerCars } from '../../local/demo-customer-cars.ts';
import { demoCustomers } from '../../local/demo-customers.ts';
import { ApiClient, loggedIn } from '../support/api-client.ts';
import { swapCarRequest } from '../support/swap-car-request.ts';
import { projectionsCaughtUp, saveCase, sellableCase } from './case-support.ts';

/**
 * Customer cars (the swap car of a case): save, list, delete and the bids, against the demo data. saelger@demo.dk is
 * user 5 (Mads Sørensen) of department 101 (Aarhus, package pro); saelger.aalborg@demo.dk department 102;
 * saelger.vejle@demo.dk department 103, whose package has no `case` role.
 */
interface CustomerCar {
  Id: string;
  CustomerId: string;
  Title: string;
  RegistrationNumber: string;
  RegistrationDate: string | null;
  Mileage: number | null;
  TimingBeltReplaced: number;
  TimingBeltReplacedAtMileage: number | null;
  TimingBeltReplacedAtMileageDate: string | null;
  LatestBid: number | null;
  IsVatFree: boolean | null;
  Deleted?: boolean;
  Version: number;
  Variant: { Title: string; Make: string; Model: string; IsPassengerCar: boolean };
}
interface Bid {
  Id: string;
  CaseId: string | null;
  CreatedByUserName: string;
  CreatedDate: string;
  Price: number;
  CarTitle: string;
  FirstRegistration: string | null;
  BranchName: string;
}
interface ErrorBody {
  Message: string;
  Field?: string;
  Errors?: { Field: string; Message: string }[];
}

const SAVE = '/api/car/saveCustomerCar';
const privateCustomerOf = (dealerId: string, index: number) =>
  demoCustomers.filter((customer) => customer.DealerId === dealerId && !customer.Customer.IsBusiness)[index]!;
// Customers past the demo cars' owners, so that their lists hold only what these tests save.
const owner = privateCustomerOf('101', 10);
const secondOwner = privateCustomerOf('101', 11);
const aalborgOwner = privateCustomerOf('102', 10);

const newCar = (customerId: string, changes: Record<string, unknown> = {}) =>
  swapCarRequest(customerId, {
    RegistrationNumber: 'cx 98 765',
    ChassisNumber: 'WVWZZZ1KZKW000777',
    TimingBeltReplaced: 2,
    TimingBeltReplacedAtMileage: 100_000,
    TimingBeltReplacedAtMileageDate: '2023-01-01',
    ...changes,
  });

const drain = async (): Promise<void> => {
  await projectionsCaughtUp();
};
const carsOf = (client: ApiClient, customerId: string, includeDeleted = false) =>
  client.get<CustomerCar[]>(`/api/Car/GetCustomerCars?customerId=${customerId}${includeDeleted ? '&IncludeCarEvenIfDeleted=true' : ''}`);
const bidsOf = (client: ApiClient, carId: string, caseId = firstCase) => client.get<{ Bids: Bid[] }>(`/api/Case/GetBids?CaseId=${caseId}&SwapCarId=${carId}`);

let salesman: ApiClient;
let aalborg: ApiClient;
let vejle: ApiClient;
// Two cases of the salesman's department that the bids are given on: a bid names a case the caller may read.
let firstCase: string;
let secondCase: string;

beforeAll(async () => {
  [salesman, aalborg, vejle] = await Promise.all([loggedIn('saelger@demo.dk'), loggedIn('saelger.aalborg@demo.dk'), loggedIn('saelger.vejle@demo.dk')]);
  const [first, second] = await Promise.all(['bud 1', 'bud 2'].map((label) => saveCase(salesman, sellableCase(owner.CustomerId, label))));
  [firstCase, secondCase] = [first!.id, second!.id];
  await drain();
});

describe('customer cars: access', () => {
  it('needs a session', async () => {
    const anonymous = new ApiClient();
    expect((await anonymous.get(`/api/Car/GetCustomerCars?customerId=${owner.CustomerId}`)).status).toBe(401);
    expect((await anonymous.get('/api/Case/GetBids?CaseId=1&SwapCarId=1')).status).toBe(401);
    expect((await anonymous.post(SAVE, newCar(owner.CustomerId))).status).toBe(401);
  });

  it('the bids are a case call: without the case role, 403', async () => {
    const vejleCar = demoCustomerCars.find((car) => car.DealerId === '103')!;
    expect((await bidsOf(vejle, vejleCar.CarId)).status).toBe(403);
  });
});

describe('customer cars: save and list', () => {
  it('lists the demo cars of a customer, with every field and the title', async () => {
    const demo = demoCustomerCars.find((car) => car.DealerId === '101')!;
    const response = await carsOf(salesman, demo.Car.CustomerId as string);
    expect(response.status).toBe(200);
    const listed = response.body.find((car) => car.Id === demo.CarId);
    expect(listed).toMatchObject({ CustomerId: demo.Car.CustomerId, Title: demo.Car.Variant!.Title, RegistrationDate: demo.Car.RegistrationDate, Mileage: demo.Car.Mileage });
    expect(listed).not.toHaveProperty('pk');
  });

  it('saves a new car for a saved customer: answers its id; the list shows it with wire dates and the belt fields cleared', async () => {
    const saved = await salesman.post<string>(SAVE, newCar(owner.CustomerId));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatch(/^\d+$/);
    await drain();
    const listed = (await carsOf(salesman, owner.CustomerId)).body.find((car) => car.Id === saved.body);
    expect(listed).toMatchObject({
      CustomerId: owner.CustomerId,
      Title: 'VW Golf 1,5 TSI Style',
      RegistrationNumber: 'CX98765',
      RegistrationDate: '2019-03-14',
      TimingBeltReplaced: 2,
      TimingBeltReplacedAtMileage: null,
      TimingBeltReplacedAtMileageDate: null,
      LatestBid: null,
    });
  });

  it('updates a car by its id', async () => {
    const id = (await salesman.post<string>(SAVE, newCar(secondOwner.CustomerId))).body;
    const updated = await salesman.post<string>(SAVE, newCar(secondOwner.CustomerId, { Id: id, Mileage: 91_500 }));
    expect(updated.status).toBe(200);
    expect(updated.body).toBe(id);
    await drain();
    const cars = (await carsOf(salesman, secondOwner.CustomerId)).body.filter((car) => car.Id === id);
    expect(cars).toHaveLength(1);
    expect(cars[0]!.Mileage).toBe(91_500);
  });

  it("refuses a car for a customer not saved yet: 'Du skal gemme kunden før du kan oprette en ny kundebil.'", async () => {
    for (const CustomerId of [undefined, 0, '0']) {
      const response = await salesman.post<ErrorBody>(SAVE, newCar('', { CustomerId }));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ Field: 'CustomerId', Message: 'Du skal gemme kunden før du kan oprette en ny kundebil.' });
    }
  });

  it('refuses bad input with 400 naming the field and the Danish message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ RegistrationDate: '01-01-1899' }, 'RegistrationDate', 'Årstallet skal være imellem 1900-2050'],
      [{ InspectionDate: '2051-06-01' }, 'InspectionDate', 'Årstallet skal være imellem 1900-2050'],
      [{ Mileage: 100_000_001 }, 'Mileage', 'Km. må højst være 100.000.000.'],
      [{ TimingBeltReplaced: 1, TimingBeltReplacedAtMileage: 3_000_001 }, 'TimingBeltReplacedAtMileage', 'Km. ved skift af tandrem må højst være 3.000.000.'],
      [{ LatestBid: 100_000_001 }, 'LatestBid', 'Seneste bud skal være mellem 0 og 100.000.000.'],
      [{ IsVatFree: null }, 'IsVatFree', 'Vælg Momsfri eller +moms.'],
      [{ NumberOfKeys: 6 }, 'NumberOfKeys', 'Antal nøgler skal være 1 til 5.'],
      [{ FormerUse: 9 }, 'FormerUse', 'Vælg en værdi på listen.'],
    ];
    for (const [changes, field, message] of cases) {
      const response = await salesman.post<ErrorBody>(SAVE, newCar(owner.CustomerId, changes));
      expect(response.status, field).toBe(400);
      expect(response.body, field).toMatchObject({ Field: field, Message: message });
    }
    const year = await salesman.post<ErrorBody>(SAVE, newCar(owner.CustomerId, { Variant: { Title: 'X', ProductionPeriodYearStart: 'abc' } }));
    expect(year.status).toBe(400);
    expect(year.body.Field).toBe('Variant.ProductionPeriodYearStart');
  });

  it('a 404 for an unknown customer, an unknown car and bad query ids', async () => {
    expect((await salesman.post(SAVE, newCar('99999'))).status).toBe(404);
    expect((await salesman.post(SAVE, newCar(owner.CustomerId, { Id: '99999' }))).status).toBe(404);
    expect((await carsOf(salesman, '99999')).status).toBe(404);
    expect((await bidsOf(salesman, '99999')).status).toBe(404);
    const bad = await salesman.get<ErrorBody>('/api/Car/GetCustomerCars?customerId=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.Field).toBe('customerId');
  });
});

describe('customer cars: bids', () => {
  it('records a bid entry whenever a new LatestBid is saved, newest first, with the case, salesperson and department', async () => {
    const id = (await salesman.post<string>(SAVE, newCar(owner.CustomerId, { LatestBid: 80_000, CaseId: firstCase }))).body;
    await salesman.post(SAVE, newCar(owner.CustomerId, { Id: id, LatestBid: 80_000, Mileage: 85_000, CaseId: firstCase }));
    await salesman.post(SAVE, newCar(owner.CustomerId, { Id: id, LatestBid: 87_500, CaseId: secondCase }));
    await drain();
    const response = await bidsOf(salesman, id);
    expect(response.status).toBe(200);
    expect(response.body.Bids.map((bid) => bid.Price)).toEqual([87_500, 80_000]);
    expect(response.body.Bids[0]).toMatchObject({
      CaseId: secondCase,
      CreatedByUserName: 'Mads Sørensen',
      CarTitle: 'VW Golf 1,5 TSI Style',
      FirstRegistration: '2019-03-14',
      BranchName: 'Demo Biler Aarhus',
    });
    expect(response.body.Bids[0]!.Id).toMatch(/^\d+$/);
    expect(response.body.Bids[0]!.Id).not.toBe(response.body.Bids[1]!.Id);
    expect(Date.parse(response.body.Bids[0]!.CreatedDate)).not.toBeNaN();
  });

  it('a car without bids has an empty list', async () => {
    const id = (await salesman.post<string>(SAVE, newCar(owner.CustomerId))).body;
    await drain();
    expect((await bidsOf(salesman, id)).body).toEqual({ Bids: [] });
  });
});

describe('customer cars: delete', () => {
  it('deletes a car: gone from the list, still there when deleted cars are asked for', async () => {
    const id = (await salesman.post<string>(SAVE, newCar(owner.CustomerId))).body;
    const deleted = await salesman.post<{ ErrorMessage: string | null }>(`/api/car/deletecustomercar?carId=${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ErrorMessage: null });
    await drain();
    expect((await carsOf(salesman, owner.CustomerId)).body.map((car) => car.Id)).not.toContain(id);
    expect((await carsOf(salesman, owner.CustomerId, true)).body.find((car) => car.Id === id)).toMatchObject({ Deleted: true });
    expect((await salesman.post(`/api/car/deletecustomercar?carId=${id}`)).status).toBe(404);
    expect((await salesman.post(SAVE, newCar(owner.CustomerId, { Id: id }))).status).toBe(404);
  });
});

describe('customer cars: tenancy', () => {
  it("another department's customer and car do not exist: 404 for every call", async () => {
    const id = (await salesman.post<string>(SAVE, newCar(owner.CustomerId, { LatestBid: 50_000 }))).body;
    await drain();
    expect((await carsOf(aalborg, owner.CustomerId)).status).toBe(404);
    expect((await aalborg.post(SAVE, newCar(owner.CustomerId))).status).toBe(404);
    expect((await aalborg.post(SAVE, newCar(aalborgOwner.CustomerId, { Id: id }))).status).toBe(404);
    expect((await bidsOf(aalborg, id)).status).toBe(404);
    expect((await aalborg.post(`/api/car/deletecustomercar?carId=${id}`)).status).toBe(404);
    // Still there for its own department.
    await drain();
    expect((await carsOf(salesman, owner.CustomerId)).body.map((car) => car.Id)).toContain(id);
    expect((await bidsOf(salesman, id)).body.Bids).toHaveLength(1);
  });
});

describe('customer cars: the save against concurrent edits, and the numbers', () => {
  const saveWith = (body: unknown, ifMatch?: string) =>
    salesman.request<string | ErrorBody & { Code?: string }>('POST', SAVE, { body, headers: ifMatch === undefined ? {} : { 'if-match': ifMatch } });

  it("answers the car's version as ETag, lists it as Version; a save with an older version is 409 'Conflict'", async () => {
    const created = await saveWith(newCar(owner.CustomerId, { LatestBid: 60_000 }));
    expect(created.status).toBe(200);
    // The car and its first bid.
    expect(created.headers.get('etag')).toBe('"2"');
    const id = String(created.body);
    await drain();
    expect((await carsOf(salesman, owner.CustomerId)).body.find((car) => car.Id === id)?.Version).toBe(2);

    const first = await saveWith(newCar(owner.CustomerId, { Id: id, Mileage: 90_000, LatestBid: 60_000 }), '"2"');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.headers.get('etag')).toBe('"3"');
    const stale = await saveWith(newCar(owner.CustomerId, { Id: id, Mileage: 95_000, LatestBid: 60_000 }), '"2"');
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ Code: 'Conflict' });
    await drain();
    const listed = (await carsOf(salesman, owner.CustomerId)).body.find((car) => car.Id === id)!;
    expect(listed).toMatchObject({ Mileage: 90_000, Version: 3 });
  });

  it('a refused new car takes neither a car number nor a bid number', async () => {
    const before = String((await saveWith(newCar(owner.CustomerId, { LatestBid: 70_000, CaseId: firstCase }))).body);
    // A new car has no version yet: an If-Match of another version is a conflict, refused after the checks.
    expect((await saveWith(newCar(owner.CustomerId, { LatestBid: 71_000, CaseId: firstCase }), '"3"')).status).toBe(409);
    const after = await saveWith(newCar(owner.CustomerId, { LatestBid: 72_000, CaseId: firstCase }));
    expect(after.status).toBe(200);
    expect(Number(after.body)).toBe(Number(before) + 1);
    await drain();
    const [first] = (await bidsOf(salesman, before)).body.Bids;
    const [next] = (await bidsOf(salesman, String(after.body))).body.Bids;
    expect(Number(next!.Id)).toBe(Number(first!.Id) + 1);
  });
});
