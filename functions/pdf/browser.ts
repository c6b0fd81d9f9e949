import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, LaunchOptions } from 'puppeteer-core';
import { logger } from '../platform/logger.ts';
import { chromiumMin, puppeteer } from './renderer-modules.ts';

/**
 * One warm Chromium per process (per Lambda container), launched on first use and relaunched when it disconnected
 * or crashed. Every render opens its own page on it.
 *
 * In Lambda: `@sparticuz/chromium-min` (from the renderer's modules layer) inflates the binary pack from the
 * Chromium layer (`CHROMIUM_PACK_PATH`, default `/opt/chromium`, holding chromium.br, fonts.tar.br, swiftshader.tar.br
 * and al2023.tar.br) into /tmp once per container. Locally: the same Chromium build from the `@sparticuz/chromium`
 * package, imported only here so that the Lambda bundle does not need it.
 */

/** The machine (and the Lambda) has no internet: keep Chromium from trying to reach Google. */
const offlineArgs = ['--disable-background-networking', '--disable-component-update', '--no-first-run'];

const defaultPackPath = '/opt/chromium';

const isLambda = (): boolean => Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);

const launchOptions = async (): Promise<LaunchOptions> => {
  if (isLambda()) {
    const chromium = chromiumMin();
    // Documents need no WebGL; this also drops the WebGL flags from the arguments.
    chromium.setGraphicsMode = false;
    return {
      executablePath: await chromium.executablePath(process.env.CHROMIUM_PACK_PATH ?? defaultPackPath),
      args: [...chromium.args, ...offlineArgs],
      headless: 'shell',
    };
  }
  const { default: chromium } = await import('@sparticuz/chromium');
  chromium.setGraphicsMode = false;
  const executablePath = await chromium.executablePath();
  // The same fallback fonts as in Lambda (the pack's fonts.tar.br is inflated to <tmp>/fonts), not the machine's.
  const packFonts = join(tmpdir(), 'fonts');
  const env =
    !process.env.FONTCONFIG_PATH && existsSync(join(packFonts, 'fonts.conf'))
      ? { ...process.env, FONTCONFIG_PATH: packFonts }
      : process.env;
  return { executablePath, args: [...chromium.args, ...offlineArgs], headless: 'shell', env };
};

let current: { browser: Promise<Browser> } | undefined;

const launch = async (): Promise<Browser> => {
  const started = performance.now();
  const browser = await puppeteer.default.launch({ ...(await launchOptions()), protocolTimeout: 60_000 });
  logger.info('Chromium launched', { launchMs: Math.round(performance.now() - started) });
  return browser;
};

/** The warm browser, launching (or relaunching after a crash or disconnect) when needed. */
export const sharedBrowser = async (): Promise<Browser> => {
  const launched = current;
  if (launched) {
    const browser = await launched.browser.catch(() => undefined);
    if (browser?.connected) return browser;
    // Failed launch or a dead browser: the first caller to see it starts a new one, the others join that launch.
    if (current === launched) current = undefined;
    if (current) return sharedBrowser();
  }
  const entry = { browser: launch() };
  current = entry;
  entry.browser.then(
    (browser) =>
      browser.once('disconnected', () => {
        if (current !== entry) return; // closed on purpose, or already replaced
        current = undefined;
        logger.warn('Chromium disconnected; the next render relaunches it');
      }),
    () => {
      if (current === entry) current = undefined;
    },
  );
  return entry.browser;
};

/** Closes the warm browser (tests, local shutdown); the next render launches a new one. */
export const closeBrowser = async (): Promise<void> => {
  const launched = current;
  current = undefined;
  const browser = await launched?.browser.catch(() => undefined);
  await browser?.close().catch(() => undefined);
};
