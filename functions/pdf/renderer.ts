import type { Browser, HTTPRequest } from 'puppeteer-core';
import { logger } from '../platform/logger.ts';
import { sharedBrowser } from './browser.ts';
import { setDocumentInfo } from './pdf-info.ts';
import { puppeteer } from './renderer-modules.ts';

// The class of the puppeteer instance that launched the browser (see renderer-modules.ts), so `instanceof` holds.
const { TimeoutError } = puppeteer;

export interface RenderOptions {
  /** The PDF's Title (document information), whatever the HTML's `<title>` says. */
  title: string;
  /** The PDF's Author, e.g. the dealer's name. */
  author: string;
  landscape?: boolean;
  /** The page-number footer; off for a single sheet that hangs in the car (the price tag). Default on. */
  pageNumbers?: boolean;
}

// Header and footer are rendered apart from the document (no access to its fonts): a generic font, ASCII text.
const footerTemplate =
  '<div style="width:100%;margin:0 15mm;font-family:sans-serif;font-size:8pt;color:#555;text-align:right">' +
  'Side <span class="pageNumber"></span> af <span class="totalPages"></span></div>';

const pageMargin = { top: '15mm', right: '15mm', bottom: '18mm', left: '15mm' };

const renderTimeoutMs = 30_000;

/** Documents are self-contained: anything but inline data would be a template bug or an injection. */
const isInline = (url: string): boolean => url.startsWith('data:') || url.startsWith('about:');

const blockExternal = (request: HTTPRequest): void => {
  if (request.isInterceptResolutionHandled()) return;
  const url = request.url();
  if (isInline(url)) {
    void request.continue();
    return;
  }
  // Log where it pointed, not the whole URL (it could carry personal data).
  logger.warn('Blocked a request from a document', { scheme: url.split(':', 1)[0], host: URL.parse(url)?.host });
  void request.abort('blockedbyclient');
};

const renderOn = async (browser: Browser, html: string, options: RenderOptions): Promise<Uint8Array> => {
  const page = await browser.newPage();
  try {
    page.setDefaultTimeout(renderTimeoutMs);
    // Templates are static markup: no script of a document ever runs.
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', blockExternal);
    await page.setContent(html, { waitUntil: 'load' });
    const pdf = await page.pdf({
      format: 'A4',
      landscape: options.landscape ?? false,
      printBackground: true,
      margin: pageMargin,
      ...(options.pageNumbers === false ? {} : { displayHeaderFooter: true, headerTemplate: '<span></span>', footerTemplate }),
      tagged: true,
      timeout: renderTimeoutMs,
    });
    return setDocumentInfo(pdf, { title: options.title, author: options.author });
  } finally {
    // Bounded: closing a page of a hung browser must not eat the rest of the invocation.
    await Promise.race([page.close().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  }
};

/**
 * Prints self-contained HTML (see `documentShell`) to an A4 PDF with real, selectable text, page numbers in the
 * footer ('Side X af Y') and Title and Author in the document information. Concurrent renders each get a page of
 * the one warm browser. A render that fails because the browser died is tried once more on a new browser.
 */
export const renderPdf = async (html: string, options: RenderOptions): Promise<Uint8Array> => {
  const browser = await sharedBrowser();
  try {
    return await renderOn(browser, html, options);
  } catch (error) {
    if (browser.connected && error instanceof TimeoutError) {
      // A hung Chromium stays hung: kill it, so that the next render starts a fresh one.
      logger.error('Render timed out; killing Chromium', { error });
      browser.process()?.kill('SIGKILL');
    }
    if (browser.connected || error instanceof TimeoutError) throw error;
    logger.warn('Chromium died during a render; retrying once on a new browser', { error });
    return renderOn(await sharedBrowser(), html, options);
  }
};
