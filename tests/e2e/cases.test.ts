import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfText } from '../../functions/pdf/pdf-tools.test-support.ts';
import { baseUrl, loggedIn, type ApiClient } from '../support/api-client.ts';
import { launchBrowser, openPage, logIn } from './browser.ts';

/**
 * The sales case in the real SPA, in real Chromium, against the local cloud with its demo data: a salesman creates a
 * case for a demo customer and a demo stock car, finds it in the list and on the dashboard, prints the contract (the
 * PDF holds the customer's name and the case number), marks it signed and delivers the car, and the list and the
 * dashboard widget follow.
 */
const SALESMAN = 'saelger@demo.dk';

let browser: Browser;
let context: BrowserContext;
let page: Page;

interface Picked {
  customer: { Id: string; Header: string };
  car: { Id: string; Title: string; RegistrationNumber: string };
}
let picked: Picked;
let caseId: string;

/** Waits until `locator` shows `text`, reloading the page between looks (read models follow the events shortly). */
const waitForText = async (locator: Locator, text: string, timeoutMs = 20_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const shown = await locator.innerText({ timeout: 5_000 }).catch(() => '');
    if (shown.includes(text)) return;
    if (Date.now() > deadline) throw new Error(`Expected "${text}" in ${String(locator)}, saw "${shown}"`);
    await page.reload();
  }
};

const toolbarButton = (name: string): Locator => page.getByRole('toolbar', { name: 'Handlinger' }).getByRole('button', { name, exact: true });
const caseStatus = (text: string): Promise<void> => page.getByTestId('case-status').filter({ hasText: text }).waitFor();
const notification = (text: string): Locator => page.locator('.mantine-Notification-root').filter({ hasText: text });

/** A demo customer and an unsold demo stock car of the salesman's department, found the way the pickers find them. */
const pickDemoCustomerAndCar = async (api: ApiClient): Promise<Picked | undefined> => {
  const customers = await api.get<{ List?: { Id: string; Header: string }[] }>('/api/typeaheadcustomers/lookup?searchText=&count=6');
  const cars = await api.get<{ List?: { Id: string; Title: string; RegistrationNumber: string | null }[] }>('/api/TypeaheadOwnCars/List/?searchText=');
  const customer = customers.body.List?.find((candidate) => candidate.Header.trim() !== '');
  const car = cars.body.List?.find((candidate) => candidate.RegistrationNumber);
  if (!customer || !car?.RegistrationNumber) return undefined;
  return { customer, car: { Id: car.Id, Title: car.Title, RegistrationNumber: car.RegistrationNumber } };
};

