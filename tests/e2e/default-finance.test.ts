import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, loggedIn } from '../support/api-client.ts';
import { launchBrowser, logIn, openPage } from './browser.ts';
import { screenshot } from './screen-checks.ts';

/**
 * The default finance company reminder in the real SPA and real Chromium: the administrator of a department that has
 * loan companies but no default is asked on the dashboard, chooses Fjord Finans in the reminder, and is not asked
 * again; the choice shows on the department's 'Standard finansieringsselskab' page. The department's default is as
 * seeded afterwards.
 */
const ADMIN = 'admin@demo.dk';
const REMINDER = 'Vælg standard finansieringsselskab';
const SAVE = '/api/dealer/savedefaultfinancecompany';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  const admin = await loggedIn(ADMIN);
  expect((await admin.post(SAVE, { FinanceCompany: 0, BrandId: null })).status).toBe(200);
  browser = await launchBrowser();
  ({ context, page } = await openPage(browser, baseUrl()));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  const admin = await loggedIn(ADMIN);
  expect((await admin.post(SAVE, { FinanceCompany: 1, BrandId: 11 })).status).toBe(200);
});

describe('the default finance company reminder', () => {
  it('asks the administrator on the dashboard, saves the company chosen in it, and does not ask again', async () => {
    await logIn(page, ADMIN);
    const reminder = page.getByRole('dialog', { name: REMINDER });
    await reminder.waitFor();
    await expect.poll(() => reminder.getByRole('button', { name: 'Gem' }).isDisabled()).toBe(true);
    await reminder.getByRole('combobox', { name: 'Standard finansieringsselskab' }).click();
    await page.getByRole('option', { name: 'Fjord Finans', exact: true }).click();
    await screenshot(page, 'default-finance-reminder', { fullPage: false });
    await Promise.all([page.waitForResponse((response) => response.url().endsWith(SAVE) && response.status() === 200), reminder.getByRole('button', { name: 'Gem' }).click()]);
    await page.getByText('Forhandler oplysning gemt.').first().waitFor();
    await reminder.waitFor({ state: 'hidden' });

    // The next visit reads the department's default again and finds it chosen.
    await Promise.all([page.waitForResponse((response) => response.url().endsWith('/api/dealer/defaultfinancecompany') && response.status() === 200), page.reload()]);
    await page.getByRole('region', { name: 'Seneste sager' }).waitFor();
    expect(await page.getByRole('dialog', { name: REMINDER }).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Standard finansieringsselskab' }).click();
    await page.getByRole('heading', { name: 'Standard finansieringsselskab', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Standard finansieringsselskab' }).inputValue()).toBe('Fjord Finans');
    await screenshot(page, 'default-finance-page');
  });
});
