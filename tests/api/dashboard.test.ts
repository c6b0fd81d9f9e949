import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient} from '../support/api-client.ts';
import { loggedIn } from '../support/api-client.ts';
import { projectionsCaughtUp } from './case-support.ts';

/**
 * The dashboard's stock widgets over real handlers and the demo stock: every figure equals what the own-cars list it
 * links to finds with the same filters, the department's or the caller's own cars.
 */
interface ListItem {
  Id: string;
  DaysInStock: number;
  Price: number | null;
}
interface Page {
  Total: number;
  List: ListItem[];
}
type Reminders = Record<'InternalCars' | 'NoDescription' | 'NoMileage' | 'NoPictures' | 'ExpiringCars' | 'ExpiredCars', number> & { SearchType: string };
interface Bar {
  Label: string;
  Frequency: number;
  DaysFrom: number;
  DaysTo: number | null;
}

/** The own-cars list's filter of each reminder (the link the alert follows). */
const REMINDER_FILTERS: Record<Exclude<keyof Reminders, 'SearchType'>, Record<string, unknown>> = {
  InternalCars: { IsInternal: true },
  NoDescription: { SelectedCategories: ['NoExtraEquipmentText'] },
  NoMileage: { SelectedCategories: ['NoMileage'] },
  NoPictures: { SelectedCategories: ['NoPictures'] },
  ExpiringCars: { SelectedCategories: ['ExpiringCars'] },
  ExpiredCars: { SelectedCategories: ['ExpiredCars'] },
};

let salesman: ApiClient; // saelger@demo.dk, Salesman of 101
let made: string | undefined;

const list = async (body: Record<string, unknown>): Promise<Page> => {
  const response = await salesman.post<Page>('/api/owncarlist/search/', { count: 500, ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const reminders = async (searchType?: string): Promise<Reminders> => {
  const response = await salesman.get<Reminders>(`/api/reminderwidget/${searchType ? `?searchType=${searchType}` : ''}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

beforeAll(async () => {
  salesman = await loggedIn('saelger@demo.dk');
});

afterAll(async () => {
  if (made) await salesman.request('DELETE', `/api/OwnCar/Delete?id=${made}`);
});

describe('the dashboard: stock summary', () => {
  it("counts the department's cars in stock, averages their days and adds up their prices, as the stock list shows them", async () => {
    const cars = (await list({ SearchScope: 'Dealer' })).List;
    const response = await salesman.get('/api/summarywidget/');
    expect(response.status).toBe(200);
    expect(cars.length).toBeGreaterThan(0);
    expect(response.body).toEqual({
      NumberOfCars: cars.length,
      AvgStockDays: Math.round(cars.reduce((sum, car) => sum + car.DaysInStock, 0) / cars.length),
      StockValue: cars.reduce((sum, car) => sum + (car.Price ?? 0), 0),
    });
  });
});

describe('the dashboard: car alerts', () => {
  it("counts the department's cars of each reminder as the stock list filtered by it finds them", async () => {
    const counts = await reminders('dealer');
    expect(counts.SearchType).toBe('dealer');
    for (const [reminder, filter] of Object.entries(REMINDER_FILTERS)) {
      expect(counts[reminder as keyof typeof REMINDER_FILTERS], reminder).toBe((await list({ SearchScope: 'Dealer', ...filter })).Total);
    }
    expect(await reminders()).toEqual(counts);
  });

  it('counts only the cars the caller is responsible for with searchType responsibleuser', async () => {
    const counts = await reminders('ResponsibleUser');
    expect(counts.SearchType).toBe('responsibleuser');
    for (const [reminder, filter] of Object.entries(REMINDER_FILTERS)) {
      expect(counts[reminder as keyof typeof REMINDER_FILTERS], reminder).toBe((await list({ SearchScope: 'User', ...filter })).Total);
    }
  });

  it("counts a new car of the caller's without mileage, description or pictures in their alerts and the department's", async () => {
    const settings = await salesman.get<{ UserId: string }>('/api/account/settings');
    const [mine, department] = [await reminders('responsibleuser'), await reminders('dealer')];
    const created = await salesman.post<{ Id: string }>('/api/OwnCar/Create', {
      Make: 'Testmærke',
      Model: 'Forsidebil',
      ModelYear: 2020,
      RegistrationDate: '2020-04-01',
      Mileage: 0,
      CashPrice: 99_900,
      RetailPrice: 99_900,
      FuelType: 'Petrol',
      GearType: 'ManualShift',
      CarType: 1,
      ExtraEquipmentText: '',
      ResponsibleUserId: settings.body.UserId,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    made = created.body.Id;
    await projectionsCaughtUp();
    const [mineAfter, departmentAfter] = [await reminders('responsibleuser'), await reminders('dealer')];
    for (const reminder of ['NoMileage', 'NoDescription', 'NoPictures'] as const) {
      expect(mineAfter[reminder], reminder).toBe(mine[reminder] + 1);
      expect(departmentAfter[reminder], reminder).toBe(department[reminder] + 1);
    }
  });

  it('refuses another searchType, naming the field', async () => {
    const response = await salesman.get('/api/reminderwidget/?searchType=everyone');
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('searchType skal være dealer eller responsibleuser.');
  });
});

describe('the dashboard: days in stock', () => {
  const bars = async (level?: string): Promise<Bar[]> => {
    const response = await salesman.get<Bar[]>(`/api/daysinstockwidget/${level === undefined ? '' : `?managementLevel=${level}`}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  it("gives the department's bars (0-30, 31-60, 61-90, 91+ days), each the count the stock list finds for its days", async () => {
    const department = await bars('1');
    expect(department.map((bar) => [bar.Label, bar.DaysFrom, bar.DaysTo])).toEqual([
      ['0-30 dage', 0, 30],
      ['31-60 dage', 31, 60],
      ['61-90 dage', 61, 90],
      ['91+ dage', 91, null],
    ]);
    for (const bar of department) expect(bar.Frequency, bar.Label).toBe((await list({ SearchScope: 'Dealer', DaysFrom: bar.DaysFrom, DaysTo: bar.DaysTo })).Total);
    expect(await bars()).toEqual(department);
  });

  it("gives the caller's own cars' bars with managementLevel 0", async () => {
    for (const bar of await bars('0')) expect(bar.Frequency, bar.Label).toBe((await list({ SearchScope: 'User', DaysFrom: bar.DaysFrom, DaysTo: bar.DaysTo })).Total);
  });

  it('refuses another managementLevel, naming the field', async () => {
    const response = await salesman.get('/api/daysinstockwidget/?managementLevel=2');
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('managementLevel skal være 0 eller 1.');
  });
});
