import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomer, fetchBytes, projectionsCaughtUp, saveCase, sellableCase } from '../api/case-support.ts';
import { baseUrl, loggedIn, type ApiClient } from '../support/api-client.ts';
import { launchBrowser, openPage, logIn } from './browser.ts';
import { boxOf, expectOpensBelow, expectOptionsVisible, screenshot, waitForOptions } from './screen-checks.ts';

/**
 * The main screens as a salesperson meets them, in real Chromium against the local cloud: every search dropdown shows
 * all its results in plain sight (none clipped by the card it sits in), two people signed in side by side stay two
 * sessions, and a screenshot of each screen is kept in `.build/e2e-screenshots/` to look at.
 */
const SALESMAN = 'saelger@demo.dk';
const SALESMAN_NAME = 'Mads Sørensen';
const AALBORG = 'saelger.aalborg@demo.dk';
const AALBORG_NAME = 'Kasper Nielsen';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: ApiClient;

/** The first of `candidates` for which a look-up finds at least `atLeast` results: a search that fills a dropdown. */
const searchWithResults = async (path: string, candidates: readonly string[], atLeast: number): Promise<string> => {
  for (const searchText of candidates) {
    const response = await api.get<{ Total: number }>(`${path}?searchText=${encodeURIComponent(searchText)}`);
    expect(response.status, path).toBe(200);
    if (response.body.Total >= atLeast) return searchText;
  }
  throw new Error(`No search in ${candidates.join(', ')} finds ${atLeast} results at ${path}`);
};

const SEARCHES = ['sen', 'a', 'e', 'n'] as const;
const CAR_SEARCHES = ['Volkswagen', 'Toyota', 'Skoda', 'a', 'o'] as const;

