import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../functions/pdf/pdf-tools.test-support.ts';
import { customerCarOf, demoCustomer, projectionsCaughtUp, saveCase, sellableCase } from '../api/case-support.ts';
import { baseUrl, loggedIn } from '../support/api-client.ts';
import { launchBrowser, openPage, logIn } from './browser.ts';

/**
 * The case documents in the real SPA, in real Chromium, against the local cloud: every document's modal opens with a
 * live preview that is rendered again when an option changes, and a print downloads the PDF under the document's name.
 */
const SALESMAN = 'saelger@demo.dk';

const DOCUMENTS = [
  { title: 'Tilbud', path: '/api/PrintOffer/PrintOffer' },
  { title: 'Slutseddel', path: '/api/PrintContract/PrintContract' },
  { title: 'Købsaftale', path: '/api/PrintPurchaseDocument/PrintPurchaseDocument' },
  { title: 'Lejekontrakt', path: '/api/PrintRental/PrintRental' },
  { title: 'Prøvekørsel', path: '/api/case/PrintTestDriveDoc' },
  { title: 'Fakturagrundlag', path: '/api/PrintInvoiceDocument/PrintInvoiceDocument' },
  { title: 'Tolddokument', path: '/api/PrintCustomsDocument/PrintCustomsDocument' },
  { title: 'Klargøring', path: '/api/PrintPreparationDocument/PrintPreparationDocument' },
] as const;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let caseId: string;

const isPreview = (path: string, logo: 'true' | 'false') => (response: Response) => {
  const url = new URL(response.url());
  return url.pathname === path && url.searchParams.get('RenderPdf') === 'false' && url.searchParams.get('ShowLogo') === logo;
};

const previewFrame = () => page.getByRole('dialog').locator('iframe[title="Forhåndsvisning"]');

beforeAll(async () => {
  await projectionsCaughtUp();
  const api = await loggedIn(SALESMAN);
  const customer = await demoCustomer(api);
  // The customer's own car as swap car makes the purchase agreement one of the case's documents; a discount gives the
  // offer a 'Rabat' line.
  const swapCarId = await customerCarOf(api, customer.Id);
  const sellable = sellableCase(customer.Id, 'dokumenter', { SwapCarId: swapCarId, HasSwapPriceAgreement: true, SwapPrice: 50_000 });
  const salesItem = { ...(sellable.SalesItem as Record<string, unknown>), DiscountWithoutVat: 4_000 };
  ({ id: caseId } = await saveCase(api, { ...sellable, SalesItem: salesItem }));

  browser = await launchBrowser();
  ({ context, page } = await openPage(browser, baseUrl()));
  await logIn(page, SALESMAN);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('document modals', () => {
  it.each(DOCUMENTS)('$title: opens with a preview that is rendered again when an option changes', async ({ title, path }) => {
    await page.goto(`/Cases/Case/${caseId}#/documents`);
    const [first] = await Promise.all([
      page.waitForResponse(isPreview(path, 'true')),
      page.getByRole('button', { name: title, exact: true }).click(),
    ]);
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    expect(first.status()).toBe(200);
    expect(first.headers()['content-type']).toContain('application/pdf');
    await expect.poll(() => previewFrame().getAttribute('src')).toMatch(/^blob:/);
    const before = await previewFrame().getAttribute('src');

    const [second] = await Promise.all([page.waitForResponse(isPreview(path, 'false')), dialog.getByLabel('Vis logo').click()]);

    expect(second.status()).toBe(200);
    expect(second.headers()['content-type']).toContain('application/pdf');
    await expect.poll(() => previewFrame().getAttribute('src')).not.toBe(before);
    await dialog.getByRole('button', { name: 'Luk', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('renders the offer preview with the chosen options: the discount line only with ShowDiscount', async () => {
    await page.goto(`/Cases/Case/${caseId}#/documents`);
    const [withDiscount] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/PrintOffer/PrintOffer'),
      page.getByRole('button', { name: 'Tilbud', exact: true }).click(),
    ]);
    const dialog = page.getByRole('dialog', { name: 'Tilbud' });
    // The first preview has arrived (a change while it renders would cancel it).
    await expect.poll(() => previewFrame().getAttribute('src')).toMatch(/^blob:/);
    const [withoutDiscount] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).searchParams.get('ShowDiscount') === 'false'),
      dialog.getByLabel('Vis rabat').click(),
    ]);
    // The PDFs of the two requests the SPA made, fetched again with the page's session.
    const pdfOf = async (response: Response) => pdfText(await (await context.request.get(response.url())).body());
    const textWith = await pdfOf(withDiscount);
    const textWithout = await pdfOf(withoutDiscount);
    expect(textWith).toContain('Rabat inkl. moms');
    expect(textWithout).not.toContain('Rabat inkl. moms');
    // Put the remembered offer options back for the other tests.
    await dialog.getByLabel('Vis rabat').click();
    await dialog.getByRole('button', { name: 'Luk', exact: true }).click();
  });

  it('prints the offer: the PDF downloads under the document name with its extension', async () => {
    await page.goto(`/Cases/Case/${caseId}#/documents`);
    await page.getByRole('button', { name: 'Tilbud', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Tilbud' });
    await expect.poll(() => previewFrame().getAttribute('src')).toMatch(/^blob:/);

    const [download, response] = await Promise.all([
      page.waitForEvent('download', (candidate) => candidate.suggestedFilename().startsWith('Tilbud')),
      page.waitForResponse((candidate) => new URL(candidate.url()).searchParams.get('RenderPdf') === 'true'),
      dialog.getByRole('button', { name: 'Udskriv' }).click(),
    ]);

    expect(response.status()).toBe(200);
    expect(new URL(response.url()).searchParams.get('UsePdfAttachment')).toBe('true');
    expect(download.suggestedFilename()).toMatch(/^Tilbud.*\.pdf$/);
    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain('Tilbud');
    await dialog.waitFor({ state: 'detached' });
  });

  it('prints the contract over a printed purchase agreement through the cancel-document flow', async () => {
    const printDocument = async (title: string) => {
      await page.getByRole('button', { name: title, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect.poll(() => previewFrame().getAttribute('src')).toMatch(/^blob:/);
      await dialog.getByRole('button', { name: 'Udskriv' }).click();
      return dialog;
    };
    await page.goto(`/Cases/Case/${caseId}#/documents`);
    const [agreement] = await Promise.all([
      page.waitForEvent('download', (candidate) => candidate.suggestedFilename().startsWith('Købsaftale')),
      printDocument('Købsaftale'),
    ]);
    expect(agreement.suggestedFilename()).toMatch(/\.pdf$/);
    await page.getByTestId('case-status').filter({ hasText: 'Købsaftale udskrevet' }).waitFor();

    await printDocument('Slutseddel');
    const confirmation = page.getByRole('dialog', { name: 'Annuller dokument' });
    await confirmation.getByText('Vil du annullere købsaftalen og udskrive slutseddel?').waitFor();
    const [contract] = await Promise.all([
      page.waitForEvent('download', (candidate) => candidate.suggestedFilename().startsWith('Slutseddel')),
      confirmation.getByRole('button', { name: 'OK' }).click(),
    ]);

    expect(contract.suggestedFilename()).toMatch(/\.pdf$/);
    await page.locator('.mantine-Notification-root').filter({ hasText: 'Handlen er annuleret.' }).waitFor();
    await page.getByTestId('case-status').filter({ hasText: 'Slutseddel udskrevet' }).waitFor();
  });
});
