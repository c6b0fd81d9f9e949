import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../functions/pdf/pdf-tools.test-support.ts';
import { loggedIn } from '../support/api-client.ts';
import { caseReadyForOffers, isOfferSave, OFFERS_SALESMAN } from './offer-journeys.ts';
import { SCREENSHOTS, screenshot } from './screen-checks.ts';

/**
 * A salesperson sells finance with the car, in the real SPA, in real Chromium, against the local cloud and its sandbox
 * partners: a finance offer added through the partner picker, quoted by the partner's plugin in its frame and saved; a
 * second finance offer made the active one; the partner's back office takes the first into processing and the case
 * locks its car; the finance contract prints the active offer's figures as its plugin quoted them; and when the buyer
 * becomes a business customer, the offers go with the warning 'Bemærk! ...'.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;
let caseId: string;

const plugin = (name: string): FrameLocator => page.frameLocator(`iframe[title="${name}"]`);

beforeAll(async () => {
  ({ browser, context, page, caseId } = await caseReadyForOffers('tillægsydelser'));
  // Every window keeps the plugin protocol's messages it receives: the case page what the plugins send, each plugin's
  // frame what DealerHub sends it. Together they are the journey's message log.
  await context.addInitScript(() => {
    const log: { at: number; message: unknown }[] = [];
    const scope = globalThis as unknown as {
      protocolLog: typeof log;
      addEventListener: (type: 'message', listener: (event: { data: unknown }) => void) => void;
      performance: { timeOrigin: number; now: () => number };
    };
    scope.protocolLog = log;
    scope.addEventListener('message', (event) => {
      if (event.data && typeof event.data === 'object' && 'protocol' in event.data) log.push({ at: scope.performance.timeOrigin + scope.performance.now(), message: event.data });
    });
  });
});

type LoggedMessage = { at: number; message: { type: string; name?: string; status?: string; version?: string; reason?: string } };
/** The protocol's messages between the case page and one partner's plugin, in the order they were received. */
const protocolLog = async (partnerPath: string): Promise<{ direction: 'plugin → DealerHub' | 'DealerHub → plugin'; message: LoggedMessage['message'] }[]> => {
  const read = (frame: { evaluate: Page['evaluate'] }) => frame.evaluate(() => (globalThis as unknown as { protocolLog: LoggedMessage[] }).protocolLog);
  const pluginFrame = page.frames().find((frame) => frame.url().includes(partnerPath))!;
  const received = (await read(page)).map((entry) => ({ ...entry, direction: 'plugin → DealerHub' as const }));
  const sent = (await read(pluginFrame)).map((entry) => ({ ...entry, direction: 'DealerHub → plugin' as const }));
  return [...received, ...sent].sort((a, b) => a.at - b.at).map(({ direction, message }) => ({ direction, message }));
};

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/**
 * Adds a finance offer with the partner picked in the picker and its product in the finance chooser; its tab opens
 * with the partner's plugin connected.
 */
const addOffer = async (partner: string): Promise<void> => {
  await page.getByRole('tab', { name: 'Tilføj tilbud' }).click();
  const picker = page.getByRole('dialog', { name: 'Vælg samarbejdspartner' });
  await picker.getByRole('button', { name: partner, exact: true }).waitFor();
  await screenshot(page, 'offers-partner-picker', { fullPage: false });
  await picker.getByRole('button', { name: partner, exact: true }).click();
  // The finance chooser: the brand picked, its default product, and the partner's word that it may finance the car.
  const chooser = page.getByRole('dialog', { name: 'Vælg finansieringsprodukt' });
  await expect.poll(() => chooser.getByRole('combobox', { name: 'Finansieringsselskab' }).inputValue()).toBe(partner);
  await chooser.getByText('Produktet kan bruges til bilen.').waitFor();
  await screenshot(page, `offers-finance-chooser-${partner.split(' ')[0]!.toLowerCase()}`, { fullPage: false });
  await Promise.all([page.waitForResponse(isOfferSave), chooser.getByRole('button', { name: 'Tilføj tilbud' }).click()]);
  await chooser.waitFor({ state: 'hidden' });
  await plugin(partner).getByText(/^Forbundet til DealerHub/).waitFor();
};