beforeAll(async () => {
  await projectionsCaughtUp();
  api = await loggedIn(SALESMAN);
  browser = await launchBrowser();
  ({ context, page } = await openPage(browser, baseUrl()));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe("a salesperson's main screens", () => {
  it('logs in from the login page', async () => {
    await page.goto('/Account/Login?returnUrl=%2F');
    await page.getByRole('heading', { name: 'Log ind' }).waitFor();
    await screenshot(page, '01-login');
    await logIn(page, SALESMAN);
    await screenshot(page, '02-dashboard');
  });

  it("shows every result of the case list's customer filter", async () => {
    const searchText = await searchWithResults('/api/typeaheadcustomers/lookup', SEARCHES, 3);
    await page.goto('/Cases/CaseList');
    await page.getByRole('heading', { name: 'Sager' }).waitFor();
    await page.getByRole('columnheader', { name: /Sagsbehandler/ }).waitFor();
    await screenshot(page, '03-case-list');
    // Columns are shown and hidden from 'Kolonner'; a header carries its title and sort icon, no stray hide icon.
    expect(await page.getByRole('img', { name: 'Toggle column' }).count()).toBe(0);

    await page.getByRole('textbox', { name: 'Kunde', exact: true }).fill(searchText);
    const customers = page.getByRole('listbox', { name: 'Resultater: Kunde' });
    await waitForOptions(customers, 3);
    await screenshot(page, '04-case-list-customer-filter');
    await expectOptionsVisible(customers, 3);
    await page.keyboard.press('Escape');
  });

  it("shows every result of the Kunde tab's customer search and of the Bil tab's car search", async () => {
    const customerSearch = await searchWithResults('/api/typeaheadcustomers/lookup', SEARCHES, 5);
    const carSearch = await searchWithResults('/api/TypeaheadOwnCars/Lookup', CAR_SEARCHES, 6);

    await page.goto('/Cases/Case');
    await page.getByTestId('case-title').filter({ hasText: /^Ny sag$/ }).waitFor();
    await page.getByLabel('Find kunde', { exact: true }).first().fill(customerSearch);
    const customers = page.getByRole('listbox', { name: 'Resultater: Find kunde' }).first();
    await waitForOptions(customers, 5);
    await screenshot(page, '05-case-customer-search');
    await expectOptionsVisible(customers, 5);
    await customers.getByRole('option').first().click();
    await page.getByTestId('case-title').filter({ hasText: /^Ny sag - / }).waitFor();

    await page.getByRole('tab', { name: 'Bil', exact: true }).click();
    // The toolbar keeps to one line on a 1280 px screen, with what the print lacks ('Mangler bil') under it.
    const missing = page.getByTestId('missing-for-print');
    await missing.waitFor();
    expect(await missing.innerText()).toMatch(/Mangler bil/);
    await screenshot(page, '05b-case-toolbar-missing-car');
    // A new case offers what its state allows (saving and printing), the rest once it is saved.
    const buttons = await page.getByRole('toolbar', { name: 'Handlinger' }).getByRole('button').all();
    expect(buttons.length).toBeGreaterThanOrEqual(2);
    const tops = await Promise.all(buttons.map(async (button) => Math.round((await boxOf(button)).y)));
    expect(new Set(tops).size, `button tops ${tops.join(', ')}`).toBe(1);
    const toolbar = await boxOf(page.getByRole('toolbar', { name: 'Handlinger' }));
    const lastButton = await boxOf(buttons.at(-1)!);
    expect(lastButton.x + lastButton.width).toBeLessThanOrEqual(1280);
    expect((await boxOf(missing)).y).toBeGreaterThanOrEqual(toolbar.bottom);

    const carField = page.getByLabel('Find bil på lager', { exact: true });
    await carField.fill(carSearch);
    const cars = page.getByRole('listbox', { name: 'Resultater: Find bil på lager' });
    // Six results, and 'Se alle' when there are more, in a list that opens under the field (scrolling within the room
    // there) rather than jumping above it.
    await waitForOptions(cars, 6);
    await screenshot(page, '06-case-car-search');
    await expectOpensBelow(carField, cars);
    await expectOptionsVisible(cars, 6);
    await cars.getByRole('option').first().click();
    await page.getByTestId('missing-for-print').waitFor({ state: 'detached' });
  });

  it('shows each tab of the case page, saved', async () => {
    await page.getByRole('toolbar', { name: 'Handlinger' }).getByRole('button', { name: 'Gem', exact: true }).click();
    await page.waitForURL((url) => /^\/Cases\/Case\/\d+$/.test(url.pathname));
    const tabs = await page.getByRole('tab').allInnerTexts();
    expect(tabs.length).toBeGreaterThanOrEqual(5);
    for (const [index, name] of tabs.entries()) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expect.poll(() => page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected')).toBe('true');
      await screenshot(page, `07-case-tab-${index + 1}-${name.toLowerCase().replace(/[^a-zæøå0-9]+/g, '-')}`);
    }
  });

  it("opens the test drive's document modal with the dealer's own plates to choose from", async () => {
    await page.goto(`${new URL(page.url()).pathname}#/documents`);
    await page.getByRole('button', { name: 'Prøvekørsel', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Prøvekørsel' });
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('iframe[title="Forhåndsvisning"]').getAttribute('src'), { timeout: 30_000 }).toMatch(/^blob:/);
    await screenshot(page, '08-document-modal-test-drive', { fullPage: false });
    // The preview takes the dialog's right-hand side (this Chromium shows no PDF in it: it has no PDF viewer).
    const preview = await boxOf(dialog.locator('iframe[title="Forhåndsvisning"]'));
    expect(preview.width).toBeGreaterThanOrEqual(400);
    expect(preview.height).toBeGreaterThanOrEqual(400);

    // The test drive's start and end read the Danish way, half an hour apart, and a typed start moves the end.
    const start = dialog.getByLabel('Starttidspunkt', { exact: true });
    const end = dialog.getByLabel('Sluttidspunkt', { exact: true });
    const DANISH = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/;
    expect(await start.inputValue()).toMatch(DANISH);
    expect(await end.inputValue()).toMatch(DANISH);
    const nextYear = new Date().getFullYear() + 1;
    await start.fill(`01-06-${nextYear} 14:30`);
    await expect.poll(() => end.inputValue()).toBe(`01-06-${nextYear} 15:00`);
    expect(await start.inputValue()).toBe(`01-06-${nextYear} 14:30`);
    await screenshot(page, '08b-document-modal-test-drive-times', { fullPage: false });

    const plateField = dialog.getByLabel('Nummerplade', { exact: true });
    await plateField.click();
    // The open dropdown is the listbox the field controls (rendered in a portal, outside the dialog's markup).
    await expect.poll(() => plateField.getAttribute('aria-controls')).toBeTruthy();
    const plates = page.locator(`[id="${await plateField.getAttribute('aria-controls')}"]`);
    const { options } = await expectOptionsVisible(plates, 2);
    expect(options).toEqual(expect.arrayContaining(['PR01001', 'PR01002', 'PR01003']));
    await screenshot(page, '09-document-modal-plates', { fullPage: false });
    await page.keyboard.press('Escape');
  });
});

describe('the sign dialog', () => {
  it("shows the swap car's latest bid and the prices typed for its transfer the Danish way", async () => {
    const customer = await demoCustomer(api, 1);
    const swapCar = await api.post<string>('/api/car/saveCustomerCar', {
      Id: 0,
      CustomerId: customer.Id,
      RegistrationNumber: 'SK 12 345',
      RegistrationDate: '14-03-2019',
      Mileage: 84_000,
      LatestBid: 125_000,
      IsVatFree: false,
      IsVatFreeCar: false,
      Variant: { Title: 'VW Golf 1,5 TSI Style', Make: 'VW', Model: 'Golf', Motor: '1,5 TSI', Type: 1, FuelType: 1, ModelYear: 2019, IsPassengerCar: true, IsVan: false },
    });
    expect(swapCar.status, JSON.stringify(swapCar.body)).toBe(200);
    const { id } = await saveCase(api, sellableCase(customer.Id, 'underskrift', { SwapCarId: String(swapCar.body) }));
    // The contract printed: what 'Angiv som underskrevet' waits for.
    expect((await fetchBytes(api, `/api/PrintContract/PrintContract?CaseId=${id}&RenderPdf=true`)).status).toBe(200);
    // The case page reads the case's read model: printed behind the page's back, it shows the status once that caught up.
    await projectionsCaughtUp();

    await page.goto(`/Cases/Case/${id}`);
    await page.getByTestId('case-title').filter({ hasText: `Sag ${id}` }).waitFor();
    const sign = page.getByRole('toolbar', { name: 'Handlinger' }).getByRole('button', { name: 'Angiv som underskrevet', exact: true });
    await expect.poll(() => sign.isEnabled()).toBe(true);
    await sign.click();
    const dialog = page.getByRole('dialog', { name: 'Angiv slutseddel som underskrevet' });
    await dialog.waitFor();
    await dialog.getByText('Seneste bud: 125.000 kr.', { exact: true }).waitFor();

    await dialog.getByLabel('Overfør byttebilen til egne biler').check();
    const retail = dialog.getByLabel(/^Detailpris/);
    await retail.fill('150000');
    await expect.poll(() => retail.inputValue()).toBe('150.000 kr.');
    await dialog.getByLabel(/^Engrospris/).fill('1234567');
    await expect.poll(() => dialog.getByLabel(/^Engrospris/).inputValue()).toBe('1.234.567 kr.');
    await dialog.getByLabel(/^Engrospris/).blur();
    await screenshot(page, '10-sign-dialog-swap-car', { fullPage: false });

    await dialog.getByRole('button', { name: 'Annuller', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('two people signed in side by side', () => {
  it('keeps two browser contexts as two sessions', async () => {
    const other = await openPage(browser, baseUrl());
    try {
      await logIn(other.page, AALBORG);
      await other.page.reload();
      await page.goto('/');
      for (const [who, name] of [
        [page, SALESMAN_NAME],
        [other.page, AALBORG_NAME],
      ] as const) {
        await who.getByRole('heading', { name: /^Velkommen/ }).waitFor();
        await expect.poll(() => who.getByTestId('user-name').innerText()).toBe(name);
      }
      expect(await page.getByTestId('dealer-name').innerText()).toBe('Demo Biler Aarhus');
      expect(await other.page.getByTestId('dealer-name').innerText()).toBe('Demo Biler Aalborg');
    } finally {
      await other.context.close();
    }
  });
});
