import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarFieldMessages } from '../../domain/cars/car.ts';
import { CarMessages } from '../../domain/cars/messages.ts';
import { demoCars } from '../../local/demo-cars.ts';
import { ApiClient, baseUrl, loggedIn } from '../support/api-client.ts';
import { projectionsCaughtUp } from './case-support.ts';

/**
 * The own-cars area over real handlers: creating, editing and deleting a stock car on the product's own routes, the
 * stock actions (internal/external, ad type, transfer, sale), and the list's search, choices and export against the
 * demo stock (30 cars per department, two sold). The cars these tests make are their own, and deleted afterwards.
 */
interface ListItem {
  Id: string;
  DealerId: string;
  Make: string;
  Model: string;
  Mileage: number | null;
  CashPrice: number | null;
  FuelType: string;
  IsInternal: boolean;
  InternalExternal: string;
  Branch: string;
  DaysInStock: number;
  ExternalDays: number | null;
  Pictures: number;
  ResponsibleUser: { Name: string } | null;
  SalesDate: string | null;
  SalesPrice: number | null;
  SalesPriceType: string | null;
  AdType: number | null;
}
interface Page {
  Total: number;
  Offset: number;
  Count: number;
  List: ListItem[];
}

let salesman: ApiClient; // saelger@demo.dk, Salesman of 101 (Demo Biler Aarhus)
let aalborg: ApiClient; // saelger.aalborg@demo.dk, Salesman of 102 (Demo Biler Aalborg)
let manager: ApiClient; // salgschef@demo.dk, SalesManager of 101: may search all departments and transfer cars
let aalborgManager: ApiClient; // salgschef.aalborg@demo.dk, SalesManager of 102
const made: { client: () => ApiClient; id: string }[] = [];

/** Waits until the projector has applied every event appended so far. */
const settle = async (): Promise<void> => {
  await projectionsCaughtUp();
};

const newCar = (changes: Record<string, unknown> = {}) => ({
  Make: 'Testmærke',
  Model: 'Lagerbil',
  Variant: '1,0 Prøve',
  ModelYear: 2020,
  RegistrationDate: '2020-04-01',
  Mileage: 61_000,
  CashPrice: 149_900,
  RetailPrice: 149_900,
  FuelType: 'Diesel',
  GearType: 'ManualShift',
  CarType: 1,
  RegistrationNumber: 'tt 11 222',
  ExtraEquipmentText: 'Anhængertræk, navigation.',
  ChassisType: 'Stationcar',
  ...changes,
});

const create = async (client: ApiClient, changes: Record<string, unknown> = {}, owner = () => client): Promise<string> => {
  const response = await client.post<{ Id: string }>('/api/OwnCar/Create', newCar(changes));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  made.push({ client: owner, id: response.body.Id });
  return response.body.Id;
};
const search = (client: ApiClient, body: Record<string, unknown>) => client.post<Page>('/api/owncarlist/search/', { count: 500, ...body });

beforeAll(async () => {
  [salesman, aalborg, manager, aalborgManager] = await Promise.all([
    loggedIn('saelger@demo.dk'),
    loggedIn('saelger.aalborg@demo.dk'),
    loggedIn('salgschef@demo.dk'),
    loggedIn('salgschef.aalborg@demo.dk'),
  ]);
});

afterAll(async () => {
  for (const car of made) await car.client().request('DELETE', `/api/OwnCar/Delete?id=${car.id}`);
});

