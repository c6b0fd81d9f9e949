import { beforeAll, describe, expect, it, vi } from 'vitest';
import { demoCars, type DemoCar } from '../../local/demo-cars.ts';
import { ApiClient, loggedIn, queryString } from '../support/api-client.ts';
import { projectionsCaughtUp } from './case-support.ts';

/**
 * The own-cars typeahead, its 'Se alle' list and the car details, against the demo stock (local/demo-cars.ts): 30
 * cars per department, two of them sold. saelger@demo.dk is user 5 of department 101 (Aarhus);
 * saelger.aalborg@demo.dk is user 10 of department 102, saelger.vejle@demo.dk user 11 of 103; all in conglomerate 1.
 */
interface OwnCar {
  Id: string;
  Title: string;
  Header: string;
  Text: string;
  Make: string;
  Model: string;
  FirstRegistrationDate: string | null;
  Mileage: number | null;
  CashPrice: number | null;
  VehicleNumber: string;
  RegistrationNumber: string;
  DealerId: string;
  Branch: string;
  DaysInStock: number;
}
interface OwnCars {
  Total: number;
  Offset?: number;
  Count?: number;
  List: OwnCar[];
}

const titleOf = ({ Car }: DemoCar): string => [Car.Make, Car.Model, Car.Variant].filter(Boolean).join(' ');
/**
 * What other test files changed in the stock: cars they sold (delivering a case sells its stock car), found from each
 * demo car's details, and cars they added (a swap car taken into stock), found as listed cars that are not demo cars.
 */
const soldSinceSeed = new Set<string>();
const addedSinceSeed = new Map<string, Set<string>>();
/** The cars a department's unsold list holds now: its unsold demo cars plus the cars added since the seed. */
const stockCount = (dealerId: string): number => unsold(dealerId).length + (addedSinceSeed.get(dealerId)?.size ?? 0);
const unsold = (dealerId: string) => demoCars.filter((car) => car.DealerId === dealerId && !car.Sold && !soldSinceSeed.has(car.CarId));
const lookup = (client: ApiClient, params: Record<string, string | number> = {}) => client.get<OwnCars>(`/api/TypeaheadOwnCars/Lookup?${queryString(params)}`);
const list = (client: ApiClient, params: Record<string, string | number> = {}) => client.get<OwnCars>(`/api/TypeaheadOwnCars/List/?${queryString(params)}`);

let salesman: ApiClient;
let aalborg: ApiClient;
let vejle: ApiClient;
/** Searching all departments is for those who lead a department (the role matrix): Aalborg's sales manager. */
let aalborgManager: ApiClient;

beforeAll(async () => {
  [salesman, aalborg, vejle, aalborgManager] = await Promise.all([
    loggedIn('saelger@demo.dk'),
    loggedIn('saelger.aalborg@demo.dk'),
    loggedIn('saelger.vejle@demo.dk'),
    loggedIn('salgschef.aalborg@demo.dk'),
  ]);
  await projectionsCaughtUp();
  await vi.waitFor(async () => expect((await lookup(salesman)).body.Total).toBeGreaterThanOrEqual(unsold('101').length), { timeout: 20_000, interval: 200 });
  // Other suites sell and add cars in every department before this one runs.
  const clients: Record<string, ApiClient> = { '101': salesman, '102': aalborg, '103': vejle };
  await Promise.all(
    demoCars
      .filter((car) => !car.Sold && clients[car.DealerId])
      .map(async (car) => {
        const details = await clients[car.DealerId]!.get<{ IsSold?: boolean }>(`/api/OwnCarList/GetDetails/?id=${car.CarId}`);
        if (details.body.IsSold) soldSinceSeed.add(car.CarId);
      }),
  );
  const demoIds = new Set(demoCars.map((car) => car.CarId));
  for (const [dealerId, client] of Object.entries(clients)) {
    const listed = (await list(client, { count: 500 })).body.List.map((row) => row.Id);
    addedSinceSeed.set(dealerId, new Set(listed.filter((id) => !demoIds.has(id))));
  }
});

