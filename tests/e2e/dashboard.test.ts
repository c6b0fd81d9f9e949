import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, loggedIn } from '../support/api-client.ts';
import { launchBrowser, openPage, logIn } from './browser.ts';
import { screenshot } from './screen-checks.ts';

/**
 * The dashboard in the real SPA, in real Chromium, against the local cloud with the demo data: a salesman on pro and
 * one on start see their package's arrangement; the pro salesman drags a widget to another column, hides one, and
 * finds the arrangement again after a reload; follows a car alert to the filtered stock list; opens the quick
 * calculator; and sees the ad optimisation's fallback, the advertising service not being there locally.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;

/**
 * What a narrow column does wrong: a widget whose content is wider than its card (it spills over the next column),
 * and a figure that breaks over two lines. The names of the widgets that do either.
 */
const layoutFaults = (): Promise<string[]> =>
  page.evaluate(() => {
    // Runs in the page; the tests are compiled without the DOM's types, so the little used of it is spelled out.
    interface Box {
      width: number;
      height: number;
    }
    interface Element {
      scrollWidth: number;
      clientWidth: number;
      getAttribute(name: string): string | null;
      querySelectorAll(selector: string): ArrayLike<Element>;
      firstChild: unknown;
      getBoundingClientRect(): Box;
    }
    const doc = (
      globalThis as unknown as {
        document: {
          querySelectorAll(selector: string): ArrayLike<Element>;
          createRange(): { selectNodeContents(node: unknown): void; getClientRects(): ArrayLike<Box> };
        };
      }
    ).document;
    const faults: string[] = [];
    for (const card of Array.from(doc.querySelectorAll('[data-widget] section'))) {
      const name = card.getAttribute('data-testid') ?? '?';
      if (card.scrollWidth > card.clientWidth + 1) faults.push(`${name} is wider than its card`);
      // A micro-frontend's table may scroll in its box where it must, but not in a dashboard column.
      if (Array.from(card.querySelectorAll('[data-micro-frontend] *')).some((inner) => inner.scrollWidth > inner.clientWidth + 1))
        faults.push(`${name} scrolls sideways`);
      for (const figure of Array.from(card.querySelectorAll('[data-figure] p:last-child'))) {
        const range = doc.createRange();
        range.selectNodeContents(figure);
        if (range.getClientRects().length > 1) faults.push(`${name}: ${figure.getAttribute('data-figure') ?? 'a figure'} breaks over two lines`);
      }
    }
    return faults;
  });

/** The stock-days bars once they have grown: a screenshot shows what the user then sees. */
const animationsDone = () =>
  page.waitForFunction(() => {
    interface Animation {
      playState: string;
      effect: { target?: { closest(selector: string): unknown } } | null;
    }
    const doc = globalThis as unknown as { document: { getAnimations(): Animation[] } };
    return doc.document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || !animation.effect?.target?.closest('[data-testid="stock-days-widget"]'));
  });

const titlesIn = (column: number) => page.getByTestId(`dashboard-column-${column}`).getByRole('heading', { level: 2 }).allTextContents();

/**
 * A case of the pro salesman's with a long customer name, a long car title and the longest status, so that the latest
 * cases and the funnel are measured filled, whichever journeys ran before.
 */
