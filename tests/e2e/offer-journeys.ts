import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demoCustomer, projectionsCaughtUp, saveCase, sellableCase } from '../api/case-support.ts';
import { baseUrl, loggedIn } from '../support/api-client.ts';
import { launchBrowser, logIn, openPage } from './browser.ts';

/** The offers journeys' salesman (the demo department has the sandbox partners). */
export const OFFERS_SALESMAN = 'saelger@demo.dk';

/** The page's save of an offer, which a plugin's save request or a picked partner causes. */
export const isOfferSave = (response: { url(): string; request(): { method(): string } }): boolean =>
  new URL(response.url()).pathname === '/api/caseplugin/save' && response.request().method() === 'POST';

/**
 * A saved case with a demo customer and a sellable car (its title marked with `mark`), read models caught up, and the
 * salesman signed in to the SPA in a fresh browser.
 */
export const caseReadyForOffers = async (mark: string): Promise<{ browser: Browser; context: BrowserContext; page: Page; caseId: string }> => {
  await projectionsCaughtUp();
  const api = await loggedIn(OFFERS_SALESMAN);
  const customer = await demoCustomer(api);
  const { id: caseId } = await saveCase(api, sellableCase(customer.Id, mark));
  await fetch(`${baseUrl()}/__local/drain`);
  const browser = await launchBrowser();
  const { context, page } = await openPage(browser, baseUrl());
  await logIn(page, OFFERS_SALESMAN);
  return { browser, context, page, caseId };
};
