import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectionsCaughtUp } from '../api/case-support.ts';
import { baseUrl, DEMO_PASSWORD, loggedIn, type ApiClient } from '../support/api-client.ts';
import { launchBrowser, openPage } from './browser.ts';
import { expectOptionsVisible, screenshot, waitForOptions } from './screen-checks.ts';

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

const logIn = async (page: Page, username: string): Promise<void> => {
  await page.goto('/Account/Login?returnUrl=%2F');
  await page.getByRole('heading', { name: 'Log ind' }).waitFor();
  await page.getByLabel(/^Brugernavn/).fill(username);
  await page.getByLabel(/^Adgangskode/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
  await page.getByRole('heading', { name: /^Velkommen/ }).waitFor();
};

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
    await screenshot(page, '03-case-list');

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
    await page.getByLabel('Find bil på lager', { exact: true }).fill(carSearch);
    const cars = page.getByRole('listbox', { name: 'Resultater: Find bil på lager' });
    // Six results, and 'Se alle' when there are more.
    await waitForOptions(cars, 6);
    await screenshot(page, '06-case-car-search');
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
    await screenshot(page, '08-document-modal-test-drive');

    const plateField = dialog.getByLabel('Nummerplade', { exact: true });
    await plateField.click();
    // The open dropdown is the listbox the field controls (rendered in a portal, outside the dialog's markup).
    await expect.poll(() => plateField.getAttribute('aria-controls')).toBeTruthy();
    const plates = page.locator(`[id="${await plateField.getAttribute('aria-controls')}"]`);
    const { options } = await expectOptionsVisible(plates, 2);
    expect(options).toEqual(expect.arrayContaining(['PR01001', 'PR01002', 'PR01003']));
    await screenshot(page, '09-document-modal-plates');
    await page.keyboard.press('Escape');
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