const openCaseWithLongNames = async (): Promise<void> => {
  const api = await loggedIn('saelger@demo.dk');
  const customer = await api.post<string>('/api/customer/save', {
    Id: '0',
    FirstName: 'Anne-Kathrine',
    LastName: 'Vestergaard-Johannesen',
    Street: 'Søndervold',
    StreetNumber: '12',
    ZipCode: '8000',
    City: 'Aarhus C',
    CellPhone: '31 32 33 34',
  });
  expect(customer.status, JSON.stringify(customer.body)).toBe(200);
  const opened = await api.post<string>('/api/case/save', {
    CustomerId: String(customer.body),
    SalesItem: { Title: 'Mercedes-Benz GLC 300 e 4MATIC Plug-in-hybrid AMG Line', Make: 'Mercedes-Benz', Model: 'GLC', ModelYear: 2023 },
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const signed = await api.post(`/api/case/savestatus?id=${String(opened.body)}&status=5`);
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  await fetch(`${baseUrl()}/__local/drain`);
};

beforeAll(async () => {
  await openCaseWithLongNames();
  browser = await launchBrowser();
  ({ context, page } = await openPage(browser, baseUrl()));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the dashboard', () => {
  it("shows a pro salesman pro's arrangement, without the news in the first column", async () => {
    await logIn(page, 'saelger@demo.dk');
    await page.getByTestId('stock-days-widget').getByRole('link').first().waitFor();
    expect(await titlesIn(1)).toEqual(['Seneste sager', 'Bilpåmindelser', 'Salgstragt']);
    expect(await titlesIn(3)).toContain('Nyheder');
    const adOptimisation = page.getByTestId('ad-optimisation-widget');
    await adOptimisation.getByRole('table').waitFor();
    // The card names the widget once: the advertising service's own heading is left out.
    expect(await adOptimisation.getByRole('heading').allTextContents()).toEqual(['Annonceoptimering']);
    await page.getByTestId('summary-widget').getByText(/kr\.$/).waitFor();
    expect((await layoutFaults()).join('; ')).toBe('');
    await animationsDone();
    await screenshot(page, 'dashboard-pro');
  });

  it('prices a car in the price guide widget and opens the all-cars list of the cars behind the price', async () => {
    const widget = page.getByTestId('price-guide-widget');
    await widget.getByRole('combobox', { name: 'Mærke' }).selectOption('Toyota');
    await widget.getByRole('textbox', { name: 'Model' }).fill('Yaris');
    await widget.getByRole('textbox', { name: 'Årgang' }).fill('2020');
    await widget.getByRole('textbox', { name: 'Km' }).fill('60000');
    await widget.getByRole('button', { name: 'Slå op' }).click();
    await widget.getByText('Beregnet pris').waitFor();
    expect(await widget.getByText(/^\d{1,3}(\.\d{3})* kr\.$/).count()).toBeGreaterThan(0);
    expect((await layoutFaults()).join('; ')).toBe('');
    await animationsDone();
    await screenshot(page, 'dashboard-price-guide');
    await widget.getByRole('link', { name: 'Se bilerne i prisguiden' }).click();
    await page.waitForURL(/\/Cars\/CarList\?.*Make=Toyota.*ActualMileage=60/);
    await page.getByRole('region', { name: 'Prisguide' }).waitFor();
    await page.goBack();
    await page.getByTestId('dashboard-column-1').waitFor();
  });

  it('moves a widget to another column and hides another, and keeps the arrangement after a reload', async () => {
    await page.getByRole('button', { name: 'Tilpas forsiden' }).click();
    await page.getByRole('checkbox', { name: 'Vis Video' }).waitFor();
    // Moved by its arrow button: a mouse drag in headless Chromium lands or not with the page's timing.
    await page.getByRole('button', { name: 'Flyt Lageroverblik til venstre' }).click();
    await expect.poll(() => titlesIn(1)).toContain('Lageroverblik');
    await page.getByRole('checkbox', { name: 'Vis Video' }).uncheck();
    await screenshot(page, 'dashboard-edit-mode');
    await page.getByRole('button', { name: 'Færdig' }).click();
    await page.reload();
    await page.getByTestId('dashboard-column-1').waitFor();
    await expect.poll(() => titlesIn(1)).toContain('Lageroverblik');
    expect(await titlesIn(3)).not.toContain('Video');
  });

  it('follows a car alert to the stock list with its filter', async () => {
    const alerts = page.getByTestId('car-alerts-widget');
    await alerts.getByText('Afdelingens').click();
    await alerts.getByRole('link', { name: 'Mangler billeder' }).click();
    await page.waitForURL(/\/Cars\/OwnCars\?selectedCategories=NoPictures/);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Mangler billeder' }).isChecked()).toBe(true);
    await screenshot(page, 'dashboard-alert-to-stock-list');
    await page.goBack();
  });

  it("opens the quick calculator, and shows the ad optimisation's fallback when its service cannot be loaded", async () => {
    await page.getByTestId('toolbox-widget').getByRole('button', { name: 'Hurtigberegner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hurtigberegner' });
    await dialog.getByText('ÅOP').waitFor();
    // The dialog names the calculator once.
    expect(await dialog.getByRole('heading').allTextContents()).toEqual(['Hurtigberegner']);
    await screenshot(page, 'dashboard-quick-calculator', { fullPage: false });
    await page.keyboard.press('Escape');
    // The ad optimisation's service is there; cut off from it, the widget says so and the page stays.
    const service = '**/api/advertisingoptimisation/widget/**';
    await page.route(service, (route) => route.abort());
    await page.reload();
    await page.getByTestId('ad-optimisation-widget').getByText('Service kan ikke hentes i øjeblikket.').waitFor({ timeout: 15_000 });
    await page.getByTestId('latest-cases').waitFor();
    await page.unroute(service);
  });

  it("shows a start salesman start's arrangement", async () => {
    await context.clearCookies();
    await logIn(page, 'saelger.vejle@demo.dk');
    await page.getByTestId('summary-widget').getByText(/kr\.$/).waitFor();
    expect(await titlesIn(1)).toEqual(['Lageroverblik', 'Bilpåmindelser', 'Nyheder']);
    // Start has no price guide: its lookup is not offered.
    expect(await page.getByTestId('price-guide-widget').count()).toBe(0);
    await page.getByTestId('ad-optimisation-widget').getByRole('table').waitFor();
    expect((await layoutFaults()).join('; ')).toBe('');
    await animationsDone();
    await screenshot(page, 'dashboard-start');
  });

  it("shows a sales manager the department's figures and the funnel of its salespeople", async () => {
    await context.clearCookies();
    await logIn(page, 'salgschef@demo.dk');
    await page.getByTestId('summary-widget').getByText(/kr\.$/).waitFor();
    const funnel = page.getByTestId('lead-funnel');
    await funnel.getByRole('radio', { name: 'Afdelingens' }).waitFor({ state: 'attached' });
    // The department's funnel draws the cases of its salespeople, the one opened for this journey among them.
    await funnel.getByRole('progressbar', { name: /^Sager oprettet: [1-9]/ }).waitFor();
    await funnel.getByRole('button', { name: 'Se pr. måned og sælger' }).click();
    const details = page.getByRole('dialog', { name: 'Salgstragt pr. måned og sælger' });
    await details.getByRole('table', { name: 'Pr. sælger' }).getByRole('cell', { name: 'Mads Sørensen' }).waitFor();
    await screenshot(page, 'dashboard-lead-funnel-details');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    expect((await layoutFaults()).join('; ')).toBe('');
    await animationsDone();
    await screenshot(page, 'dashboard-sales-manager');
  });

  it('shows a mechanic only the widgets of what the role may open', async () => {
    await context.clearCookies();
    await logIn(page, 'mekaniker@demo.dk');
    await page.getByTestId('dashboard-column-1').waitFor();
    await page.getByTestId('toolbox-widget').waitFor();
    // The sales funnel and the ad suggestions are for those who sell and edit the cars.
    expect(await page.getByTestId('lead-funnel').count()).toBe(0);
    expect(await page.getByTestId('ad-optimisation-widget').count()).toBe(0);
    expect((await layoutFaults()).join('; ')).toBe('');
    await animationsDone();
    await screenshot(page, 'dashboard-mechanic');
  });
});
