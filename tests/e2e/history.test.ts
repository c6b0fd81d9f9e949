import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD, loggedIn, type ApiClient } from '../support/api-client.ts';
import { launchBrowser, openPage } from './browser.ts';
import { screenshot } from './screen-checks.ts';

/**
 * A stock car's Historik as a salesperson meets it in the real SPA, in real Chromium: the car is created and its
 * price lowered, and the car page's Historik tells both, newest first, with who and when. The screenshot
 * `history-car.png` is kept in `.build/e2e-screenshots/` to look at.
 */
const SALESMAN = 'saelger@demo.dk'; // Mads Sørensen of Demo Biler Aarhus
const MARK = `E2EH${Date.now().toString(36).toUpperCase()}`;

let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let api: ApiClient;
let carId: string;

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
  await context?.close();
  await browser?.close();
});

describe("a stock car's Historik", () => {
  it('tells the price change with before and after, who made it and when, below the car', async () => {
    await page.goto('/Account/Login?returnUrl=%2F');
    await page.getByLabel(/^Brugernavn/).fill(SALESMAN);
    await page.getByLabel(/^Adgangskode/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log ind', exact: true }).click();
    await page.getByRole('heading', { name: /^Velkommen/ }).waitFor();

    await page.goto(`/Cars/OwnCars/Car/${carId}`);
    await page.getByRole('button', { name: 'Historik' }).click();
    const history = page.getByRole('region', { name: 'Historik' });
    await history.getByText('Kontantpris ændret fra 76.900 kr. til 74.900 kr.').waitFor();
    const text = await history.innerText();
    expect(text).toContain(`Bilen er oprettet: Skoda Octavia 1,5 TSI ${MARK}.`);
    expect(text).toContain('Mads Sørensen');
    expect(text).toMatch(/\d{2}-\d{2}-\d{4} kl\. \d{2}:\d{2}/);
    expect(text.indexOf('Kontantpris ændret')).toBeLessThan(text.indexOf('Bilen er oprettet'));
    await page.getByRole('button', { name: 'Historik' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'history-car');
  });
});
