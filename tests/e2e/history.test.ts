import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, loggedIn, type ApiClient } from '../support/api-client.ts';
import { salesItemRequest } from '../support/sales-item-request.ts';
import { launchBrowser, openPage, logIn } from './browser.ts';
import { screenshot } from './screen-checks.ts';

/**
 * The Historik of a stock car, a case and a customer as a salesperson meets it in the real SPA, in real Chromium: each
 * record is created and changed, and its page's Historik tells both, newest first, with who and when. The screenshots
 * `history-car.png`, `history-case.png` and `history-customer.png` are kept in `.build/e2e-screenshots/` to look at.
 */
const SALESMAN = 'saelger@demo.dk'; // Mads Sørensen of Demo Biler Aarhus
const MARK = `E2EH${Date.now().toString(36).toUpperCase()}`;

let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let api: ApiClient;
let carId: string;
/** What the journey made besides the car, removed after it: the department's customers are counted by other suites. */
const made: string[] = [];

const car = (CashPrice: number) => ({
  Make: 'Skoda',
  Model: 'Octavia',
  Variant: `1,5 TSI ${MARK}`,
  ModelYear: 2021,
  RegistrationDate: '2021-04-01',
  Mileage: 48_000,
  CashPrice,
  RetailPrice: 79_900,
  FuelType: 'Petrol',
  GearType: 'AutoShift',
  CarType: 1,
  RegistrationNumber: 'HI12345',
  ExtraEquipmentText: '',
});

beforeAll(async () => {
  await fetch(`${baseUrl()}/__local/drain`).catch(() => undefined);
  api = await loggedIn(SALESMAN);
  const created = await api.post<{ Id: string }>('/api/OwnCar/Create', car(76_900));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  carId = created.body.Id;
  const saved = await api.post(`/api/OwnCar/Save?id=${carId}`, car(74_900));
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  browser = await launchBrowser();
  ({ context, page } = await openPage(browser, baseUrl()));
});

afterAll(async () => {
  await api?.request('DELETE', `/api/OwnCar/Delete?id=${carId}`);
  const manager = await loggedIn('salgschef@demo.dk'); // may delete cases and customers
  for (const path of made) await manager.request('DELETE', path);
  await context?.close();
  await browser?.close();
});

/** Opens the page's Historik and answers it once it tells `text`. */
const openHistory = async (path: string, text: string) => {
  await page.goto(path);
  await page.getByRole('button', { name: 'Historik' }).click();
  const history = page.getByRole('region', { name: 'Historik' });
  await history.getByText(text).waitFor();
  await page.getByRole('button', { name: 'Historik' }).scrollIntoViewIfNeeded();
  return history;
};

describe('the Historik', () => {
  it('of a stock car tells the price change with before and after, who made it and when, below the car', async () => {
    await logIn(page, SALESMAN);

    const history = await openHistory(`/Cars/OwnCars/Car/${carId}`, 'Kontantpris ændret fra 76.900 kr. til 74.900 kr.');
    const text = await history.innerText();
    expect(text).toContain(`Bilen er oprettet: Skoda Octavia 1,5 TSI ${MARK}.`);
    expect(text).toContain('Mads Sørensen');
    expect(text).toMatch(/\d{2}-\d{2}-\d{4} kl\. \d{2}:\d{2}/);
    expect(text.indexOf('Kontantpris ændret')).toBeLessThan(text.indexOf('Bilen er oprettet'));
    await screenshot(page, 'history-car');
  });

  it("of a case tells the calculation's new price", async () => {
    const customers = await api.get<{ List: { Id: string }[] }>('/api/typeaheadcustomers/lookup?searchText=&count=1');
    const calculation = (SalesPriceWithVat: number) => ({ CarCalculationMethod: 0, RegistrationFeeCalculationMode: 0, MaxGearing: false, SalesPriceWithVat, ExtraEquipments: [] });
    const body = { CustomerId: customers.body.List[0]!.Id, SalesItem: salesItemRequest(`Skoda Octavia ${MARK}`) };
    const opened = await api.post<string>('/api/case/save', { ...body, Calculation: calculation(76_900) });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    made.push(`/api/case/delete?id=${opened.body}`);
    const changed = await api.post('/api/case/save', { Id: opened.body, ...body, Calculation: calculation(74_900) });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await fetch(`${baseUrl()}/__local/drain`); // the case page reads the read model

    const history = await openHistory(`/Cases/Case/${opened.body}`, 'Salgspris ændret fra 76.900 kr. til 74.900 kr.');
    expect(await history.innerText()).toContain('Sagen er oprettet.');
    await screenshot(page, 'history-case');
  });

  it("of a customer tells the new phone number with the old one", async () => {
    const customer = { FirstName: 'Gudrun', LastName: `Historik ${MARK}`, Category: 0 };
    const created = await api.post<string>('/api/customer/save', { Id: '0', ...customer, Phone: '33221100' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    made.push(`/api/customer/delete?id=${created.body}`);
    const saved = await api.post('/api/customer/save', { Id: created.body, ...customer, Phone: '44556677' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The customer page reads the read model: open it once the model holds the save.
    await fetch(`${baseUrl()}/__local/drain`);
    const savedVersion = saved.headers.get('etag')!.replaceAll('"', '');
    const readable = await api.get(`/api/customer/get?id=${created.body}&MinVersion=${savedVersion}`);
    expect(readable.status, JSON.stringify(readable.body)).toBe(200);

    const history = await openHistory(`/Customers/Customer/${created.body}`, 'Telefon ændret fra 33221100 til 44556677.');
    expect(await history.innerText()).toContain(`Navn: Gudrun Historik ${MARK}.`);
    await screenshot(page, 'history-customer');
  });
});