describe('own cars: the car page', () => {
  it('creates a car with every field, reads it back, and saves a change with If-Match', async () => {
    const id = await create(salesman, { RetailPriceDescription: 'Pris inkl. levering', ExternalUrl: 'https://demo-biler.dk/biler/1' });
    await settle();
    const details = await salesman.get<Record<string, unknown>>(`/api/OwnCarList/GetDetails/?id=${id}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ Make: 'Testmærke', RegistrationNumber: 'TT11222', ChassisType: 'Stationcar', ExternalUrl: 'https://demo-biler.dk/biler/1', CanEdit: true });
    const version = details.headers.get('etag')!;
    const saved = await salesman.request<{ Id: string }>('POST', `/api/OwnCar/Save?id=${id}`, { body: newCar({ Mileage: 62_000 }), headers: { 'if-match': version } });
    expect(saved.status).toBe(200);
    const stale = await salesman.request('POST', `/api/OwnCar/Save?id=${id}`, { body: newCar({ Mileage: 63_000 }), headers: { 'if-match': version } });
    expect(stale.status).toBe(409);
    await settle();
    expect((await salesman.get<{ Mileage: number }>(`/api/OwnCarList/GetDetails/?id=${id}`)).body.Mileage).toBe(62_000);
  });

  it('reads back a car not yet registered, its first registration date empty', async () => {
    const id = await create(salesman, { RegistrationDate: null, RegistrationNumber: null });
    await settle();
    const details = await salesman.get<{ RegistrationDate: string | null }>(`/api/OwnCarList/GetDetails/?id=${id}`);
    expect(details.status).toBe(200);
    expect(details.body.RegistrationDate).toBeNull();
  });

  it("refuses a marketplace URL, a new car's age and mileage, with the spec's messages naming the field", async () => {
    const url = await salesman.post<{ Message: string; Field: string }>('/api/OwnCar/Create', newCar({ ExternalUrl: 'https://www.bilbasen.dk/brugt/bil/123' }));
    expect(url.status).toBe(400);
    expect(JSON.stringify(url.body)).toContain(CarFieldMessages.marketplaceUrl);
    expect(JSON.stringify(url.body)).toContain('ExternalUrl');
    const fresh = await salesman.post('/api/OwnCar/Create', newCar({ IsNewNonDbi: true, ModelYear: 2026, Mileage: 5_000 }));
    expect(fresh.status).toBe(400);
    expect(JSON.stringify(fresh.body)).toContain(CarFieldMessages.newCarMileage);
    const missing = await salesman.post('/api/OwnCar/Create', newCar({ Make: '' }));
    expect(JSON.stringify(missing.body)).toContain(CarFieldMessages.make);
  });

  it("does not let another department edit, delete or transfer the car", async () => {
    const id = await create(salesman);
    expect((await aalborg.post(`/api/OwnCar/Save?id=${id}`, newCar())).status).toBe(404);
    expect((await aalborg.request('DELETE', `/api/OwnCar/Delete?id=${id}`)).status).toBe(404);
    expect((await aalborgManager.post(`/api/car/transfercar?carId=${id}&conglomerateDealerId=102`)).status).toBe(404);
    expect((await aalborg.post('/api/car/updateinternalstatus/', { CarIds: [id], NewInternalStatus: true })).status).toBe(404);
  });

  it('reads its own write: MinVersion waits until the details show the save', async () => {
    const id = await create(salesman);
    await settle();
    const saved = await salesman.request<{ Id: string }>('POST', `/api/OwnCar/Save?id=${id}`, { body: newCar({ Mileage: 64_000 }) });
    expect(saved.status).toBe(200);
    const version = saved.headers.get('etag')!.replaceAll('"', '');
    const read = await salesman.get<{ Mileage: number }>(`/api/OwnCarList/GetDetails/?id=${id}&MinVersion=${version}`);
    expect(read.body.Mileage).toBe(64_000);
    expect(read.headers.get('etag')).toBe(`"${version}"`);
    expect((await salesman.get(`/api/OwnCarList/GetDetails/?id=${id}&MinVersion=x`)).status).toBe(400);
  });

  it('says who may edit the car: not a role without the right, and another department only reads it', async () => {
    const id = await create(salesman);
    await settle();
    expect((await salesman.get<{ CanEdit: boolean }>(`/api/OwnCarList/GetDetails/?id=${id}`)).body.CanEdit).toBe(true);
    const mechanic = await loggedIn('mekaniker@demo.dk');
    const asMechanic = await mechanic.get<{ CanEdit: boolean }>(`/api/OwnCarList/GetDetails/?id=${id}`);
    if (asMechanic.status === 200) expect(asMechanic.body.CanEdit).toBe(false);
    else expect(asMechanic.status).toBe(403);
    // A sales manager of another department of the group may search all departments: the car is shown, read-only.
    const elsewhere = await aalborgManager.get<{ Id: string; DealerId: string; CanEdit: boolean }>(`/api/OwnCarList/GetDetails/?id=${id}&DealerId=101`);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body).toMatchObject({ Id: id, DealerId: '101', CanEdit: false });
    // A salesman of that department may not: the car is not found, as without the department.
    expect((await aalborg.get(`/api/OwnCarList/GetDetails/?id=${id}&DealerId=101`)).status).toBe(404);
    expect((await aalborg.get(`/api/OwnCarList/GetDetails/?id=${id}`)).status).toBe(404);
    // A department outside the group reveals nothing.
    expect((await aalborgManager.get(`/api/OwnCarList/GetDetails/?id=${id}&DealerId=999`)).status).toBe(404);
  });

  it("deletes a car ('Bilens … er slettet'), which then is gone", async () => {
    const id = await create(salesman);
    const deleted = await salesman.request<{ Message: string }>('DELETE', `/api/OwnCar/Delete?id=${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.Message).toBe(CarMessages.deleted('Testmærke Lagerbil 1,0 Prøve'));
    await settle();
    expect((await salesman.get(`/api/OwnCarList/GetDetails/?id=${id}`)).status).toBe(404);
  });
});

describe('own cars: the stock actions', () => {
  it("shows cars internally and externally, all at once ('Visning er opdateret'), and needs at least one", async () => {
    const [first, second] = [await create(salesman), await create(salesman)];
    const updated = await salesman.post<{ Message: string }>('/api/car/updateinternalstatus/', { CarIds: [first, second], NewInternalStatus: true });
    expect(updated.status).toBe(200);
    expect(updated.body.Message).toBe(CarMessages.viewUpdated);
    const none = await salesman.post('/api/car/updateinternalstatus/', { CarIds: [], NewInternalStatus: true });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain(CarMessages.noCarsChosen);
    await settle();
    const internal = (await search(salesman, { IsInternal: true, FreetextQuery: 'Testmærke' })).body.List.map((car) => car.Id);
    expect(internal).toEqual(expect.arrayContaining([first, second]));
    const row = (await search(salesman, { FreetextQuery: 'Testmærke' })).body.List.find((car) => car.Id === first)!;
    expect(row).toMatchObject({ IsInternal: true, InternalExternal: 'Intern', ExternalDays: null });
  });

  it('sets the ad type', async () => {
    const id = await create(salesman);
    expect((await salesman.post('/api/OwnCarList/setAdvertising', { carId: id, adType: 2 })).status).toBe(200);
    expect((await salesman.post('/api/OwnCarList/setAdvertising', { carId: id, adType: 7 })).status).toBe(400);
    await settle();
    expect((await salesman.get<{ AdType: number }>(`/api/OwnCarList/GetDetails/?id=${id}`)).body.AdType).toBe(2);
  });

  it("transfers a car to another department ('Bilen … er nu overført til …'), which then owns and lists it", async () => {
    const id = await create(salesman);
    await settle();
    // A salesman may not move cars between departments; a sales manager may.
    expect((await salesman.post(`/api/car/transfercar?carId=${id}&conglomerateDealerId=102`)).status).toBe(403);
    const targets = await manager.get<{ Id: string; Name: string }[]>(`/api/ConglomerateDealer/FindConglomerateDealersForCar?carId=${id}`);
    expect(targets.body.map((dealer) => dealer.Id)).toEqual(expect.arrayContaining(['102', '103']));
    expect(targets.body.map((dealer) => dealer.Id)).not.toContain('101');
    expect((await manager.post(`/api/car/transfercar?carId=${id}&conglomerateDealerId=999`)).status).toBe(404);
    await salesman.post('/api/car/updateinternalstatus/', { CarIds: [id], NewInternalStatus: true });
    const moved = await manager.post<{ Message: string; CarId: string }>(`/api/car/transfercar?carId=${id}&conglomerateDealerId=102`);
    expect(moved.status).toBe(200);
    expect(moved.body.Message).toBe(CarMessages.transferred('Testmærke Lagerbil 1,0 Prøve', 'Demo Biler Aalborg'));
    // The car lives on in Aalborg under a new number, with what it had.
    const arrived = moved.body.CarId;
    made.push({ client: () => aalborg, id: arrived });
    expect(arrived).not.toBe(id);
    await settle();
    expect((await salesman.get(`/api/OwnCarList/GetDetails/?id=${id}`)).status).toBe(404);
    expect((await search(salesman, { FreetextQuery: 'Testmærke' })).body.List.map((car) => car.Id)).not.toContain(id);
    expect((await aalborg.get<{ DealerId: string }>(`/api/OwnCarList/GetDetails/?id=${arrived}`)).body.DealerId).toBe('102');
    const listed = (await search(aalborg, { FreetextQuery: 'Testmærke' })).body.List.find((car) => car.Id === arrived);
    expect(listed).toMatchObject({ DealerId: '102', Branch: 'Demo Biler Aalborg', IsInternal: true, Mileage: 61_000 });
    expect((await aalborg.post(`/api/OwnCar/Save?id=${arrived}`, newCar({ Mileage: 70_000 }))).status).toBe(200);
    expect((await salesman.post(`/api/OwnCar/Save?id=${id}`, newCar())).status).toBe(404);
  });

  it('answers the transfer and its departments on the paths the spec writes, with the car in the path', async () => {
    const id = await create(salesman);
    await settle();
    const targets = await manager.get<{ Id: string }[]>(`/api/ConglomerateDealer/FindConglomerateDealersForCar/${id}`);
    expect(targets.status).toBe(200);
    expect(targets.body.map((dealer) => dealer.Id)).toEqual(expect.arrayContaining(['102', '103']));
    expect((await manager.get('/api/ConglomerateDealer/FindConglomerateDealersForCar/999999999')).status).toBe(404);
    expect((await salesman.post(`/api/car/transfercar/${id}?conglomerateDealerId=102`)).status).toBe(403);
    const moved = await manager.post<{ CarId: string }>(`/api/car/transfercar/${id}?conglomerateDealerId=102`);
    expect(moved.status).toBe(200);
    made.push({ client: () => aalborg, id: moved.body.CarId });
    await settle();
    expect((await salesman.get(`/api/OwnCarList/GetDetails/?id=${id}`)).status).toBe(404);
  });

  it('shows a sold car as sold, its stock days ending at the sale, and its price change', async () => {
    const id = await create(salesman);
    expect((await salesman.post(`/api/OwnCar/Save?id=${id}`, newCar({ RetailPrice: 139_000, HasVideo: true, Has360Image: true }))).status).toBe(200);
    await settle();
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Copenhagen' });
    const row = (await search(salesman, { FreetextQuery: 'Testmærke' })).body.List.find((car) => car.Id === id);
    expect(row).toMatchObject({ RetailPriceModified: today, HasVideo: true, Has360Image: true, StatusText: 'På lager' });
    expect((await salesman.post('/api/car/sellcar/', { CarId: id, SalesPrice: 135_000, IsRetailPrice: false })).status).toBe(200);
    await settle();
    const sold = (await search(salesman, { IsSold: true, FreetextQuery: 'Testmærke' })).body.List.find((car) => car.Id === id);
    expect(sold).toMatchObject({ StatusText: 'Solgt' });
    const details = await salesman.get<{ StatusText: string; DaysInStock: number; InStockSince: string }>(`/api/OwnCarList/GetDetails/?id=${id}`);
    expect(details.body.StatusText).toBe('Solgt');
    expect(details.body.DaysInStock).toBe(sold!.DaysInStock);
  });

  it('lists a sold car on the sold tab with its sale, within the sold date range only', async () => {
    const id = await create(salesman);
    expect((await salesman.post('/api/car/sellcar/', { CarId: id, SalesPrice: 145_000, IsRetailPrice: true })).status).toBe(200);
    await settle();
    expect((await search(salesman, { FreetextQuery: 'Testmærke' })).body.List.map((car) => car.Id)).not.toContain(id);
    const sold = (await search(salesman, { IsSold: true, FreetextQuery: 'Testmærke' })).body.List.find((car) => car.Id === id);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Copenhagen' });
    expect(sold).toMatchObject({ SalesPrice: 145_000, SalesPriceType: 'Detailpris', SalesDate: today });
    const before = (await search(salesman, { IsSold: true, SoldDateTo: '2020-01-01' })).body.List.map((car) => car.Id);
    expect(before).not.toContain(id);
  });
});

describe('own cars: the list', () => {
  const unsold101 = demoCars.filter((car) => car.DealerId === '101' && !car.Sold);

  it('needs a session', async () => {
    expect((await new ApiClient().post('/api/owncarlist/search/', {})).status).toBe(401);
  });

  it('needs the anti-forgery token', async () => {
    expect((await salesman.post('/api/owncarlist/search/', {}, { xsrf: false })).status).toBe(403);
  });

  const firstPage = async (): Promise<Page> => (await salesman.post<Page>('/api/owncarlist/search/', {})).body;

  it("pages the department's cars in stock, 50 to a page", async () => {
    const page = await firstPage();
    expect(page.Offset).toBe(0);
    expect(page.Total).toBeGreaterThanOrEqual(unsold101.length - 5);
    expect(page.List.length).toBe(Math.min(50, page.Total));
    expect(page.List.every((car) => car.DealerId === '101' && car.Branch === 'Demo Biler Aarhus')).toBe(true);
  });

  it('sorts by make by default', async () => {
    const makes = (await firstPage()).List.map((car) => car.Make);
    expect(makes).toEqual([...makes].sort((a, b) => a.localeCompare(b, 'da', { numeric: true })));
  });

  it('pages by count and offset', async () => {
    const page = await firstPage();
    const second = (await salesman.post<Page>('/api/owncarlist/search/', { count: 10, offset: 10 })).body;
    expect(second.List.map((car) => car.Id)).toEqual(page.List.slice(10, 20).map((car) => car.Id));
  });

  it('sorts by cash price, descending', async () => {
    const byPrice = (await search(salesman, { sort: 'CashPrice', sortdir: 'desc' })).body.List.map((car) => car.CashPrice ?? 0);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
  });

  describe('the filters, over a new diesel estate with a manual gearbox, no mileage, no equipment text and no pictures', () => {
    let id: string;
    const ids = async (body: Record<string, unknown>) => (await search(salesman, body)).body.List.map((car) => car.Id);

    beforeAll(async () => {
      id = await create(salesman, { Mileage: 0, ExtraEquipmentText: '' });
      await settle();
    });

    it('filters by fuel, gear and chassis', async () => {
      expect(await ids({ SelectedFuelTypes: ['Diesel'], SelectedGearType: 'ManualShift', SelectedChassisType: 'Stationcar' })).toContain(id);
    });

    it('leaves the car out under another fuel', async () => {
      expect(await ids({ SelectedFuelTypes: ['Petrol'] })).not.toContain(id);
    });

    it('filters by the categories of what the car lacks', async () => {
      expect(await ids({ SelectedCategories: ['NoMileage', 'NoExtraEquipmentText', 'NoPictures'] })).toContain(id);
    });

    it('filters by price and days in stock', async () => {
      expect(await ids({ PriceFrom: 149_900, PriceTo: 149_900, DaysTo: 0 })).toContain(id);
    });

    it('leaves the car out below the price range', async () => {
      expect(await ids({ PriceFrom: 150_000 })).not.toContain(id);
    });
  });

  it('filters the electric cars', async () => {
    const electric = (await search(salesman, { SelectedFuelTypes: ['Electric'] })).body.List;
    expect(electric.length).toBeGreaterThan(0);
    expect(electric.every((car) => car.FuelType === 'Electric')).toBe(true);
  });

  it('filters by equipment', async () => {
    const towBar = (await search(salesman, { SelectedExtraEquipmentIdentifiers: ['tow-bar'] })).body.List.map((car) => car.Id);
    const expected = unsold101.filter((car) => /anhængertræk|træk/i.test(car.Car.ExtraEquipmentText ?? '')).map((car) => car.CarId);
    expect(towBar).toEqual(expect.arrayContaining(expected));
  });

  it('filters by days in stock from', async () => {
    const oldStock = (await search(salesman, { DaysFrom: 100 })).body.List;
    expect(oldStock.every((car) => car.DaysInStock >= 100)).toBe(true);
    expect(oldStock.length).toBeGreaterThan(0);
  });

  it("searches only the caller's cars with the User scope", async () => {
    const mine = (await search(salesman, { SearchScope: 'User' })).body.List;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((car) => car.ResponsibleUser?.Name === 'Mads Sørensen')).toBe(true);
  });

  it('refuses every department to a role that may not search them (403)', async () => {
    expect((await search(salesman, { SearchScope: 'Conglomerate' })).status).toBe(403);
  });

  it('searches every department for a role that may', async () => {
    const all = (await search(manager, { SearchScope: 'Conglomerate' })).body.List;
    expect(new Set(all.map((car) => car.DealerId))).toEqual(new Set(['101', '102', '103']));
  });

  it('searches the chosen departments', async () => {
    const chosen = (await search(manager, { SearchScope: 'Conglomerate', SelectedDealerIds: ['102'] })).body.List;
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.every((car) => car.DealerId === '102')).toBe(true);
  });

  it('answers an unknown chosen department with 404', async () => {
    expect((await search(manager, { SearchScope: 'Conglomerate', SelectedDealerIds: ['999'] })).status).toBe(404);
  });

  it('refuses a bad parameter naming it', async () => {
    const bad = await search(salesman, { SelectedCategories: ['Nonsense'] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('SelectedCategories');
  });

  it('answers the makes in scope', async () => {
    const makes = (await salesman.get<{ Name: string; Count: number }[]>('/api/owncarlist/getmakes/?isSold=false')).body;
    expect(makes.map((make) => make.Name)).toEqual(expect.arrayContaining([...new Set(unsold101.map((car) => car.Car.Make))]));
  });

  it('answers the car types in scope', async () => {
    const types = (await salesman.get<{ Id: number; Name: string }[]>('/api/owncarlist/getcartypes/?isSold=false')).body;
    expect(types.find((type) => type.Id === 1)?.Name).toBe('Personbil');
  });

  it('answers the equipment choices', async () => {
    const equipment = (await salesman.get<{ Identifier: string; Name: string }[]>('/api/owncarlist/getExtraEquipments/')).body;
    expect(equipment).toContainEqual({ Identifier: 'tow-bar', Name: 'Anhængertræk' });
  });

  it("answers the conglomerate's departments, the caller's own first", async () => {
    const all = (await salesman.get<{ Id: string; Name: string }[]>('/api/dealers/getconglomeratedealers/')).body;
    expect(all.map((dealer) => dealer.Id)).toEqual(['101', ...all.map((dealer) => dealer.Id).slice(1)]);
    expect(all.map((dealer) => dealer.Id).sort()).toEqual(['101', '102', '103']);
  });

  it("offers a salesman only the own department in the scope selector", async () => {
    expect((await salesman.get<{ Id: string }[]>('/api/dealers/findconglomeratedealers/')).body.map((dealer) => dealer.Id)).toEqual(['101']);
  });

  it('offers a role that may search every department all of them in the scope selector', async () => {
    expect((await manager.get<{ Id: string }[]>('/api/dealers/findconglomeratedealers/')).body).toHaveLength(3);
  });

  it("answers the active users of the caller's department for the scope selector", async () => {
    const users = (await salesman.get<{ Id: string; Name: string; DealerId: string }[]>('/api/user/getactiveconglomerateusers')).body;
    expect(users).toContainEqual(expect.objectContaining({ Id: '5', Name: 'Mads Sørensen', DealerId: '101' }));
    expect(users.every((user) => user.DealerId === '101')).toBe(true);
  });

  const cookieOf = (client: ApiClient): string => [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  it("exports the search as an .xlsx a reader opens, with the grid's columns", async () => {
    const response = await fetch(`${baseUrl()}/api/owncarlist/excel?SelectedFuelTypes=Electric&Sort=Make&SortDir=asc`, { headers: { cookie: cookieOf(salesman) } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toContain('egne-biler.xlsx');
    const rows = await readSheet(Buffer.from(await response.arrayBuffer()));
    expect(rows[0]?.slice(0, 6)).toEqual(['Type', 'Mærke', 'Model', '1. reg.', 'Km', 'Kontantpris']);
    const electric = (await search(salesman, { SelectedFuelTypes: ['Electric'] })).body.List;
    expect(rows).toHaveLength(electric.length + 1);
    expect(rows.slice(1).map((row) => row[1])).toEqual(electric.map((car) => car.Make));
    expect(rows[1]?.[5]).toBe(electric[0]!.CashPrice);
  });

  it('refuses to export a bad search (400)', async () => {
    const bad = await fetch(`${baseUrl()}/api/owncarlist/excel?CarType=99`, { headers: { cookie: cookieOf(salesman) } });
    expect(bad.status).toBe(400);
  });
});
