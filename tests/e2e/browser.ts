import sparticuzChromium from '@sparticuz/chromium';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../support/api-client.ts';
import { watchAccessibility } from './accessibility.ts';

/**
 * Real Chromium for the end-to-end tests: the build shipped in the `@sparticuz/chromium` package (the same one the
 * PDF renderer uses), driven by playwright-core. No browser download, no system browser.
 */

/** The machine has no internet: keep Chromium from trying to reach Google. */
const OFFLINE_ARGS = ['--disable-background-networking', '--disable-component-update', '--no-first-run'];

/**
 * The package's defaults are made for one page in a Lambda. In one process (`--single-process`, which needs
 * `--no-zygote`) two browser contexts can share one session, so a test with two users would not be testing two.
 */
const LAMBDA_ONLY_ARGS = new Set(['--single-process', '--no-zygote']);
/** No GPU process: the SPA needs no WebGL, and the browser starts with one thing fewer that can crash. */
export const browserArgs = (): string[] => [...sparticuzChromium.args.filter((arg) => !LAMBDA_ONLY_ARGS.has(arg)), ...OFFLINE_ARGS, '--disable-gpu'];

/**
 * `popupBlocking` keeps Chromium's pop-up blocker on, as in a user's browser (Playwright turns it off by default): a
 * tab the SPA opens without the user's click is then refused.
 */
export const launchBrowser = async (options: { popupBlocking?: boolean } = {}): Promise<Browser> => {
  // No WebGL needed for the SPA; this also drops the GPU flags.
  sparticuzChromium.setGraphicsMode = false;
  const executablePath = await sparticuzChromium.executablePath();
  // This build now and then dies at start-up (SIGSEGV before the first page) on a loaded machine while the PDF
  // renderer's own Chromium runs beside it; a later start succeeds. Only the launch is retried, never a test step.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await chromium.launch({
        executablePath,
        args: browserArgs(),
        headless: true,
        ...(options.popupBlocking ? { ignoreDefaultArgs: ['--disable-popup-blocking'] } : {}),
      });
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt));
    }
  }
};

/**
 * A fresh browser context (own cookies and storage) with Danish locale and time zone, and a page in it whose every
 * screen and dialog axe checks (`accessibility.ts`).
 */
export const openPage = async (browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({
    baseURL,
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    viewport: { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await watchAccessibility(page);
  return { context, page };
};

/** Signs `username` in with the demo password through the login form, and answers once the dashboard greets them. */
export const logIn = async (page: Page, username: string): Promise<void> => {
  await page.goto('/Account/Login?returnUrl=%2F');
  await page.getByLabel(/^Brugernavn/).fill(username);
  await page.getByLabel(/^Adgangskode/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
  await page.getByRole('heading', { name: /^Velkommen/ }).waitFor();
};