describe('stock cars: the typeahead and its list', () => {
  it('needs a session', async () => {
    const anonymous = new ApiClient();
    expect((await anonymous.get('/api/TypeaheadOwnCars/Lookup?searchText=golf')).status).toBe(401);
    expect((await anonymous.get('/api/TypeaheadOwnCars/List/')).status).toBe(401);
    expect((await anonymous.get('/api/OwnCarList/GetDetails/?id=1')).status).toBe(401);
  });

  it("lists the department's unsold cars, 6 at a time in the typeahead, with the total for 'Se alle'", async () => {
    const response = await lookup(salesman);
    expect(response.status).toBe(200);
    expect(response.body.Total).toBe(stockCount('101'));
    expect(response.body.List).toHaveLength(6);
    const car = response.body.List[0]!;
    const demo = demoCars.find((candidate) => candidate.CarId === car.Id)!;
    expect(car).toMatchObject({
      Title: titleOf(demo),
      Header: titleOf(demo),
      Make: demo.Car.Make,
      Model: demo.Car.Model,
      FirstRegistrationDate: demo.Car.RegistrationDate,
      Mileage: demo.Car.Mileage,
      CashPrice: demo.Car.CashPrice,
      VehicleNumber: demo.Car.VehicleNumber,
      RegistrationNumber: demo.Car.RegistrationNumber,
      DealerId: '101',
      Branch: 'Demo Biler Aarhus',
      DaysInStock: demo.InStockDaysAgo,
    });
    expect(car.Text).toContain(demo.Car.RegistrationNumber!);
    expect(car.Text).toMatch(/\d{1,3}(\.\d{3})* km/);
    // Sorted by make as the stock list is by default.
    const makes = (await list(salesman)).body.List.map((row) => row.Make);
    expect(makes).toEqual([...makes].sort((a, b) => a.localeCompare(b, 'da')));
  });

  it('finds a car by plate, make and model or vehicle number, and never a sold one', async () => {
    const car = unsold('101')[4]!;
    for (const searchText of [car.Car.RegistrationNumber!.toLowerCase(), `${car.Car.Make} ${car.Car.Model}`, car.Car.VehicleNumber!]) {
      const ids = (await lookup(salesman, { searchText, count: 50 })).body.List.map((row) => row.Id);
      expect(ids, searchText).toContain(car.CarId);
    }
    const sold = demoCars.find((candidate) => candidate.DealerId === '101' && candidate.Sold)!;
    expect((await lookup(salesman, { searchText: sold.Car.RegistrationNumber! })).body).toEqual({ Total: 0, List: [] });
    expect((await list(salesman, { searchText: sold.Car.VehicleNumber!, count: 500 })).body.List.map((row) => row.Id)).not.toContain(sold.CarId);
  });

  it("pages the 'Se alle' list with count and offset", async () => {
    const first = (await list(salesman, { count: 10 })).body;
    const second = (await list(salesman, { count: 10, offset: 10 })).body;
    const all = (await list(salesman, { count: 500 })).body;
    expect(first).toMatchObject({ Total: stockCount('101'), Offset: 0, Count: 10 });
    expect(second).toMatchObject({ Offset: 10, Count: 10 });
    expect([...first.List, ...second.List].map((row) => row.Id)).toEqual(all.List.slice(0, 20).map((row) => row.Id));
    expect(all.List).toHaveLength(stockCount('101'));
    expect((await list(salesman)).body.List).toHaveLength(Math.min(50, stockCount('101')));
  });

  it("with searchType=User, only the cars the caller is responsible for", async () => {
    const mine = (await list(salesman, { searchType: 'User', count: 500 })).body.List.map((row) => row.Id);
    const expected = unsold('101').filter((car) => car.Car.ResponsibleUserId === '5').map((car) => car.CarId);
    expect(expected.length).toBeGreaterThan(0);
    // Cars other suites added to the stock (the salesman is responsible for them) are not part of the demo data.
    const demoMine = mine.filter((id) => !addedSinceSeed.get('101')?.has(id));
    expect(demoMine.sort((a, b) => Number(a) - Number(b))).toEqual(expected);
  });

  it("keeps another department's cars out of 'Dealer' and shows them with their branch in 'Conglomerate'", async () => {
    const car = unsold('101')[0]!;
    const plate = car.Car.RegistrationNumber!;
    expect((await lookup(aalborg, { searchText: plate })).body.List.map((row) => row.Id)).not.toContain(car.CarId);
    expect((await lookup(aalborg, { searchText: plate, searchType: 'Dealer' })).body.List.map((row) => row.Id)).not.toContain(car.CarId);
    // A salesman may not search all departments; a sales manager may.
    expect((await lookup(aalborg, { searchText: plate, searchType: 'conglomerate' })).status).toBe(403);
    expect((await list(aalborg, { searchType: 'Conglomerate' })).status).toBe(403);
    const everywhere = await lookup(aalborgManager, { searchText: plate, searchType: 'conglomerate' });
    expect(everywhere.body.List.find((row) => row.Id === car.CarId)).toMatchObject({ Branch: 'Demo Biler Aarhus', DealerId: '101' });
    const all = (await list(aalborgManager, { searchType: 'Conglomerate', count: 500 })).body;
    expect(all.Total).toBe(stockCount('101') + stockCount('102') + stockCount('103'));
    expect(new Set(all.List.map((row) => row.Branch))).toEqual(new Set(['Demo Biler Aarhus', 'Demo Biler Aalborg', 'Demo Biler Vejle']));
  });

  it('matches the paths in any casing', async () => {
    expect((await salesman.get('/api/typeaheadowncars/lookup/?searchtext=a')).status).toBe(200);
    expect((await salesman.get('/api/TYPEAHEADOWNCARS/LIST')).status).toBe(200);
  });

  it('names the bad parameter in a 400', async () => {
    for (const [path, field] of [
      ['/api/TypeaheadOwnCars/Lookup?count=0', 'count'],
      ['/api/TypeaheadOwnCars/Lookup?count=51', 'count'],
      ['/api/TypeaheadOwnCars/Lookup?searchType=Everyone', 'searchType'],
      ['/api/TypeaheadOwnCars/List/?count=501', 'count'],
      ['/api/TypeaheadOwnCars/List/?count=ti', 'count'],
      ['/api/TypeaheadOwnCars/List/?offset=-1', 'offset'],
      ['/api/OwnCarList/GetDetails/', 'id'],
      ['/api/OwnCarList/GetDetails/?id=1a', 'id'],
    ] as const) {
      const response = await salesman.get(path);
      expect(response.status, path).toBe(400);
      expect(response.body, path).toMatchObject({ Field: field, Message: expect.any(String) });
    }
  });
});

