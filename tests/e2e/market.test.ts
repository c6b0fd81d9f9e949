import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { danishToday, formatNumber, toClientDate } from '../../domain/format.ts';
import { MarketplaceMessages } from '../../domain/market/marketplace.ts';
import { pdfText } from '../../functions/pdf/pdf-tools.test-support.ts';
import { baseUrl, loggedIn, type ApiClient } from '../support/api-client.ts';
import { launchBrowser, openPage, logIn } from './browser.ts';
import { screenshot } from './screen-checks.ts';

/**
 * The market journey in the real SPA, in real Chromium, against the local cloud and its sandbox market: a salesman of
 * Aarhus (package pro: all cars, price guide, B2B marketplace, market insights) finds Toyotas in all cars and reads
 * their price guide for his car's mileage, opens one, prints two of them, opens the marketplace and a listing's
 * details, and sees an own car's price indicator and its price estimate. Screenshots are kept in
 * `.build/e2e-screenshots/market-*.png` to look at.
 */
const SALESMAN = 'saelger@demo.dk';

interface Guide {
  NumberOfCars: number;
  CalculatedPrice: number | null;
}
interface StockRow {
  Id: string;
  Title: string;
  RegistrationNumber: string;
  CurrentRangeColor: number | null;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: ApiClient;

const shoot = (name: string, options?: { fullPage?: boolean }) => screenshot(page, `market-${name}`, options);

beforeAll(async () => {
  await fetch(`${baseUrl()}/__local/drain`).catch(() => undefined);
  api = await loggedIn(SALESMAN);
  browser = await launchBrowser();
  ({ context, page } = await openPage(browser, baseUrl()));
  await logIn(page, SALESMAN);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const carGrid = () => page.getByRole('table', { name: 'Alle biler' });

/** How far a grid's table reaches past the box it scrolls in: more than a pixel means columns out of sight. */
const sidewaysOverflow = (grid: Locator): Promise<number> =>
  grid.evaluate((table) => {
    interface Box { scrollWidth: number; clientWidth: number; parentElement: Box | null; className: string }
    let box = (table as unknown as Box).parentElement;
    while (box && !String(box.className).includes('ScrollArea-viewport')) box = box.parentElement;
    return box ? box.scrollWidth - box.clientWidth : Number.NaN;
  });

describe('the market journey', () => {
  it("finds Toyotas in all cars and reads their price guide for the car's own mileage", async () => {
    await page.getByRole('link', { name: 'Alle biler' }).click();
    await page.getByRole('heading', { name: 'Alle biler' }).waitFor();
    await page.getByRole('tab', { name: 'Til salg' }).click();
    await page.getByRole('combobox', { name: 'Mærke' }).click();
    await page.getByRole('combobox', { name: 'Mærke' }).fill('Toyota');
    await page.getByRole('option', { name: /^Toyota \(/ }).click();
    await page.getByRole('textbox', { name: 'Reg. år fra' }).fill('2019');
    await page.getByRole('textbox', { name: 'Reg. år til' }).fill('2021');
    await page.getByRole('textbox', { name: 'Faktisk km (tusinder)' }).fill('60');
    await page.getByRole('button', { name: 'Søg', exact: true }).click();
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain('ActualMileage=60');

    const expected = (await api.get<{ PriceGuide: Guide }>('/api/carlist/search/?IsSold=false&Make=Toyota&RegistrationYearFrom=2019&RegistrationYearTo=2021&ActualMileage=60')).body.PriceGuide;
    expect(expected.CalculatedPrice).not.toBeNull();
    const guide = page.getByRole('region', { name: 'Prisguide' });
    await expect.poll(() => guide.getByLabel('Beregnet pris').innerText(), { timeout: 15_000 }).toBe(`${formatNumber(expected.CalculatedPrice!, 0)} kr.`);
    expect(await guide.getByLabel('Antal biler').innerText()).toBe(formatNumber(expected.NumberOfCars));
    await carGrid().locator('tbody tr').first().waitFor();
    for (const make of await carGrid().locator('tbody tr td:nth-child(3)').allInnerTexts()) expect(make).toBe('Toyota');
    await shoot('all-cars-price-guide');
  });

  it("opens a car's details with the link to its ad", async () => {
    await carGrid().locator('tbody tr').first().locator('td').nth(3).click();
    const pane = page.getByRole('region', { name: 'Bilens detaljer' });
    await pane.getByRole('heading', { name: /^Toyota / }).waitFor();
    expect(await pane.getByRole('link', { name: /^Se annoncen på / }).getAttribute('href')).toMatch(/^https:\/\//);
    // Beside the details the grid keeps the car, its registration, mileage and prices, all in sight without scrolling.
    expect(await carGrid().locator('thead th').allInnerTexts()).toEqual(['', 'Bil', '1. reg.', 'Km', 'Kontantpris', 'Pris']);
    expect(await sidewaysOverflow(carGrid())).toBeLessThanOrEqual(1);
    await shoot('all-cars-details');
  });

  it('prints two of the cars, with the price guide, as a PDF', async () => {
    const rows = carGrid().locator('tbody tr');
    const priceColumn = (await carGrid().locator('thead th').allInnerTexts()).findIndex((title) => title.trim() === 'Kontantpris');
    const prices = [await rows.nth(0).locator('td').nth(priceColumn).innerText(), await rows.nth(1).locator('td').nth(priceColumn).innerText()];
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await page.getByText('2 biler valgt').waitFor();
    await page.getByRole('button', { name: 'Udskriv', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Udskriv biler' });
    await dialog.getByText('2 valgte biler udskrives.').waitFor();
    await dialog.getByRole('textbox', { name: 'Overskrift' }).fill('Toyotaer til sammenligning');
    await shoot('all-cars-print', { fullPage: false });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), dialog.getByRole('button', { name: 'Udskriv' }).click()]);
    expect(download.suggestedFilename()).toBe('Toyotaer til sammenligning.pdf');
    const text = await pdfText(new Uint8Array(await readFile(await download.path())));
    expect(text).toContain('Toyotaer til sammenligning');
    expect(text).toContain('2 biler');
    expect(text).toContain('Prisguide');
    for (const price of prices) expect(text).toContain(`${price} kr.`);
  });

  it("opens the marketplace, holds its created-from date to yesterday, and shows a listing's details", async () => {
    await page.getByRole('link', { name: 'Markedsplads' }).click();
    await page.getByRole('heading', { name: 'Markedsplads', level: 2 }).waitFor();
    const grid = page.getByRole('table', { name: 'Markedsplads' });
    await grid.locator('tbody tr[data-listing-id]').first().waitFor();
    expect(await page.getByRole('textbox', { name: 'Oprettet til' }).inputValue()).toBe(toClientDate(danishToday()));

    await page.getByRole('textbox', { name: 'Oprettet fra' }).fill(toClientDate(danishToday()));
    await page.getByRole('button', { name: 'Søg', exact: true }).click();
    await page.getByText(MarketplaceMessages.createdFromTooLate).waitFor();
    await shoot('marketplace-date-rule');
    await page.getByRole('button', { name: 'Nulstil' }).click();

    await grid.locator('tbody tr[data-listing-id]').first().locator('td').nth(3).click();
    const pane = page.getByRole('region', { name: 'Annoncens detaljer' });
    await pane.getByText('Forventet udløb').waitFor();
    expect(await pane.getByRole('link', { name: /^Se annoncen på / }).getAttribute('href')).toMatch(/^https:\/\//);
    expect(await grid.locator('tbody tr[aria-selected="true"]').count()).toBe(1);
    expect(await grid.locator('thead th').allInnerTexts()).toEqual(['Bil', 'Årgang', 'Km', 'Pris', 'Oprettet']);
    expect(await sidewaysOverflow(grid)).toBeLessThanOrEqual(1);
    await shoot('marketplace-listing');
  });

  it("shows an own car's price indicator and opens its price estimate", async () => {
    const stock = (await api.post<{ List: StockRow[] }>('/api/owncarlist/search/', { count: 200 })).body.List;
    const valued = stock.find((car) => car.CurrentRangeColor !== null && car.CurrentRangeColor > 0);
    expect(valued, 'a stock car priced against the market').toBeDefined();
    await page.goto(`/Cars/OwnCars?reset=true&FreetextQuery=${encodeURIComponent(valued!.RegistrationNumber)}`);
    await page.getByRole('heading', { name: 'Egne biler' }).waitFor();
    const row = page.locator(`tbody tr[data-car-id="${valued!.Id}"]`);
    await row.waitFor();
    expect(await row.innerText()).toMatch(/god pris|rimelig pris|høj pris/i);
    await row.click();
    const panel = page.getByRole('complementary', { name: 'Bilens detaljer' });
    await panel.getByRole('heading', { name: valued!.Title }).waitFor();
    await panel.getByRole('button', { name: 'Prisvurdering' }).click();
    const dialog = page.getByRole('dialog', { name: 'Prisvurdering' });
    await dialog.getByLabel('Estimeret markedspris').waitFor();
    expect(await dialog.getByLabel('Estimeret markedspris').innerText()).toMatch(/^\d{1,3}(\.\d{3})* kr\.$/);
    expect(await dialog.locator('[aria-current="true"]').count()).toBe(1);
    expect(await dialog.getByRole('link', { name: 'Se markedsindsigt for bilen' }).getAttribute('href')).toMatch(/^\/marketinsights\?/);
    await shoot('price-estimate', { fullPage: false });
  });
});
