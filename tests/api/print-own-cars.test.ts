import { beforeAll, describe, expect, it } from 'vitest';
import { CarMessages } from '../../domain/cars/messages.ts';
import { PrintOwnCarsMessages } from '../../domain/cars/print-own-cars.ts';
import { formatNumber } from '../../domain/format.ts';
import { pdfInfo, pdfText } from '../../functions/pdf/pdf-tools.test-support.ts';
import { demoCars } from '../../local/demo-cars.ts';
import { SECOND_CONGLOMERATE } from '../../local/second-conglomerate.ts';
import { loggedIn, type ApiClient } from '../support/api-client.ts';
import { fetchBytes, projectionsCaughtUp } from './case-support.ts';

/**
 * The own-cars print (GET /api/PrintOwnCars/PrintOwnCars) over the real handler and the Chromium renderer: the cars
 * chosen, or every car of the search when the whole page or search was chosen, at most 100, read back from the PDF.
 */
interface Row {
  Id: string;
  Make: string;
  Model: string;
  VehicleNumber: string;
  RegistrationNumber: string;
  CashPrice: number | null;
}

let salesman: ApiClient; // saelger@demo.dk, Salesman of 101 (Demo Biler Aarhus)
let manager: ApiClient; // salgschef@demo.dk: may search all departments
let vejle: ApiClient; // saelger.vejle@demo.dk: the start package, which prints own cars too

const settle = async (): Promise<void> => {
  await projectionsCaughtUp();
};
const print = (client: ApiClient, query: string) => fetchBytes(client, `/api/PrintOwnCars/PrintOwnCars?${query}`);
const search = async (client: ApiClient, body: Record<string, unknown> = {}) =>
  (await client.post<{ Total: number; List: Row[] }>('/api/owncarlist/search/', { count: 500, ...body })).body;

beforeAll(async () => {
  [salesman, manager, vejle] = await Promise.all([loggedIn('saelger@demo.dk'), loggedIn('salgschef@demo.dk'), loggedIn('saelger.vejle@demo.dk')]);
});

describe('printing own cars', () => {
  it('prints the chosen cars, in the list’s order, with the title asked for', async () => {
    const { List } = await search(salesman, { sort: 'CashPrice', sortdir: 'desc' });
    const chosen = [List[5]!, List[1]!];
    const printed = await print(salesman, `CarIds=${chosen[0]!.Id}&CarIds=${chosen[1]!.Id}&Title=${encodeURIComponent('Biler til udstilling')}&sort=CashPrice&sortdir=desc`);
    expect(printed.status, JSON.stringify(printed.json)).toBe(200);
    expect(printed.headers.get('content-type')).toBe('application/pdf');
    expect(printed.headers.get('content-disposition')).toBe('inline; filename="Biler til udstilling.pdf"');
    const text = await pdfText(printed.bytes);
    expect(text).toContain('Biler til udstilling');
    expect(text).toContain('2 biler');
    expect(text).toContain('Demo Biler Aarhus');
    for (const car of chosen) {
      expect(text).toContain(car.RegistrationNumber);
      expect(text).toContain(`${formatNumber(car.CashPrice!)} kr.`);
    }
    // The dearer car (List[1]) comes first, as in the list.
    expect(text.indexOf(List[1]!.RegistrationNumber)).toBeLessThan(text.indexOf(List[5]!.RegistrationNumber));
    expect(text).not.toContain(List[0]!.RegistrationNumber);
    expect((await pdfInfo(printed.bytes)).Title).toBe('Biler til udstilling');
  });

  it('prints every car of the search in the mode "All", the search’s filters applied', async () => {
    const { Total, List } = await search(salesman, { SelectedFuelTypes: ['Electric'] });
    expect(Total).toBeGreaterThan(0);
    const printed = await print(salesman, 'SelectionMode=All&SelectedFuelTypes=Electric&UseCompanyLogo=true');
    expect(printed.status, JSON.stringify(printed.json)).toBe(200);
    const text = await pdfText(printed.bytes);
    expect(text).toContain(PrintOwnCarsMessages.defaultTitle);
    expect(text).toContain(`${Total} ${Total === 1 ? 'bil' : 'biler'}`);
    for (const car of List) expect(text).toContain(car.RegistrationNumber);
    const petrol = demoCars.find((car) => car.DealerId === '101' && !car.Sold && car.Car.FuelType === 'Petrol')!;
    expect(text).not.toContain(petrol.Car.RegistrationNumber);
  });

  it('prints every car of a search of up to 100, and refuses a larger one whole', async () => {
    const { Total } = await search(manager, { SearchScope: 'Conglomerate' });
    expect(Total).toBeLessThanOrEqual(100);
    const printed = await print(manager, 'SelectionMode=All&SearchScope=Conglomerate');
    expect(printed.status, JSON.stringify(printed.json)).toBe(200);
    expect(await pdfText(printed.bytes)).toContain(`${Total} biler`);
    // More cars than one print takes: the search is refused, not cut short.
    const made: string[] = [];
    for (let n = Total; n <= 100; n += 1) {
      const response = await manager.post<{ Id: string }>('/api/OwnCar/Create', { Make: 'Printmærke', Model: `Ekstra ${n}`, FuelType: 'Diesel', CarType: 1 });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      made.push(response.body.Id);
    }
    await settle();
    const tooMany = await print(manager, 'SelectionMode=All&SearchScope=Conglomerate');
    expect(tooMany.status).toBe(400);
    expect(tooMany.json).toMatchObject({ Message: PrintOwnCarsMessages.tooMany });
    await Promise.all(made.map((id) => manager.request('DELETE', `/api/OwnCar/Delete?id=${id}`)));
    // Sold cars print from the sold tab, under its own title.
    const sold = await print(manager, 'SelectionMode=All&IsSold=true');
    expect(await pdfText(sold.bytes)).toContain(PrintOwnCarsMessages.soldTitle);
  });

  it("refuses no car and more than 100 with the spec's texts", async () => {
    const none = await print(salesman, 'Title=Tom');
    expect(none.status).toBe(400);
    expect(none.json).toMatchObject({ Message: PrintOwnCarsMessages.noneChosen, Field: 'CarIds' });
    const ids = Array.from({ length: 101 }, (_, index) => String(index + 1)).join(',');
    const tooMany = await print(salesman, `CarIds=${ids}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json).toMatchObject({ Message: PrintOwnCarsMessages.tooMany });
    expect((await print(salesman, 'CarIds=abc')).status).toBe(400);
    expect((await print(salesman, 'CarIds=1&SelectionMode=Nogle')).status).toBe(400);
  });

  it("prints no car of another department or group: the print is refused whole", async () => {
    const own = demoCars.find((car) => car.DealerId === '101' && !car.Sold)!;
    const aalborg = demoCars.find((car) => car.DealerId === '102' && !car.Sold)!;
    for (const foreign of [aalborg.CarId, SECOND_CONGLOMERATE.cars[0]!.CarId]) {
      const refused = await print(salesman, `CarIds=${own.CarId},${foreign}`);
      expect(refused.status).toBe(404);
      expect(refused.json).toMatchObject({ Message: CarMessages.notFound });
    }
  });

  it('lets a department on the start package print its own cars', async () => {
    const own = demoCars.find((car) => car.DealerId === '103' && !car.Sold)!;
    const printed = await print(vejle, `CarIds=${own.CarId}`);
    expect(printed.status, JSON.stringify(printed.json)).toBe(200);
    expect(await pdfText(printed.bytes)).toContain(own.Car.RegistrationNumber);
  });
});
