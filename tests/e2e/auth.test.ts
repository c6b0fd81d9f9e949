import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD } from '../support/api-client.ts';
import { launchBrowser, openPage } from './browser.ts';

/**
 * Signing in and out in the real SPA, in real Chromium, against the local cloud (or any stage in API_BASE_URL):
 * the redirect to login, a wrong password, the shell, 'Log ud', and a session ended on the server that the SPA
 * notices with the logout modal.
 */
const SALESMAN = 'saelger@demo.dk';
const SALESMAN_NAME = 'Mads Sørensen';
const DEALER = 'Demo Biler Aarhus';
const LOGIN_WITH_RETURN_TO_ROOT = '/Account/Login?returnUrl=%2F';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let base: string;

const pathAndSearch = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const waitForPath = (page: Page, expected: string) =>
  page.waitForURL((url) => `${url.pathname}${url.search}` === expected);

const logIn = async (page: Page, username: string, password: string): Promise<void> => {
  // Regular expressions: the labels carry a required-marker, and the toggle is labelled 'Vis adgangskode'.
  await page.getByLabel(/^Brugernavn/).fill(username);
  await page.getByLabel(/^Adgangskode/).fill(password);
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
};

/** The browser's cookies for the app, as a Cookie header (the browser keeps them: this only reads them). */
const cookieHeader = async (): Promise<{ cookie: string; xsrf: string }> => {
  const cookies = await context.cookies(base);
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '), xsrf: decodeURIComponent(xsrf) };
};

/** Asks the server, with the browser's cookies, whether that session is alive. */
const serverSaysLoggedIn = async (): Promise<boolean> => {
  const { cookie } = await cookieHeader();
  const response = await fetch(`${base}/api/account/isloggedin`, { headers: { cookie, accept: 'application/json' } });
  return (await response.json()) as boolean;
};

beforeAll(async () => {
  base = baseUrl();
  browser = await launchBrowser();
  ({ context, page } = await openPage(browser, base));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('signing in and out', () => {
  it('sends a visitor without a session from / to the login page with the way back', async () => {
    await page.goto('/');

    await waitForPath(page, LOGIN_WITH_RETURN_TO_ROOT);
    await page.getByRole('heading', { name: 'Log ind' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('da');
  });

  it("says 'Forkert brugernavn eller adgangskode.' for a wrong password and stays on the login page", async () => {
    await logIn(page, SALESMAN, 'ikke-den-rigtige-kode');

    await expect(page.getByRole('alert').innerText()).resolves.toContain('Forkert brugernavn eller adgangskode.');
    expect(pathAndSearch(page)).toBe(LOGIN_WITH_RETURN_TO_ROOT);
  });

  it('logs in and shows the shell with the user and the dealer', async () => {
    await logIn(page, SALESMAN, DEMO_PASSWORD);

    await waitForPath(page, '/');
    await page.getByRole('heading', { name: `Velkommen, ${SALESMAN_NAME}` }).waitFor();
    await expect(page.getByTestId('user-name').innerText()).resolves.toBe(SALESMAN_NAME);
    await expect(page.getByTestId('user-role').innerText()).resolves.toBe('Sælger');
    await expect(page.getByTestId('dealer-name').innerText()).resolves.toBe(DEALER);
    await page.getByRole('link', { name: 'Forside' }).waitFor();
  });

  it("logs out with 'Log ud': the login page, and the server has ended the session", async () => {
    await page.getByRole('button', { name: 'Log ud' }).click();

    await page.waitForURL((url) => url.pathname === '/Account/Login');
    await page.getByRole('heading', { name: 'Log ind' }).waitFor();
    expect(await serverSaysLoggedIn()).toBe(false);
  });

  it('logs in again', async () => {
    await logIn(page, SALESMAN, DEMO_PASSWORD);

    await waitForPath(page, '/');
    await page.getByRole('heading', { name: `Velkommen, ${SALESMAN_NAME}` }).waitFor();
    expect(await serverSaysLoggedIn()).toBe(true);
  });

  it('shows the logout modal when the session ends on the server, and closing it goes to login with the way back', async () => {
    // End the session behind the SPA's back (as an administrator or another tab would), keeping the browser's
    // cookies: the request goes from here, with the browser's session cookie and anti-forgery token.
    const { cookie, xsrf } = await cookieHeader();
    const logout = await fetch(`${base}/api/account/logout`, {
      method: 'POST',
      headers: { cookie, 'x-xsrf-token': xsrf, accept: 'application/json' },
    });
    expect(logout.status).toBe(200);
    expect(await serverSaysLoggedIn()).toBe(false);
    await page.getByRole('heading', { name: `Velkommen, ${SALESMAN_NAME}` }).waitFor();

    // The next request the SPA makes (navigating revalidates the current user) gets a 401.
    await page.getByRole('link', { name: 'Forside' }).click();

    const modal = page.getByRole('dialog', { name: 'Du er blevet logget ud' });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Log ind igen' }).click();

    await waitForPath(page, LOGIN_WITH_RETURN_TO_ROOT);
    await page.getByRole('heading', { name: 'Log ind' }).waitFor();
    await modal.waitFor({ state: 'hidden' });
  });
});