describe('stock cars: the details', () => {
  it("returns every field of a car of the caller's department, its dealer, days in stock and responsible user", async () => {
    const car = unsold('101').find((candidate) => candidate.Car.ResponsibleUserId === '5')!;
    const response = await salesman.get<Record<string, unknown>>(`/api/OwnCarList/GetDetails/?id=${car.CarId}`);
    expect(response.status).toBe(200);
    // The car's version: its creation, then one event per demo picture.
    expect(response.headers.get('etag')).toBe(`"${1 + (car.PictureIds?.length ?? 0)}"`);
    expect(response.body).toMatchObject({
      NumberOfPictures: car.PictureIds?.length ?? 0,
      Id: car.CarId,
      DealerId: '101',
      Title: titleOf(car),
      CarTitle: titleOf(car),
      Make: car.Car.Make,
      Variant: car.Car.Variant,
      ModelYear: car.Car.ModelYear,
      RegistrationDate: car.Car.RegistrationDate,
      ChassisNumber: car.Car.ChassisNumber,
      ExtraEquipmentText: car.Car.ExtraEquipmentText,
      IsSold: false,
      DaysInStock: car.InStockDaysAgo,
      ResponsibleUser: { Name: 'Mads Sørensen', Username: 'saelger@demo.dk' },
      DealerName: 'Demo Biler Aarhus',
      DealerZipCode: '8200',
      DealerCity: 'Aarhus N',
    });
    expect(response.body).not.toHaveProperty('SearchText');
  });

  it('shows a sold car as sold', async () => {
    const sold = demoCars.find((candidate) => candidate.DealerId === '101' && candidate.Sold?.SalesPrice)!;
    expect((await salesman.get(`/api/OwnCarList/GetDetails/?id=${sold.CarId}`)).body).toMatchObject({
      IsSold: true,
      SalesPrice: sold.Sold!.SalesPrice,
      IsRetailPrice: true,
    });
  });

  it("answers 404 for another department's car and for one that does not exist", async () => {
    const car = unsold('101')[0]!;
    const other = await aalborg.get(`/api/OwnCarList/GetDetails/?id=${car.CarId}`);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ Message: 'Bilen findes ikke.' });
    expect((await salesman.get('/api/OwnCarList/GetDetails/?id=999999999')).status).toBe(404);
  });
});

