import { beforeAll, describe, expect, it } from 'vitest';
import { PrintOwnCarsMessages } from '../../domain/cars/print-own-cars.ts';
import { formatNumber } from '../../domain/format.ts';
import { MarketMessages } from '../../domain/market/messages.ts';
import { priceGuide } from '../../domain/market/price-guide.ts';
import { pdfInfo, pdfText } from '../../functions/pdf/pdf-tools.test-support.ts';
import { ApiClient, loggedIn, queryString } from '../support/api-client.ts';
import { fetchBytes } from './case-support.ts';

/**
 * The all-cars list's extra equipment and its print (GET /api/carlist/getExtraEquipments/, GET
 * /api/PrintAllCars/PrintAllCars) over the real handlers, the sandbox market and the Chromium renderer, read back
 * from the PDF.
 */
interface Row {
  Id: string;
  Make: string;
  Model: string;
  Mileage: number;
  CashPrice: number;
  ZipCode: string;
}
interface Search {
  Total: number;
  List: Row[];
  PriceGuide: { NumberOfCars: number; AverageMileage: number; AveragePrice: number } | null;
}

let salesman: ApiClient; // saelger@demo.dk: Aarhus, package pro (car_list, priceguide)
let vejle: ApiClient; // saelger.vejle@demo.dk: Vejle, package start (car_list, no priceguide)

const search = async (client: ApiClient, query: Record<string, string | number>) => (await client.get<Search>(`/api/carlist/search/?${queryString(query)}`)).body;
const print = (client: ApiClient, query: Record<string, string | number | boolean>) => fetchBytes(client, `/api/PrintAllCars/PrintAllCars?${queryString(query)}`);

beforeAll(async () => {
  [salesman, vejle] = await Promise.all([loggedIn('saelger@demo.dk'), loggedIn('saelger.vejle@demo.dk')]);
});

describe('the all-cars extra equipment', () => {
  it('answers the equipment the market can be filtered by: none, as the sources state none; only with a session', async () => {
    const equipment = await salesman.get<unknown[]>('/api/carlist/getExtraEquipments/');
    expect(equipment.status).toBe(200);
    expect(equipment.body).toEqual([]);
    expect((await new ApiClient().get('/api/carlist/getExtraEquipments/')).status).toBe(401);
  });
});

describe('printing all cars', () => {
  it("prints the chosen cars in the order given, with the title asked for and the search's price guide", async () => {
    const query = { Make: 'Toyota', IsSold: 'false', RegistrationYearFrom: 2018, RegistrationYearTo: 2022, sort: 'CashPrice', sortdir: 'desc' };
    const { List, PriceGuide } = await search(salesman, { ...query, count: 10 });
    expect(List.length).toBeGreaterThan(3);
    const chosen = [List[3]!, List[0]!];
    const printed = await print(salesman, { ...query, CarIds: chosen.map((car) => car.Id).join(','), Title: 'Toyotaer til sammenligning', ActualMileage: 60, UseCompanyLogo: true });
    expect(printed.status, JSON.stringify(printed.json)).toBe(200);
    expect(printed.headers.get('content-type')).toBe('application/pdf');
    expect(printed.headers.get('content-disposition')).toBe('inline; filename="Toyotaer til sammenligning.pdf"');
    const text = await pdfText(printed.bytes);
    expect(text).toContain('Toyotaer til sammenligning');
    expect(text).toContain('2 biler');
    expect(text).toContain('Demo Biler Aarhus');
    for (const car of chosen) expect(text).toContain(`${formatNumber(car.CashPrice)} kr.`);
    // In the order chosen: the fourth car of the list first.
    expect(text.indexOf(`${formatNumber(List[3]!.CashPrice)} kr.`)).toBeLessThan(text.indexOf(`${formatNumber(List[0]!.CashPrice)} kr.`));
    // The price guide of the whole search, as the list showed it, for the car's 60 thousand km.
    const guide = priceGuide({ ...PriceGuide!, ActualMileage: 60 });
    expect(text).toContain('Prisguide');
    expect(text).toContain(`Antal biler ${formatNumber(guide.NumberOfCars)}`);
    expect(text).toContain(`Beregnet pris ${formatNumber(Math.round(guide.CalculatedPrice))} kr.`);
    expect((await pdfInfo(printed.bytes)).Title).toBe('Toyotaer til sammenligning');
  });

  it('prints every car of a search of up to 100 in the mode "All", and refuses a larger one whole', async () => {
    const narrow = { Make: 'Toyota', IsSold: 'false', PriceFrom: 150_000, PriceTo: 152_000 };
    const { Total, List } = await search(salesman, { ...narrow, count: 100 });
    expect(Total).toBeGreaterThan(0);
    expect(Total).toBeLessThanOrEqual(100);
    const printed = await print(salesman, { ...narrow, SelectionMode: 'All' });
    expect(printed.status, JSON.stringify(printed.json)).toBe(200);
    const text = await pdfText(printed.bytes);
    expect(text).toContain('Biler til salg');
    expect(text).toContain(`${Total} ${Total === 1 ? 'bil' : 'biler'}`);
    for (const car of List) expect(text).toContain(`${formatNumber(car.CashPrice)} kr.`);
    const tooMany = await print(salesman, { Make: 'Toyota', SelectionMode: 'All' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json).toMatchObject({ Message: PrintOwnCarsMessages.tooMany, Field: 'CarIds' });
  });

  it('leaves the price guide out for a dealer without the price guide function, and when not asked for', async () => {
    const { List } = await search(vejle, { Make: 'Skoda', count: 1 });
    const without = await print(vejle, { Make: 'Skoda', CarIds: List[0]!.Id });
    expect(without.status, JSON.stringify(without.json)).toBe(200);
    const text = await pdfText(without.bytes);
    expect(text).toContain('Alle biler');
    expect(text).toContain('Demo Biler Vejle');
    expect(text).not.toContain('Prisguide');
    const notAsked = await print(salesman, { Make: 'Skoda', CarIds: List[0]!.Id, ShowPriceGuide: false });
    expect(await pdfText(notAsked.bytes)).not.toContain('Prisguide');
  });

  it("refuses no car, more than 100, a car not on the market and malformed options with the spec's texts and the field", async () => {
    const none = await print(salesman, { Title: 'Tom' });
    expect(none.status).toBe(400);
    expect(none.json).toMatchObject({ Message: PrintOwnCarsMessages.noneChosen, Field: 'CarIds' });
    const tooMany = await print(salesman, { CarIds: Array.from({ length: 101 }, (_, index) => String(1_000_000_001 + index)).join(',') });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json).toMatchObject({ Message: PrintOwnCarsMessages.tooMany });
    const gone = await print(salesman, { CarIds: '999999999999' });
    expect(gone.status).toBe(404);
    expect(gone.json).toMatchObject({ Message: MarketMessages.notFound });
    expect((await print(salesman, { CarIds: 'abc' })).json).toMatchObject({ Field: 'CarIds' });
    expect((await print(salesman, { CarIds: '1', SelectionMode: 'Nogle' })).json).toMatchObject({ Field: 'SelectionMode' });
    expect((await print(salesman, { CarIds: '1', UseCompanyLogo: 'ja' })).json).toMatchObject({ Field: 'UseCompanyLogo' });
    expect((await new ApiClient().get('/api/PrintAllCars/PrintAllCars?CarIds=1')).status).toBe(401);
  });
});
