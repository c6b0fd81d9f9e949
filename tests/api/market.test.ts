import { beforeAll, describe, expect, it } from 'vitest';
import { MarketMessages } from '../../domain/market/messages.ts';
import { priceGuide } from '../../domain/market/price-guide.ts';
import { SECOND_CONGLOMERATE } from '../../local/second-conglomerate.ts';
import { ApiClient, loggedIn, queryString } from '../support/api-client.ts';

/**
 * The all-cars list over the whole market (spec part 1 §2 all-cars list, §3 "All-cars grid", "Price guide", §9),
 * black-box against the local cloud and its sandbox listing feeds.
 */
interface Row {
  Id: string;
  Type: number;
  Make: string;
  Model: string;
  FuelType: string;
  FirstRegistrationDate: string;
  Mileage: number;
  CashPrice: number;
  Price: number;
  ZipCode: string;
  ModifiedDate: string;
  IsSold: boolean;
  SalesDate: string | null;
  SalesPrice: number | null;
  SalesPriceType: string | null;
}
interface Guide {
  NumberOfCars: number;
  AverageMileage: number;
  AveragePrice: number;
  ActualMileage: number | null;
  PricePrKmCalculated: number;
  PricePrKmUserOverwrite: number | null;
  CalculatedPrice: number | null;
}
interface Search {
  Total: number;
  Offset: number;
  Count: number;
  List: Row[];
  PriceGuide: Guide | null;
}
interface Counted<Id> {
  Id: Id;
  Name: string;
  Count: number;
}
interface ErrorBody {
  Message: string;
  Field?: string;
}

let salesman: ApiClient; // saelger@demo.dk: Aarhus, package pro (car_list, priceguide)
let vejle: ApiClient; // saelger.vejle@demo.dk: Vejle, package start (car_list, no priceguide)
let otherGroup: ApiClient; // a salesman of another dealer group

const search = (client: ApiClient, query: Record<string, string | number | boolean>) => client.get<Search>(`/api/carlist/search?${queryString(query)}`);

beforeAll(async () => {
  [salesman, vejle, otherGroup] = await Promise.all([loggedIn('saelger@demo.dk'), loggedIn('saelger.vejle@demo.dk'), loggedIn(SECOND_CONGLOMERATE.users[0]!.Username)]);
});

