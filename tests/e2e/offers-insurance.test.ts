import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseReadyForOffers, isOfferSave } from './offer-journeys.ts';
import { screenshot } from './screen-checks.ts';

/**
 * A salesperson sells insurance with the car, in the real SPA and real Chromium against the sandbox insurer: the
 * partner picker lists the insurer beside the finance companies, the insurance offer is the active one by itself, and
 * when the insurer's back office marks the insurance sent, the offer and the case lock.
 */
const INSURER = 'Vejbo Forsikring';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let caseId: string;


beforeAll(async () => {
  ({ browser, context, page, caseId } = await caseReadyForOffers('forsikring'));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('an insurance offer on a case', () => {
  it('is picked beside the finance companies, is active by itself, and locks once the insurer has it sent', async () => {
    await page.goto(`/Cases/Case/${caseId}#/offers`);
    await page.getByRole('tab', { name: 'Tilføj tilbud' }).click();
    const picker = page.getByRole('dialog', { name: 'Vælg samarbejdspartner' });
    const insurance = picker.locator('section').filter({ has: page.getByRole('heading', { name: 'Forsikring' }) });
    await insurance.getByRole('button', { name: INSURER, exact: true }).waitFor();
    await picker.getByRole('button', { name: 'Fjord Finans', exact: true }).waitFor();
    await screenshot(page, 'offers-insurance-picker', { fullPage: false });

    await Promise.all([page.waitForResponse(isOfferSave), insurance.getByRole('button', { name: INSURER, exact: true }).click()]);
    await picker.waitFor({ state: 'hidden' });
    const frame = page.frameLocator(`iframe[title="${INSURER}"]`);
    await frame.getByText(/^Forbundet til DealerHub/).waitFor();
    await frame.getByText(/^Præmie [\d.,]+ kr\. pr\. måned$/).waitFor();
    const tab = page.getByRole('tab', { name: new RegExp(INSURER) });
    await expect.poll(() => tab.textContent()).toContain('Aktiv');

    // The insurer's back office sends the insurance (status 1); the plugin tells DealerHub, which saves and reloads.
    await frame.getByLabel('Status').selectOption({ label: 'Sendt' });
    await Promise.all([page.waitForResponse(isOfferSave), frame.getByRole('button', { name: 'Skift status' }).click()]);
    await page.getByText('Sagen er låst, da et tilbud er sendt til forsikringsselskabet. Bilen kan ikke fjernes.').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Slet tilbud' }).isDisabled()).toBe(true);
    await screenshot(page, 'offers-insurance-locked');
  });
});
