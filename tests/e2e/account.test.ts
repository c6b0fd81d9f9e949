import { randomBytes, randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, baseUrl, loggedIn } from '../support/api-client.ts';
import { launchBrowser, openPage } from './browser.ts';
import { screenshot } from './screen-checks.ts';

/**
 * A user's own account in the real SPA, in real Chromium, against the local cloud: a user who forgot their password
 * asks for a link from the login page, reads the mail in the local mailbox, sets a new password through the link and
 * signs in with it; then changes their own name and password on 'Min konto' and signs in with the newest password.
 * The user is onboarded for the journey, so no demo user's password changes.
 */
const RUN = randomUUID().slice(0, 8);
const EMAIL = `konto-${RUN}@example.dk`;
const FIRST_PASSWORD = 'Første kodeord til bilhuset';
const RESET_PASSWORD = 'Glemt og fundet igen i dag';
const NEWEST_PASSWORD = 'Mit helt eget nye kodeord';
const NAME = 'Rikke Reset';
const NEW_NAME = 'Rikke Nytnavn';

let browser: Browser;
let context: BrowserContext;
let page: Page;

const mailTo = async (to: string): Promise<{ subject: string; text: string }[]> =>
  (await (await fetch(`${baseUrl()}/__local/mailbox?to=${encodeURIComponent(to)}`)).json()) as { subject: string; text: string }[];

const logIn = async (username: string, password: string): Promise<void> => {
  await page.getByLabel(/^Brugernavn/).fill(username);
  await page.getByLabel(/^Adgangskode/).fill(password);
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
};

/** Invites and activates the journey's user through the API, as the administration journey does in the browser. */
const onboard = async (): Promise<void> => {
  const admin = await loggedIn('admin@demo.dk');
  const invited = await admin.post('/api/user/sendactivationlink', { DealerId: '101', Email: EMAIL, SimpleRole: 'Salesman', SelectedRoles: ['case'] });
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  const link = new URL(/https?:\/\/\S+/.exec((await mailTo(EMAIL)).at(-1)!.text)![0]);
  const invitee = new ApiClient();
  await invitee.get('/api/account/isloggedin');
  const created = await invitee.post('/api/account/create', {
    UserId: link.searchParams.get('userId'),
    Key: link.searchParams.get('key'),
    Name: NAME,
    Initials: `Q${Array.from(randomBytes(5), (byte) => String.fromCharCode(65 + (byte % 26))).join('')}`,
    NewPassword: FIRST_PASSWORD,
    PasswordRepeated: FIRST_PASSWORD,
    TermsAndLicenseAccepted: true,
    DsaRequirementAccepted: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await fetch(`${baseUrl()}/__local/drain`);
};

beforeAll(async () => {
  await onboard();
  browser = await launchBrowser();
  ({ context, page } = await openPage(browser, baseUrl()));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('my account', () => {
  it('resets a forgotten password through the link in the mail and signs in with the new one', async () => {
    await page.goto('/Account/Login');
    await page.getByRole('link', { name: 'Glemt adgangskode?' }).click();
    await page.getByRole('heading', { name: 'Glemt adgangskode' }).waitFor();
    await page.getByLabel(/^E-mail/).fill(EMAIL);
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByRole('status').getByText('Hvis e-mailen hører til en bruger').waitFor();
    await screenshot(page, 'account-request-reset-password');

    const mail = (await mailTo(EMAIL)).filter((each) => each.subject.includes('Nulstil')).at(-1);
    expect(mail).toBeDefined();
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Vælg ny adgangskode' }).waitFor();
    await page.getByLabel(/^Ny adgangskode/).fill(RESET_PASSWORD);
    await page.getByLabel(/^Gentag ny adgangskode/).fill(RESET_PASSWORD);
    await screenshot(page, 'account-reset-password');
    await page.getByRole('button', { name: 'Gem ny adgangskode' }).click();

    await page.waitForURL((url) => url.pathname === '/Account/Login');
    await page.getByText('Din adgangskode er skiftet.').first().waitFor();
    await logIn(EMAIL, RESET_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByTestId('user-name').innerText()).resolves.toBe(NAME);
  });

  it("changes the user's own name and password on 'Min konto', and signs in with the new password", async () => {
    await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Min konto' }).click();
    await page.getByRole('heading', { name: 'Min konto' }).waitFor();
    await page.getByLabel(/^Navn/).fill(NEW_NAME);
    await page.getByLabel(/^Nuværende adgangskode/).fill(RESET_PASSWORD);
    await page.getByLabel(/^Ny adgangskode/).fill(NEWEST_PASSWORD);
    await page.getByLabel(/^Gentag ny adgangskode/).fill(NEWEST_PASSWORD);
    await page.getByRole('button', { name: 'Gem', exact: true }).click();

    await page.getByText('Dine oplysninger er gemt.').first().waitFor();
    await page.getByTestId('user-name').getByText(NEW_NAME).waitFor();
    await screenshot(page, 'account-my-account-saved');

    await page.getByRole('button', { name: 'Log ud' }).click();
    await page.waitForURL((url) => url.pathname === '/Account/Login');
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/account/login');
    await logIn(EMAIL, RESET_PASSWORD);
    expect((await refused).status()).toBe(401);
    // The old password no longer signs in (the save's notice may still be showing beside the login form's alert).
    await page.getByRole('alert').filter({ hasText: 'Forkert brugernavn eller adgangskode.' }).waitFor();
    await logIn(EMAIL, NEWEST_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByTestId('user-name').innerText()).resolves.toBe(NEW_NAME);
  });
});