/** Types a down payment in the partner's plugin; the plugin quotes and DealerHub saves its figures. */
const quote = async (partner: string, downPayment: string): Promise<string> => {
  await Promise.all([page.waitForResponse(isOfferSave), plugin(partner).getByLabel('Udbetaling (kr.)').fill(downPayment)]);
  const text = (await plugin(partner).locator('#quote').textContent()) ?? '';
  const monthly = /Ydelse ([\d.,]+) kr\. pr\. måned/.exec(text)?.[1];
  expect(monthly, text).toBeDefined();
  return monthly!;
};

describe('finance offers on a case', () => {
  it('quotes two finance offers, makes the second active, locks the case when the first is processed, and prints the contract', async () => {
    await page.goto(`/Cases/Case/${caseId}#/offers`);
    await page.getByRole('tab', { name: 'Tilføj tilbud' }).waitFor();

    await addOffer('Fjord Finans');
    const fjordTab = page.getByRole('tab', { name: /Fjord Finans/ });
    await expect.poll(() => fjordTab.textContent()).toContain('Aktiv');
    await quote('Fjord Finans', '40000');
    await screenshot(page, 'offers-first-quoted');

    // Saving the case asks the plugin to save first; the case is saved once it has answered.
    await page.getByRole('toolbar', { name: 'Handlinger' }).getByRole('button', { name: 'Gem', exact: true }).click();
    await page.locator('.mantine-Notification-root').filter({ hasText: 'Sagen er gemt' }).first().waitFor();
    const log = await protocolLog('/fjord-finans/');
    await mkdir(SCREENSHOTS, { recursive: true });
    await writeFile(path.join(SCREENSHOTS, 'offers-protocol-log.json'), JSON.stringify(log, null, 2));
    const steps = log.map(({ direction, message }) => `${direction} ${message.type} ${message.name ?? ''}${message.status ? ` ${message.status}` : ''}`.trim());
    expect(steps[0]).toBe('plugin → DealerHub request handshake');
    expect(steps[1]).toBe('DealerHub → plugin response handshake ok');
    expect(log.find(({ message }) => message.name === 'handshake' && message.type === 'response')?.message.version).toBe('2.7.0');
    for (const step of ['DealerHub → plugin event caseData', 'plugin → DealerHub event financeData', 'DealerHub → plugin request save', 'plugin → DealerHub response save ok']) {
      expect(steps, step).toContain(step);
    }
    expect(steps.indexOf('plugin → DealerHub response save ok')).toBeGreaterThan(steps.indexOf('DealerHub → plugin request save'));
    expect(log.filter(({ message }) => message.type === 'error'), JSON.stringify(log)).toEqual([]);

    await addOffer('Nordlys Bilfinans');
    const nordlysTab = page.getByRole('tab', { name: /Nordlys Bilfinans/ });
    expect(await nordlysTab.textContent()).not.toContain('Aktiv');
    const monthly = await quote('Nordlys Bilfinans', '50000');
    await Promise.all([page.waitForResponse(isOfferSave), page.getByRole('button', { name: 'Gør aktiv' }).click()]);
    await expect.poll(() => nordlysTab.textContent()).toContain('Aktiv');
    await expect.poll(() => fjordTab.textContent()).not.toContain('Aktiv');

    // The partner's back office takes the first application into processing; the plugin tells DealerHub, which saves
    // the offer and learns its status from the partner.
    await fjordTab.click();
    const back = plugin('Fjord Finans');
    await back.getByLabel('Status').selectOption({ label: 'Under behandling' });
    await back.getByText(/^Forbundet til DealerHub/).waitFor();
    // The partner's page keeps what was typed in it when it is shown again.
    expect(await back.getByLabel('Udbetaling (kr.)').inputValue()).toBe('40000');
    await Promise.all([page.waitForResponse(isOfferSave), back.getByRole('button', { name: 'Skift status' }).click()]);
    await page.getByText('Sagen er låst, da et tilbud er sendt til finansieringsselskabet. Bilen kan ikke fjernes.').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Slet tilbud' }).isDisabled()).toBe(true);
    await screenshot(page, 'offers-locked');

    await page.getByRole('tab', { name: 'Bil', exact: true }).click();
    await page.getByRole('button', { name: 'Fjern bil' }).click();
    await page.getByText('Kan ikke fjerne bilen da sagen er låst').waitFor();
    await screenshot(page, 'offers-remove-car-refused', { fullPage: false });

    await page.getByRole('tab', { name: 'Dokumenter', exact: true }).click();
    await page.getByRole('button', { name: 'Finanseringskontrakt', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Finanseringskontrakt' });
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('iframe[title="Forhåndsvisning"]').getAttribute('src')).toMatch(/^blob:/);
    await screenshot(page, 'offers-finance-contract', { fullPage: false });
    const [download] = await Promise.all([
      page.waitForEvent('download', (candidate) => candidate.suggestedFilename().startsWith('Finanseringskontrakt')),
      dialog.getByRole('button', { name: 'Udskriv' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Finanseringskontrakt-${caseId}.pdf`);
    const text = await pdfText(await readFile((await download.path())!));
    for (const expected of ['Finansieringsselskab Nordlys', 'Udbetaling 50.000,00 kr.', `Månedlig ydelse ${monthly} kr.`, 'Fast debitorrente 6,49 %', 'ÅOP']) {
      expect(text, expected).toContain(expected);
    }
  });

  it("takes every offer away when the buyer becomes a business customer, with the warning 'Bemærk!'", async () => {
    // One of the department's business customers, found by its name as the customer picker finds it.
    const api = await loggedIn(OFFERS_SALESMAN);
    const businesses = await api.get<{ List: { Id: string; Header: string }[] }>('/api/typeaheadcustomers/lookup?searchText=&isPrivate=false&count=1');
    const business = businesses.body.List[0]!;
    expect(business.Header.trim()).not.toBe('');

    await page.getByRole('tab', { name: 'Kunde', exact: true }).click();
    const buyer = page.getByTestId('customer-slot-buyer');
    await buyer.getByRole('button', { name: 'Fjern køber' }).click();
    await page.getByRole('dialog', { name: 'Fjern køber' }).getByRole('button', { name: 'OK' }).click();
    await buyer.getByRole('textbox', { name: 'Find kunde' }).fill(business.Header.trim());
    await page.getByRole('listbox', { name: 'Resultater: Find kunde' }).getByRole('option').first().click();
    await buyer.getByRole('button', { name: 'Fjern virksomhed' }).waitFor();

    const warning = 'Bemærk! Finansieringsforslag gælder ikke for erhvervskunder, derfor er alle tilbud fjernet.';
    await page.getByRole('toolbar', { name: 'Handlinger' }).getByRole('button', { name: 'Gem', exact: true }).click();
    await page.getByText(warning).waitFor();
    await screenshot(page, 'offers-business-customer-warning', { fullPage: false });

    await page.getByRole('tab', { name: 'Tillægsydelser', exact: true }).click();
    await page.getByRole('tab', { name: 'Tilføj tilbud' }).waitFor();
    await expect.poll(() => page.getByRole('tab', { name: /Fjord Finans|Nordlys Bilfinans/ }).count()).toBe(0);
    expect(await page.getByText('Sagen er låst, da et tilbud er sendt til finansieringsselskabet. Bilen kan ikke fjernes.').count()).toBe(0);
  });
});
