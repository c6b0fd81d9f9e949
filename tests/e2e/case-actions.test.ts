import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCarOf, demoCustomer, fetchBytes, getCase, projectionsCaughtUp, saveCase, sellableCase, versionOf } from '../api/case-support.ts';
import { baseUrl, loggedIn } from '../support/api-client.ts';
import { launchBrowser, openPage, logIn } from './browser.ts';

/**
 * What the case page offers, in real Chromium against the local cloud: the cancel-document flow of the toolbar prints
 * the other document, and a mechanic is offered only what the server lets a mechanic do.
 */
let browser: Browser;
let caseId: string;
let listedCaseId: string;
let catalogueCaseId: string;
const CATALOGUE_TITLE = `Škoda Octavia e2e ${Date.now()}`;

const signIn = async (username: string): Promise<{ context: BrowserContext; page: Page }> => {
  const opened = await openPage(browser, baseUrl());
  await logIn(opened.page, username);
  return opened;
};

const toolbarButton = (page: Page, name: string): Locator => page.getByRole('toolbar', { name: 'Handlinger' }).getByRole('button', { name, exact: true });

beforeAll(async () => {
  await projectionsCaughtUp();
  const api = await loggedIn('saelger@demo.dk');
  const customer = await demoCustomer(api);
  const swapCarId = await customerCarOf(api, customer.Id);
  ({ id: caseId } = await saveCase(api, sellableCase(customer.Id, 'handlinger', { SwapCarId: swapCarId })));
  ({ id: listedCaseId } = await saveCase(api, sellableCase(customer.Id, 'handlinger liste', { SwapCarId: swapCarId })));
  // The purchase agreements printed: the contract now needs the cancel-document flow.
  for (const id of [caseId, listedCaseId]) {
    const printed = await fetchBytes(api, `/api/PrintPurchaseDocument/PrintPurchaseDocument?CaseId=${id}&RenderPdf=true`);
    expect(printed.status).toBe(200);
    await getCase(api, id, versionOf(printed));
  }
  // A case selling a factory-new car from the catalogue, not yet in stock: its car can be created from the case.
  ({ id: catalogueCaseId } = await saveCase(api, {
    CustomerId: customer.Id,
    SalesItem: { Title: CATALOGUE_TITLE, Make: 'Škoda', Model: 'Octavia', ModelYear: 2026, IsFactoryNew: true, FuelType: 'Diesel', VehicleType: 1, RegistrationDate: '2026-11-02' },
  }));
  // The pop-up blocker on, as in a user's browser: the contract must reach the user all the same.
  browser = await launchBrowser({ popupBlocking: true });
});

afterAll(async () => {
  await browser?.close();
});

