import { gzipSync } from 'node:zlib';
import type { Page, Request, Response } from 'playwright-core';
import { startLocalCloud } from '../local/cloud.ts';
import { buildWeb, webBuildNeeded } from '../local/web.ts';
import { launchBrowser } from '../tests/e2e/browser.ts';
import { DEMO_PASSWORD } from '../tests/support/api-client.ts';
import { kb, percentile } from './stats.ts';

/**
 * The first screen in real Chromium, against the production build served as CloudFront serves it and the demo data:
 * how long until the login form can be typed in (a first visit with an empty cache, and a returning visit with the
 * build cached), and how long from pressing 'Log ind' (on a login page done loading, as it is by the time a person has
 * typed) until the dashboard shows its data (every request the front page makes answered and the greeting shown).
 * Also what the login page loads before its form shows, and every script from the first visit to the dashboard.
 */
const USERNAME = 'saelger@demo.dk';

/** Milliseconds since the page's navigation started, in the page's own clock. */
const sinceNavigation = (page: Page): Promise<number> => page.evaluate(() => performance.now());

const formVisible = async (page: Page): Promise<number> => {
  await page.getByLabel(/^Brugernavn/).waitFor({ state: 'visible' });
  return sinceNavigation(page);
};

/** Waits until no request of the page has been open for `quietMs`; answers when the last one ended. */
const lastResponseEnd = async (page: Page, open: Set<Request>, ended: { at: number }, quietMs = 300): Promise<number> => {
  for (;;) {
    const before = ended.at;
    await page.waitForTimeout(quietMs);
    if (open.size === 0 && ended.at === before) return ended.at;
  }
};

export async function firstScreen(rounds: number, ports: { port: number; dynamoPort: number; s3Port: number }): Promise<string[]> {
  if (await webBuildNeeded()) await buildWeb();
  const cloud = await startLocalCloud({ ...ports, inMemory: true, fresh: true, seed: true, web: 'dist', quiet: true });
  await cloud.poller.drain(150_000);
  const browser = await launchBrowser();
  const firstVisit: number[] = [];
  const returning: number[] = [];
  const dashboard: number[] = [];
  let loginRequests = { count: 0, bytes: 0 };
  let dashboardScripts = { count: 0, gzipBytes: 0 };
  try {
    for (let round = 0; round < rounds; round += 1) {
      const context = await browser.newContext({ baseURL: cloud.baseUrl, locale: 'da-DK', viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const loaded: { url: string; bytes: number }[] = [];
      const counting = async (response: Response) => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        loaded.push({ url: response.url(), bytes: body.length });
      };
      page.on('response', counting);
      // Every script of the SPA the browser fetched from the first visit until the dashboard shows its data, each once,
      // gzipped as the CDN serves it: the first load's JavaScript as a user gets it.
      const scripts = new Map<string, Promise<number>>();
      const script = (response: Response) => {
        const { pathname } = new URL(response.url());
        if (/^\/assets\/[^/]+\.js$/.test(pathname) && !scripts.has(pathname)) scripts.set(pathname, response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
      };
      page.on('response', script);
      await page.goto('/');
      firstVisit.push(await formVisible(page));
      page.off('response', counting);
      if (round === 0) loginRequests = { count: loaded.length, bytes: loaded.reduce((sum, each) => sum + each.bytes, 0) };

      await page.reload();
      returning.push(await formVisible(page));
      // A person takes a second or more to type in the form: what the page fetches meanwhile is done before 'Log ind'.
      await page.waitForLoadState('networkidle');

      const open = new Set<Request>();
      const ended = { at: 0 };
      page.on('request', (request) => open.add(request));
      // The node's clock: signing in may navigate, which restarts the page's own clock.
      const settle = (request: Request) => {
        open.delete(request);
        ended.at = Math.max(ended.at, performance.now());
      };
      page.on('requestfinished', settle);
      page.on('requestfailed', settle);

      await page.getByLabel(/^Brugernavn/).fill(USERNAME);
      await page.getByLabel(/^Adgangskode/).fill(DEMO_PASSWORD);
      const pressed = performance.now();
      await page.getByRole('button', { name: 'Log ind', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: /^Velkommen/ }).waitFor({ state: 'visible' });
      const greeted = performance.now();
      const answered = await lastResponseEnd(page, open, ended);
      dashboard.push(Math.max(greeted, answered) - pressed);
      page.off('response', script);
      if (round === 0) dashboardScripts = { count: scripts.size, gzipBytes: (await Promise.all(scripts.values())).reduce((sum, bytes) => sum + bytes, 0) };
      await context.close();
    }
  } finally {
    await browser.close();
    await cloud.stop();
  }
  const line = (label: string, samples: number[], target: string) =>
    `${label.padEnd(44)} p50 ${percentile(samples, 50).toFixed(0).padStart(5)} ms  p90 ${percentile(samples, 90).toFixed(0).padStart(5)} ms  (target ${target})`;
  return [
    `The first screen in Chromium, production build, demo data (${rounds} rounds)`,
    line('login form visible, first visit', firstVisit, '< 500 ms'),
    line('login form visible, returning (cached)', returning, '< 500 ms'),
    line('dashboard with data after login', dashboard, '< 1000 ms'),
    `${'requests before the login form (first visit)'.padEnd(44)} ${String(loginRequests.count).padStart(5)}      ${kb(loginRequests.bytes)} over the wire`,
    `${'scripts, first visit through login to dashboard'.padEnd(44)} ${String(dashboardScripts.count).padStart(5)}      ${kb(dashboardScripts.gzipBytes)} gzipped (the login page's own included)`,
  ];
}
