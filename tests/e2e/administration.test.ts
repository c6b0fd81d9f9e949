import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient, baseUrl, DEMO_PASSWORD } from '../support/api-client.ts';
import { launchBrowser, openPage } from './browser.ts';
import { screenshot } from './screen-checks.ts';

/**
 * Administration in the real SPA, in real Chromium, against the local cloud, with two users in two browser contexts:
 * the administrator gives Demo Biler Vejle the Basis package and invites a user there; the invitation arrives in the
 * local mailbox, the invitee creates the user from its link (accepting the terms) and signs in with the functions
 * given; as its owner the invitee keeps customers and cases 180 days, and a retention run half a year on forgets a
 * customer and deletes its case; the administrator puts the department back on Start and the invitee's menu loses the
 * cases; the administrator logs in as the invitee and back. Vejle's package and periods are as seeded afterwards.
 */
const ADMIN = 'admin@demo.dk';
const ADMIN_NAME = 'Lars Holm';
const VEJLE = '103';
const RUN = randomUUID().slice(0, 8);
const EMAIL = `ejer-${RUN}@example.dk`;
const PASSWORD = 'Vejle-Ejer-2026';
const NAME = 'Vibe Vejlegaard';
/** Letters only, so the customer's name passes its rule and is found by a plain search of the page. */
const CUSTOMER_LAST_NAME = `Glemmesen${RUN.replace(/[^a-f]/g, '').padEnd(3, 'x').slice(0, 3)}`;
const CAR_TITLE = `Toyota Yaris ${RUN}`;

let browser: Browser;
let adminContext: BrowserContext;
let inviteeContext: BrowserContext;
let admin: Page;
let invitee: Page;
let inviteeApi: ApiClient;

const drained = async (): Promise<void> => {
  await fetch(`${baseUrl()}/__local/drain`);
};

const logIn = async (page: Page, username: string, password: string): Promise<void> => {
  await page.getByLabel(/^Brugernavn/).fill(username);
  await page.getByLabel(/^Adgangskode/).fill(password);
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
};

const menu = (page: Page) => page.getByRole('navigation', { name: 'Hovedmenu' });