describe('the case page', () => {
  it("prints the contract after the toolbar's cancel-document flow", async () => {
    const { context, page } = await signIn('saelger@demo.dk');
    try {
      await page.goto(`/Cases/Case/${caseId}`);
      await page.getByTestId('case-status').filter({ hasText: 'Købsaftale udskrevet' }).waitFor();

      await toolbarButton(page, 'Udskriv slutseddel').click();
      const confirmation = page.getByRole('dialog', { name: 'Annuller dokument' });
      await confirmation.waitFor();
      // The contract arrives in a new tab (which this Chromium, without a PDF viewer, downloads) or as a download.
      const contract = new Promise<Download>((resolve) => {
        page.on('download', resolve);
        context.on('page', (tab) => tab.on('download', resolve));
      });
      await confirmation.getByRole('button', { name: 'OK' }).click();

      const download = await Promise.race([
        contract,
        new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('No contract was opened or downloaded')), 20_000)),
      ]);
      const pdf = await readFile(await download.path());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await page.locator('.mantine-Notification-root').filter({ hasText: 'Handlen er annuleret.' }).waitFor();
      await page.getByTestId('case-status').filter({ hasText: 'Slutseddel udskrevet' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("prints the contract after the cancel-document flow of the case list's print menu", async () => {
    const { context, page } = await signIn('saelger@demo.dk');
    try {
      await page.goto(`/Cases/CaseList?CaseId=${listedCaseId}`);
      const toolbar = page.getByRole('toolbar', { name: 'Valgt sag' });
      await toolbar.getByRole('button', { name: 'Udskriv' }).click();
      await page.getByRole('menuitem', { name: 'Slutseddel' }).click();
      const dialog = page.getByRole('dialog', { name: 'Slutseddel' });
      await expect.poll(() => dialog.locator('iframe[title="Forhåndsvisning"]').getAttribute('src')).toMatch(/^blob:/);
      await dialog.getByRole('button', { name: 'Udskriv' }).click();
      const confirmation = page.getByRole('dialog', { name: 'Annuller dokument' });
      await confirmation.waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 20_000 }),
        confirmation.getByRole('button', { name: 'OK' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^Slutseddel.*\.pdf$/);
      await page.locator('.mantine-Notification-root').filter({ hasText: 'Handlen er annuleret.' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("offers no 'Afsluttet' in the case list's status menu: a case is closed with 'Afslut sag'", async () => {
    const { context, page } = await signIn('saelger@demo.dk');
    try {
      await page.goto(`/Cases/CaseList?CaseId=${catalogueCaseId}`);
      const toolbar = page.getByRole('toolbar', { name: 'Valgt sag' });
      await toolbar.getByRole('button', { name: 'Skift status' }).click();
      const items = page.getByRole('menuitem');
      await items.first().waitFor();
      expect(await items.allTextContents()).toEqual(['Slutseddel udskrevet', 'Slutseddel underskrevet', 'Købsaftale udskrevet', 'Købsaftale underskrevet']);
      await page.keyboard.press('Escape');
      expect(await toolbar.getByRole('button', { name: 'Afslut sag' }).isEnabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("creates the case's car as a stock car with 'Opret bil', and the case then shows the day and offers it no more", async () => {
    const { context, page } = await signIn('saelger@demo.dk');
    try {
      await page.goto(`/Cases/Case/${catalogueCaseId}`);
      await page.getByTestId('case-title').filter({ hasText: CATALOGUE_TITLE }).waitFor();
      await toolbarButton(page, 'Opret bil').click();
      await page.waitForURL((url) => url.pathname === '/Cars/OwnCars/CreateCarWizard' && url.searchParams.get('caseId') === catalogueCaseId);
      await page.getByText('Bilen er udfyldt med køretøjet fra').waitFor();
      await page.getByRole('button', { name: 'Opret bil', exact: true }).click();
      await page.waitForURL(/\/Cars\/OwnCars\/Car\/\d+$/);

      // The case page reads the case's read model: on a loaded machine it may not yet hold the transfer.
      await projectionsCaughtUp();
      await page.goto(`/Cases/Case/${catalogueCaseId}`);
      await page.getByTestId('case-transferred').filter({ hasText: /^Bil oprettet \d{2}-\d{2}-\d{4}$/ }).waitFor();
      expect(await toolbarButton(page, 'Opret bil').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('offers a mechanic no new case, only the preparation document, and no lifecycle action', async () => {
    const { context, page } = await signIn('mekaniker@demo.dk');
    try {
      await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Sager' }).click();
      await page.getByRole('heading', { name: 'Sager' }).waitFor();
      expect(await page.getByRole('button', { name: 'Ny sag' }).count()).toBe(0);

      await page.goto(`/Cases/Case/${caseId}#/documents`);
      await page.getByRole('button', { name: 'Klargøring', exact: true }).waitFor();
      for (const title of ['Tilbud', 'Slutseddel', 'Købsaftale', 'Lejekontrakt', 'Prøvekørsel', 'Fakturagrundlag', 'Tolddokument']) {
        expect(await page.getByRole('button', { name: title, exact: true }).count(), title).toBe(0);
      }
      const toolbar = page.getByRole('toolbar', { name: 'Handlinger' });
      for (const name of ['Gem', 'Udskriv slutseddel', 'Angiv som underskrevet', 'Annuller dokument', 'Bil leveret', 'Afslut sag', 'Kopier sag', 'Slet sag']) {
        expect(await toolbar.getByRole('button', { name, exact: true }).count(), name).toBe(0);
      }
    } finally {
      await context.close();
    }
  });
});