describe('GET /api/carlist/search: all cars on the market', () => {
  it('opens on 50 cars, the newest changes first, of every tab', async () => {
    const response = await salesman.get<Search>('/api/carlist/search');
    expect(response.status).toBe(200);
    const { Total, Count, List } = response.body;
    expect(Total).toBeGreaterThan(10_000);
    expect(Count).toBe(50);
    expect(List).toHaveLength(50);
    const dates = List.map((row) => row.ModifiedDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('finds the cars the price guide compares: make, model, registration years, mileage in thousands, fuel, for sale', async () => {
    const filter = { IsSold: false, Make: 'toyota', Model: 'Yaris', RegistrationYearFrom: 2019, RegistrationYearTo: 2023, MileageFrom: 20, MileageTo: 120, SelectedFuelTypes: 'Hybrid' };
    const response = await search(salesman, { ...filter, count: 500, sort: 'CashPrice', sortdir: 'asc' });
    expect(response.status).toBe(200);
    const { Total, List } = response.body;
    expect(Total).toBeGreaterThan(0);
    expect(List).toHaveLength(Math.min(Total, 500));
    for (const row of List) {
      expect(row).toMatchObject({ Make: 'Toyota', Model: 'Yaris', FuelType: 'Hybrid', IsSold: false, SalesDate: null });
      expect(Number(row.FirstRegistrationDate.slice(0, 4))).toBeGreaterThanOrEqual(2019);
      expect(Number(row.FirstRegistrationDate.slice(0, 4))).toBeLessThanOrEqual(2023);
      expect(row.Mileage).toBeGreaterThanOrEqual(20_000);
      expect(row.Mileage).toBeLessThanOrEqual(120_000);
      expect(row.Price).toBeLessThan(row.CashPrice + 1);
    }
    const prices = List.map((row) => row.CashPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('gives the price guide of every car found, for the car at the actual mileage (part 1 §9)', async () => {
    const filter = { IsSold: false, Make: 'Volkswagen', Model: 'Golf', RegistrationYearFrom: 2018, RegistrationYearTo: 2020, MileageFrom: 50, MileageTo: 150 };
    const all = (await search(salesman, { ...filter, count: 500 })).body;
    const guide = (await search(salesman, { ...filter, ActualMileage: 100, count: 1 })).body.PriceGuide!;
    expect(guide.NumberOfCars).toBe(all.Total);
    if (all.Total <= 500) {
      expect(guide.AveragePrice).toBe(Math.round(all.List.reduce((sum, row) => sum + row.CashPrice, 0) / all.Total));
      expect(guide.AverageMileage).toBe(Math.round(all.List.reduce((sum, row) => sum + row.Mileage, 0) / all.Total));
    }
    expect(guide).toEqual(priceGuide({ NumberOfCars: guide.NumberOfCars, AverageMileage: guide.AverageMileage, AveragePrice: guide.AveragePrice, ActualMileage: 100 }));
    const typed = (await search(salesman, { ...filter, ActualMileage: 100, PricePrKmUserOverwrite: '1,25', count: 1 })).body.PriceGuide!;
    expect(typed.PricePrKmUserOverwrite).toBe(1.25);
    expect(typed.CalculatedPrice).toBe(Math.max(Math.round((guide.AveragePrice + 1.25 * (guide.AverageMileage - 100_000)) * 100) / 100, 0));
  });

  it('without an actual mileage the guide gives the averages and the price per km, no calculated price', async () => {
    const guide = (await search(salesman, { Make: 'Kia', count: 1 })).body.PriceGuide!;
    expect(guide.NumberOfCars).toBeGreaterThan(0);
    expect(guide.PricePrKmCalculated).toBeGreaterThanOrEqual(0.2);
    expect(guide).toMatchObject({ ActualMileage: null, CalculatedPrice: null });
  });

  it('a dealer without the price guide function sees the list without the guide', async () => {
    const response = await search(vejle, { Make: 'Kia', ActualMileage: 50, count: 5 });
    expect(response.status).toBe(200);
    expect(response.body.List.length).toBe(5);
    expect(response.body.PriceGuide).toBeNull();
  });

  it('the sold tab shows what the cars were sold for and when', async () => {
    const { Total, List } = (await search(salesman, { IsSold: true, sort: 'SalesDate', sortdir: 'desc', count: 20 })).body;
    expect(Total).toBeGreaterThan(0);
    for (const row of List) expect(row).toMatchObject({ IsSold: true, SalesPriceType: 'CashPrice', SalesPrice: row.CashPrice });
    const dates = List.map((row) => row.SalesDate!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]! <= new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('pages without overlap, and free text finds the town', async () => {
    const first = (await search(salesman, { FreetextQuery: 'aarhus', sort: 'Mileage', count: 10 })).body;
    const second = (await search(salesman, { FreetextQuery: 'aarhus', sort: 'Mileage', count: 10, offset: 10 })).body;
    expect(first.Total).toBe(second.Total);
    expect(second.Offset).toBe(10);
    expect(new Set([...first.List, ...second.List].map((row) => row.Id)).size).toBe(20);
    expect(first.List.at(-1)!.Mileage).toBeLessThanOrEqual(second.List[0]!.Mileage);
  });

  it('region and zip codes narrow the market', async () => {
    const north = (await search(salesman, { Region: 'nordjylland', count: 100 })).body;
    expect(north.List.every((row) => Number(row.ZipCode) >= 9000)).toBe(true);
    const zips = (await search(salesman, { ZipcodeFrom: 8000, ZipcodeTo: 8999, count: 100 })).body;
    expect(zips.List.every((row) => Number(row.ZipCode) >= 8000 && Number(row.ZipCode) <= 8999)).toBe(true);
    expect(north.Total + zips.Total).toBeLessThan((await search(salesman, { count: 1 })).body.Total);
  });

  it('refuses bad input with the field named', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ IsSold: 'måske' }, 'IsSold'],
      [{ CarType: '9' }, 'CarType'],
      [{ MileageFrom: '-5' }, 'MileageFrom'],
      [{ SelectedFuelTypes: 'Petrol,Kul' }, 'SelectedFuelTypes'],
      [{ Region: 'Skåne' }, 'Region'],
      [{ sort: 'Colour' }, 'sort'],
      [{ sortdir: 'up' }, 'sortdir'],
      [{ PricePrKmUserOverwrite: 'meget' }, 'PricePrKmUserOverwrite'],
      [{ FreetextQuery: 'x'.repeat(201) }, 'FreetextQuery'],
    ];
    for (const [query, field] of cases) {
      const response = await salesman.get<ErrorBody>(`/api/carlist/search?${queryString(query)}`);
      expect(response.status, field).toBe(400);
      expect(response.body.Field, field).toBe(field);
    }
  });

  it('is the same market for every dealer: market listings are no dealer group’s data', async () => {
    const query = { Make: 'Volvo', sort: 'CashPrice', count: 20 };
    expect((await search(otherGroup, query)).body.List).toEqual((await search(salesman, query)).body.List);
  });

  it('needs a session', async () => {
    for (const path of ['/api/carlist/search', '/api/carlist/getmakes', '/api/carlist/getcartypes', '/api/CarList/GetDetails?id=1000000001']) {
      expect((await new ApiClient().get(path)).status, path).toBe(401);
    }
  });
});

describe('GET /api/carlist/getmakes and /getcartypes: the filters of the tab', () => {
  it('count the cars of each make and type in the tab', async () => {
    const makes = (await salesman.get<Counted<string>[]>('/api/carlist/getmakes?isSold=false&carType=1')).body;
    expect(makes.map((make) => make.Name)).toContain('Toyota');
    expect(makes.map((make) => make.Id)).toEqual([...makes.map((make) => make.Id)].sort((a, b) => a.localeCompare(b, 'da')));
    const toyotas = makes.find((make) => make.Id === 'Toyota')!;
    expect(toyotas.Count).toBe((await search(salesman, { IsSold: false, CarType: 1, Make: 'Toyota', count: 1 })).body.Total);

    const types = (await salesman.get<Counted<number>[]>('/api/carlist/getcartypes?isSold=true')).body;
    expect(types.find((type) => type.Id === 1)?.Name).toBe('Personbil');
    expect(types.reduce((sum, type) => sum + type.Count, 0)).toBe((await search(salesman, { IsSold: true, count: 1 })).body.Total);
  });
});

describe('GET /api/CarList/GetDetails: a market car', () => {
  it('tells the car, its seller and the link to the ad; it cannot be edited', async () => {
    const [row] = (await search(salesman, { Make: 'Tesla', count: 1 })).body.List;
    const response = await salesman.get<Record<string, unknown>>(`/api/CarList/GetDetails/?id=${row!.Id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ Id: row!.Id, Make: 'Tesla', Mileage: row!.Mileage, CashPrice: row!.CashPrice, CanEdit: false });
    expect(String(response.body.Link)).toMatch(/^https:\/\//);
    expect(response.body.DealerName).toEqual(expect.any(String));
  });

  it('answers an unknown car with the Danish message, and a malformed id with the field', async () => {
    const unknown = await salesman.get<ErrorBody>('/api/CarList/GetDetails?id=999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.Message).toBe(MarketMessages.notFound);
    const malformed = await salesman.get<ErrorBody>('/api/CarList/GetDetails?id=abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.Field).toBe('id');
  });
});