// Last in this file: it sells a car, which the counts above must not see.
describe('stock cars: selling (car/sellcar)', () => {
  it('names the bad field in a 400, and refuses a price without its type', async () => {
    const car = unsold('102').at(-1)!;
    const noId = await aalborg.post('/api/car/sellcar/', { SalesPrice: 100_000, IsRetailPrice: true });
    expect(noId.status).toBe(400);
    expect(noId.body).toMatchObject({ Field: 'CarId' });
    const negative = await aalborg.post('/api/car/sellcar/', { CarId: car.CarId, SalesPrice: -1, IsRetailPrice: true });
    expect(negative.status).toBe(400);
    expect(negative.body).toMatchObject({ Field: 'SalesPrice' });
    const untyped = await aalborg.post('/api/car/sellcar/', { CarId: car.CarId, SalesPrice: 100_000 });
    expect(untyped.status).toBe(400);
    expect(untyped.body).toMatchObject({ Field: 'IsRetailPrice', Message: 'Vælg om salgsprisen er detailpris eller anden pris.' });
  });

  it("answers 404 for another department's car", async () => {
    const car = unsold('101')[0]!;
    const response = await aalborg.post('/api/car/sellcar/', { CarId: car.CarId, SalesPrice: 1, IsRetailPrice: false });
    expect(response.status).toBe(404);
    expect((await salesman.get<{ IsSold: boolean }>(`/api/OwnCarList/GetDetails/?id=${car.CarId}`)).body.IsSold).toBe(false);
  });

  it('sells the car today at the given price; a second sale is refused', async () => {
    const car = unsold('102').at(-1)!;
    const sold = await aalborg.post('/api/car/sellcar/', { CarId: car.CarId, SalesPrice: 123_456, IsRetailPrice: false });
    expect(sold.status).toBe(200);
    const detailsOf = async () => (await aalborg.get<Record<string, unknown>>(`/api/OwnCarList/GetDetails/?id=${car.CarId}`)).body;
    await expect.poll(async () => (await detailsOf()).IsSold, { timeout: 10_000 }).toBe(true);
    const details = await detailsOf();
    expect(details).toMatchObject({ IsSold: true, SalesPrice: 123_456, IsRetailPrice: false });
    expect(details.SoldDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await lookup(aalborg, { searchText: car.Car.VehicleNumber! })).body.List.map((row) => row.Id)).not.toContain(car.CarId);
    const again = await aalborg.post('/api/car/sellcar/', { CarId: car.CarId });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ Message: 'Bilen er allerede solgt.' });
  });
});