/** Picks an option of a Mantine select by its label. */
const choose = async (page: Page, label: string, option: string): Promise<void> => {
  await page.getByRole('textbox', { name: label, exact: true }).or(page.getByRole('combobox', { name: label, exact: true })).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** The functions tab of Vejle: the package chosen and saved. */
const savePackage = async (name: 'Basis' | 'Start'): Promise<void> => {
  await drained();
  await admin.goto(`/Organization/Users/Edit?id=${VEJLE}&tab=functions`);
  await admin.getByRole('heading', { name: 'Brugeradministration' }).waitFor();
  await admin.getByRole('checkbox', { name: /^Billiste/ }).waitFor();
  await choose(admin, 'Abonnementspakke', name);
  await admin.getByRole('button', { name: 'Gem funktioner' }).click();
  await admin.getByText('Forhandler funktioner gemt.').first().waitFor();
  await drained();
};

beforeAll(async () => {
  await drained().catch(() => undefined);
  browser = await launchBrowser();
  ({ context: adminContext, page: admin } = await openPage(browser, baseUrl()));
  ({ context: inviteeContext, page: invitee } = await openPage(browser, baseUrl()));
});

afterAll(async () => {
  // Whatever happened above, Vejle goes back to its seeded periods and package for the suites after this one.
  if (inviteeApi) await inviteeApi.post('/api/GdprRetention/UpdateGdprRetention', { customerAndCasesRetentionDays: -1, leadsRetentionDays: 365 }).catch(() => undefined);
  const supplier = new ApiClient();
  if ((await supplier.login(ADMIN).catch(() => undefined))?.status === 200) {
    await supplier.post('/api/subscriptionpackage/saveondealer', { DealerId: VEJLE, SubscriptionPackageId: 1 }).catch(() => undefined);
  }
  await adminContext?.close();
  await inviteeContext?.close();
  await browser?.close();
});

describe('administration, end to end', () => {
  it('the administrator gives the department a package and invites a user; the invitation arrives in the mailbox', async () => {
    await admin.goto('/Account/Login?returnUrl=%2F');
    await logIn(admin, ADMIN, DEMO_PASSWORD);
    await admin.getByRole('heading', { name: /^Velkommen/ }).waitFor();
    await savePackage('Basis');

    await admin.goto(`/Organization/User/CreateUser?dealerId=${VEJLE}`);
    await admin.getByRole('heading', { name: 'Opret bruger' }).waitFor();
    await admin.getByLabel(/^E-mail/).fill(EMAIL);
    await choose(admin, 'Rolle', 'Ejer');
    // The department's functions come checked; this owner runs the department's data, not its users.
    await admin.getByRole('checkbox', { name: 'Sager', exact: true }).check();
    await admin.getByRole('checkbox', { name: 'Administrere forhandlerdata', exact: true }).check();
    await admin.getByRole('checkbox', { name: 'Administrere brugere', exact: true }).uncheck();
    await screenshot(admin, 'administration-create-user');
    await admin.getByRole('button', { name: 'Send aktiveringslink' }).click();
    await admin.waitForURL((url) => url.pathname === '/Organization/Users/Edit');
    // The list shows the invitee at once (it asks at the invitation's version).
    await admin.getByRole('row', { name: new RegExp(EMAIL) }).waitFor();
  });

  it('the invitee follows the link, creates the user accepting the terms, and signs in with the functions given', async () => {
    const mails = (await (await fetch(`${baseUrl()}/__local/mailbox?to=${encodeURIComponent(EMAIL)}`)).json()) as { subject: string; text: string }[];
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Invitation til DealerHub fra Demo Biler Vejle');
    const link = new URL(/https?:\/\/\S+/.exec(mails[0]!.text)![0]);
    expect(link.pathname).toBe('/Account/CreateUser');

    await invitee.goto(`${link.pathname}${link.search}`);
    await invitee.getByLabel(/^Navn/).fill(NAME);
    await invitee.getByLabel(/^Initialer/).fill(`V${RUN.replace(/[^a-f]/g, '').slice(0, 2).toUpperCase() || 'VV'}`);
    await invitee.getByLabel(/^Adgangskode/).fill(PASSWORD);
    await invitee.getByLabel(/^Gentag adgangskode/).fill(PASSWORD);
    await invitee.getByRole('checkbox', { name: /vilkår og licensbetingelser/ }).check();
    await invitee.getByRole('checkbox', { name: /DSA/ }).check();
    await screenshot(invitee, 'administration-create-user-from-link');
    await invitee.getByRole('button', { name: 'Opret bruger' }).click();
    await invitee.waitForURL((url) => url.pathname === '/Account/Login');

    await logIn(invitee, EMAIL, PASSWORD);
    await invitee.getByRole('heading', { name: `Velkommen, ${NAME}` }).waitFor();
    await expect(invitee.getByTestId('dealer-name').innerText()).resolves.toBe('Demo Biler Vejle');
    // The terms were accepted on the way in: no gate.
    expect(await invitee.getByRole('dialog', { name: 'Accepter vilkår' }).count()).toBe(0);
    await menu(invitee).getByRole('link', { name: 'Sager' }).waitFor();
    await menu(invitee).getByRole('link', { name: 'Opbevaring af data' }).waitFor();
    // Functions not given are not there, though the package has them.
    expect(await menu(invitee).getByRole('link', { name: 'Brugere' }).count()).toBe(0);
    inviteeApi = new ApiClient();
    expect((await inviteeApi.login(EMAIL, PASSWORD)).status).toBe(200);
  });

  it('a retention run with a short period forgets an old customer and deletes its case', async () => {
    await menu(invitee).getByRole('link', { name: 'Opbevaring af data' }).click();
    await invitee.getByRole('heading', { name: /Opbevaring af data/ }).waitFor();
    await choose(invitee, 'Kunder og sager', '180 dage');
    await invitee.getByRole('button', { name: 'Gem' }).click();
    // A shorter period erases from tonight: the page asks first.
    await invitee.getByRole('dialog', { name: 'Kortere opbevaring' }).getByRole('button', { name: 'OK' }).click();
    await invitee.getByText('Forhandler oplysning gemt.').first().waitFor();

    const customer = await inviteeApi.post<string>('/api/customer/save', {
      Id: '0',
      FirstName: 'Gunhild',
      LastName: CUSTOMER_LAST_NAME,
      Street: 'Vestergade',
      StreetNumber: '3',
      ZipCode: '7100',
      City: 'Vejle',
      CellPhone: '21 22 23 24',
    });
    expect(customer.status, JSON.stringify(customer.body)).toBe(200);
    const saved = await inviteeApi.post<string>('/api/case/save', { CustomerId: String(customer.body), SalesItem: { Title: CAR_TITLE, Make: 'Toyota', Model: 'Yaris', ModelYear: 2020 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await drained();

    const row = invitee.locator('tbody tr[data-case-id]');
    await invitee.goto(`/Cases/CaseList?CarFreeTextQuery=${encodeURIComponent(RUN)}`);
    await row.first().waitFor();
    await expect(row.first().innerText()).resolves.toContain(CUSTOMER_LAST_NAME);

    // The nightly job, run now for Vejle as if half a year had passed.
    const run = await fetch(`${baseUrl()}/__local/retention?dealerId=${VEJLE}&days=181`, { method: 'POST' });
    const report = (await run.json()) as { forgotten: { CustomerId: string; CaseIds: string[] }[] };
    expect(report.forgotten).toContainEqual(expect.objectContaining({ CustomerId: String(customer.body), CaseIds: [String(saved.body)] }));
    await drained();

    await invitee.goto(`/Cases/CaseList?CarFreeTextQuery=${encodeURIComponent(RUN)}`);
    await invitee.getByText('Der er ingen sager, der passer til søgningen.').waitFor();
    await screenshot(invitee, 'administration-case-list-after-retention');
    // The case went with its customer.
    expect(await row.count()).toBe(0);
    expect(await invitee.content()).not.toContain(CUSTOMER_LAST_NAME);
    // Run again, it has nothing more to forget.
    const again = (await (await fetch(`${baseUrl()}/__local/retention?dealerId=${VEJLE}&days=181`, { method: 'POST' })).json()) as { forgotten: unknown[] };
    expect(again.forgotten).toEqual([]);
    expect((await inviteeApi.post('/api/GdprRetention/UpdateGdprRetention', { customerAndCasesRetentionDays: -1, leadsRetentionDays: 365 })).status).toBe(200);
  });

  it("the administrator puts the department back on its package, and the new user's menu loses the cases", async () => {
    await savePackage('Start');
    // The new user's settings follow the package a moment later: look again until the menu has lost the cases.
    await vi.waitFor(
      async () => {
        await invitee.goto('/');
        await menu(invitee).getByRole('link', { name: 'Forside' }).waitFor();
        expect(await menu(invitee).getByRole('link', { name: 'Sager' }).count()).toBe(0);
      },
      { timeout: 30_000, interval: 300 },
    );
    expect(await menu(invitee).getByRole('link', { name: 'Opbevaring af data' }).count()).toBe(0);
    await screenshot(invitee, 'administration-menu-after-package-change');
  });

  it('the administrator logs in as the new user, sees who acts as whom, and logs out back to themselves', async () => {
    await admin.goto(`/Organization/Users/Edit?id=${VEJLE}`);
    await admin.getByRole('button', { name: `Log ind som ${NAME}` }).click();
    await admin.getByRole('dialog', { name: 'Log ind som bruger' }).getByRole('button', { name: 'OK' }).click();
    await admin.getByTestId('acting-as').waitFor();
    await expect(admin.getByTestId('acting-as').innerText()).resolves.toBe(`${ADMIN_NAME} som ${NAME}`);
    await expect(admin.getByTestId('user-name').innerText()).resolves.toBe(NAME);
    await expect(admin.getByTestId('dealer-name').innerText()).resolves.toBe('Demo Biler Vejle');
    await screenshot(admin, 'administration-logged-in-as');

    await admin.getByRole('button', { name: 'Log ud' }).click();
    await admin.getByTestId('user-name').filter({ hasText: ADMIN_NAME }).waitFor().catch(() => undefined);
    await screenshot(admin, 'administration-back-as-administrator');
    await expect(admin.getByTestId('user-name').innerText()).resolves.toBe(ADMIN_NAME);
    await admin.getByRole('heading', { name: `Velkommen, ${ADMIN_NAME}` }).waitFor();
    expect(await admin.getByTestId('acting-as').count()).toBe(0);
  });
});
