import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { baseUrl, loggedIn, type ApiClient } from '../support/api-client.ts';
import { launchBrowser, openPage, logIn } from './browser.ts';

/**
 * The case list in the real SPA, in real Chromium, against the local cloud: a salesman finds this run's cases, sees the
 * detail pane of the active row, selects them all and deletes them with the spec's message.
 */
const SALESMAN = 'saelger@demo.dk';
const MARK = `E2E${Date.now().toString(36).toUpperCase()}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: ApiClient;
const ids: string[] = [];

beforeAll(async () => {
  await fetch(`${baseUrl()}/__local/drain`).catch(() => undefined);
  api = await loggedIn(SALESMAN);
  for (const model of ['Golf', 'Passat', 'Polo']) {
    const saved = await api.post<string>('/api/case/save', { SalesItem: { Title: `VW ${model} ${MARK}`, Make: 'Volkswagen', Model: model, ModelYear: 2021 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    ids.push(String(saved.body));
  }
  browser = await launchBrowser();
  ({ context, page } = await openPage(browser, baseUrl()));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const rows = () => page.locator('tbody tr[data-case-id]');

describe('the case list', () => {
  it("shows this run's cases with the detail pane of the active row", async () => {
    await logIn(page, SALESMAN);

    // The read model follows the saves a moment later: look again until all three are listed.
    await vi.waitFor(
      async () => {
        await page.goto(`/Cases/CaseList?CarFreeTextQuery=${MARK}`);
        await page.getByRole('heading', { name: 'Sager' }).waitFor();
        await rows().first().waitFor({ timeout: 5_000 }).catch(() => undefined);
        expect(await rows().count()).toBe(3);
      },
      { timeout: 60_000, interval: 300 },
    );
    // Spec part 2 §9: rows are 27 px high, their selection checkbox included.
    for (const row of await rows().all()) expect((await row.boundingBox())!.height).toBeLessThanOrEqual(28);
    // At this screen width the grid has the room: the detail pane is one click away.
    await page.getByRole('button', { name: 'Vis detaljer' }).click();
    const pane = page.getByTestId('case-details');
    await pane.getByText(/^Sag \d+ - VW (Polo|Passat|Golf)/).waitFor();
    expect(await pane.innerText()).toContain('Volkswagen');
    await page.getByRole('toolbar', { name: 'Valgt sag' }).getByRole('button', { name: 'Slet sag' }).waitFor();
  });

  it("deletes the selected cases with 'De valgte sager blev slettet permanent' and shows the list again", async () => {
    await page.getByRole('checkbox', { name: 'Vælg alle sager på siden' }).check();
    await page.getByTestId('selected-count').filter({ hasText: '3 valgt' }).waitFor();
    await page.getByRole('button', { name: 'Slet valgte' }).click();
    await page.getByRole('dialog', { name: 'Slet valgte sager' }).getByRole('button', { name: 'OK' }).click();
    await page.getByText('De valgte sager blev slettet permanent').waitFor();
    await page.getByText('De valgte sager blev slettet permanent').waitFor({ state: 'hidden', timeout: 10_000 });
    await page.getByText('Der er ingen sager, der passer til søgningen.').waitFor({ timeout: 15_000 });
    for (const id of ids) expect((await api.get(`/api/Case/Get?Id=${id}`)).status).toBe(404);
  });
});
