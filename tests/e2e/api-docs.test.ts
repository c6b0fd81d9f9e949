import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, baseUrl } from '../support/api-client.ts';
import { launchBrowser, openPage } from './browser.ts';

/**
 * The API's description for integrators (`/api-docs.html`), in real Chromium under the app's own security headers: it
 * renders every route from `GET /api/openapi.json` for a signed-in user, and asks a signed-out one to log in.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;
let base: string;
/** What the browser refused or failed on: a content security policy violation shows up here. */
const problems: string[] = [];

beforeAll(async () => {
  base = baseUrl();
  browser = await launchBrowser();
  ({ context, page } = await openPage(browser, base));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the API description page', () => {
  it('asks a signed-out visitor to log in', async () => {
    await page.goto('/api-docs.html');
    await expect.poll(() => page.getByText('Log ind i DealerHub for at se API-beskrivelsen.').isVisible()).toBe(true);
  });

  it("renders the routes, context by context, for a signed-in user, within the app's content security policy", async () => {
    const client = new ApiClient();
    expect((await client.login('admin@demo.dk')).status).toBe(200);
    await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: base })));
    problems.length = 0;
    await page.goto('/api-docs.html');
    // One section per context that has routes, as the description names them.
    const document = await client.get<{ tags: { name: string }[] }>('/api/openapi.json');
    expect(document.body.tags.length).toBeGreaterThanOrEqual(10);
    const tags = page.locator('.opblock-tag');
    await expect.poll(() => tags.count(), { timeout: 60_000 }).toBe(document.body.tags.length);
    await tags.filter({ hasText: 'Sager' }).first().click();
    await expect.poll(() => page.getByText('Sagen, som sagssiden viser den; versionen som ETag.').isVisible()).toBe(true);
    expect(await page.locator('.opblock').count()).toBeGreaterThan(20);
    expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
  });
});