beforeAll(async () => {
  // The local cloud answers once its projections have caught up with the demo data; a deployed stage is asked again.
  await fetch(`${baseUrl()}/__local/drain`).catch(() => undefined);
  const api = await loggedIn(SALESMAN);
  picked = await vi.waitFor(
    async () => {
      const found = await pickDemoCustomerAndCar(api);
      if (!found) throw new Error('The demo data has no named customer or no stock car with a registration number for saelger@demo.dk.');
      return found;
    },
    { timeout: 20_000, interval: 400 },
  );

  browser = await launchBrowser();
  ({ context, page } = await openPage(browser, baseUrl()));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('a sales case from start to delivery', () => {
  it('logs in as a salesman and finds Sager in the menu', async () => {
    await logIn(page, SALESMAN);

    await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Sager' }).click();
    await page.waitForURL((url) => url.pathname === '/Cases/CaseList');
    await page.getByRole('heading', { name: 'Sager' }).waitFor();
  });

  it('creates a case for a demo customer and a demo stock car', async () => {
    await page.getByRole('link', { name: 'Ny sag' }).click();
    await page.waitForURL((url) => url.pathname === '/Cases/Case');
    await page
      .getByTestId('case-title')
      .filter({ hasText: /^Ny sag$/ })
      .waitFor();
    await page.getByTestId('missing-for-print').filter({ hasText: 'Mangler bil og kunde' }).waitFor();
    expect(await toolbarButton('Udskriv slutseddel').isDisabled()).toBe(true);

    // The buyer's picker (the co-debtor has one of its own below it).
    await page.getByLabel('Find kunde', { exact: true }).first().fill(picked.customer.Header);
    await page.getByRole('option', { name: picked.customer.Header }).first().click();
    await page
      .getByTestId('case-title')
      .filter({ hasText: `Ny sag - ${picked.customer.Header}` })
      .waitFor();
    await page.getByTestId('missing-for-print').filter({ hasText: 'Mangler bil' }).waitFor();

    await page.getByRole('tab', { name: 'Bil', exact: true }).click();
    await page.waitForURL((url) => url.hash === '#/car');
    await page.getByLabel('Find bil på lager', { exact: true }).fill(picked.car.RegistrationNumber);
    await page.getByRole('option', { name: new RegExp(picked.car.RegistrationNumber) }).click();
    await page
      .getByTestId('case-title')
      .filter({ hasText: `Ny sag - ${picked.customer.Header} - ${picked.car.Title}` })
      .waitFor();
    await page.getByTestId('missing-for-print').waitFor({ state: 'detached' });

    // The message sits under the header: the signed-in user's name and 'Log ud' stay in sight. Measured in the page
    // the moment it shows, since it closes by itself after a few seconds.
    const placed = page.waitForFunction(() => {
      // Runs in the page; the tests are compiled without the DOM's types, so the little used of it is spelled out.
      interface Element {
        textContent: string | null;
        getBoundingClientRect(): { top: number; bottom: number };
      }
      const doc = (
        globalThis as unknown as { document: { querySelectorAll(selector: string): ArrayLike<Element>; querySelector(selector: string): Element | null } }
      ).document;
      const message = Array.from(doc.querySelectorAll('.mantine-Notification-root')).find((element) => element.textContent?.includes('Sagen er gemt'));
      const header = doc.querySelector('header');
      return message && header ? { messageTop: message.getBoundingClientRect().top, headerBottom: header.getBoundingClientRect().bottom } : null;
    });
    await toolbarButton('Gem').click();
    const { messageTop, headerBottom } = (await (await placed).jsonValue()) as { messageTop: number; headerBottom: number };
    expect(messageTop).toBeGreaterThanOrEqual(headerBottom);
    await page.waitForURL((url) => /^\/Cases\/Case\/\d+$/.test(url.pathname));
    caseId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page
      .getByTestId('case-title')
      .filter({ hasText: `Sag ${caseId} - ${picked.customer.Header} - ${picked.car.Title}` })
      .waitFor();
    await caseStatus('Åben');
  });

  it('shows the new case on the dashboard and in the list, and opens it from the list', async () => {
    await page.getByRole('link', { name: 'Forside' }).click();
    await waitForText(page.getByTestId('latest-cases').locator(`tr[data-case-id="${caseId}"]`), 'Åben');

    await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Sager' }).click();
    const row = page.locator(`tr[data-case-id="${caseId}"]`);
    await waitForText(row, picked.customer.Header);
    expect(await row.innerText()).toContain('Åben');

    await row.dblclick();
    await page.waitForURL((url) => url.pathname === `/Cases/Case/${caseId}`);
    await caseStatus('Åben');
  });

  it('prints the contract: a PDF with the customer and the case number opens, and the status follows', async () => {
    const [popup, response] = await Promise.all([
      context.waitForEvent('page'),
      page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/api/PrintContract/PrintContract'),
      toolbarButton('Udskriv slutseddel').click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');

    // The SPA shows the PDF in a new tab; this Chromium has no PDF viewer, so the tab downloads it instead.
    const download = await popup.waitForEvent('download');
    const pdf = await readFile(await download.path());
    await popup.close();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain(picked.customer.Header);
    expect(text).toContain(`Sag nr. ${caseId}`);

    await caseStatus('Slutseddel udskrevet');
  });

  it('marks the contract signed', async () => {
    await toolbarButton('Angiv som underskrevet').click();
    // With a stock car the document-signed modal asks first (spec part 2 §4).
    const dialog = page.getByRole('dialog', { name: 'Angiv slutseddel som underskrevet' });
    const confirmed = notification('Slutseddel er angivet som underskrevet');
    // One wait for either (two waits side by side on one page would race axe's check before them).
    await dialog.or(confirmed).first().waitFor();
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'OK' }).click();

    await confirmed.waitFor();
    await caseStatus('Slutseddel underskrevet');
  });

  it('delivers the car', async () => {
    await toolbarButton('Bil leveret').click();
    const dialog = page.getByRole('dialog', { name: 'Bil leveret' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();

    await notification('Bil leveret').waitFor();
    await page.getByText('Leveret', { exact: true }).waitFor();
    // Delivered once: the action is no longer offered.
    await expect.poll(() => toolbarButton('Bil leveret').count()).toBe(0);
  });

  it('shows the signed contract in the list and on the dashboard', async () => {
    await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Sager' }).click();
    await waitForText(page.locator(`tr[data-case-id="${caseId}"]`), 'Slutseddel underskrevet');

    await page.getByRole('link', { name: 'Forside' }).click();
    await waitForText(page.getByTestId('latest-cases').locator(`tr[data-case-id="${caseId}"]`), 'Slutseddel underskrevet');
  });
});
