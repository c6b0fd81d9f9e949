import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { repoRoot } from '../../local/emulators.ts';

/**
 * axe-core on every screen and dialog the end-to-end journeys show, without a journey having to ask for it.
 *
 * A page opened by `openPage` marks itself "to be checked" whenever its path or hash changes or a dialog opens (a script in
 * the page watches the DOM). Before Playwright's next action or wait on that page (a locator handler, which Playwright
 * runs in step with the test, never beside it), the screen is left to settle (requests answered, transitions done,
 * no loader) and axe checks the whole document, unless the run has checked the same document before (same markup,
 * same window): its findings are then repeated. What is still unchecked when a test ends is checked then.
 * `expectNoSeriousViolations`, run after each test (see `accessibility-hooks.ts`), fails the test on a critical or
 * serious violation found during it (or in the set-up before it), naming the screen, rule and elements.
 *
 * One action or wait at a time on a page: two side by side (`Promise.race([a.waitFor(), b.waitFor()])`) may both
 * start the check, and Playwright then leaves one of them waiting for ever. Wait for either with `a.or(b)`.
 */

/** Where each test file's findings are written (all impacts), to compare screens and runs. */
export const ACCESSIBILITY_REPORTS = path.join(repoRoot, '.build', 'e2e-accessibility');

const PENDING = 'data-axe-pending';
/** Impacts that fail a test; moderate and minor findings are reported, not asserted. */
const FAILING_IMPACTS = new Set(['critical', 'serious']);

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  /** Selectors of the elements concerned (the first few). */
  targets: string[];
  nodes: number;
  /** axe's explanation for the first element, e.g. the contrast ratio found. */
  summary: string;
}

export interface Scan {
  /** The path with ids replaced by `:id`, so screens group across records. */
  screen: string;
  url: string;
  /** The names of the dialogs open at the time (a modal is checked with the page under it). */
  dialogs: string[];
  findings: Finding[];
  /** True when the same document was checked earlier in the run, whose findings these are. */
  checkedBefore?: boolean;
}

interface Watch {
  scans: Scan[];
  /** Serious or critical findings not yet reported by a failed test. */
  unreported: Scan[];
  inflight: number;
  /** Called when the last request in flight is answered. */
  onIdle: (() => void)[];
  /** The check under way: axe runs one check at a time in a page. */
  running: Promise<unknown>;
}

const watches = new Map<Page, Watch>();

/**
 * axe's answers in this run by the document they were about (`fingerprintOf`): journeys come back to the same screen
 * (the login form above all), and the same document in the same window has the same findings.
 */
const answers = new Map<string, AxeResults>();

/** Every scan of the pages opened in this test file (for the report). */
export const scansOfThisFile = (): Scan[] => [...watches.values()].flatMap((watch) => watch.scans);

/** At a test file's end: its pages are not the next file's (the files share this module). */
export const forgetPagesOfThisFile = (): void => watches.clear();

/**
 * What the in-page functions below use of the DOM, spelled out: the tests are compiled without the DOM's types.
 */
interface DomElement {
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  hasAttribute(name: string): boolean;
  getAttribute(name: string): string | null;
  getClientRects(): { length: number };
  closest(selector: string): DomElement | null;
  textContent: string | null;
  parentElement: DomElement | null;
}
interface InPage {
  document: {
    documentElement: DomElement & object;
    readyState: string;
    addEventListener(type: string, listener: () => void, options: { once: boolean }): void;
    querySelectorAll(selector: string): Iterable<DomElement & object>;
    getElementById(id: string): DomElement | null;
    getAnimations(): { playState: string; effect: { getComputedTiming(): { iterations?: number } } | null }[];
  };
  location: { pathname: string; hash: string };
  getComputedStyle(element: DomElement): { opacity: string };
  MutationObserver: new (callback: () => void) => { observe(target: object, options: { childList: boolean; subtree: boolean }): void };
}

/** Runs in the page from its first script on: marks the document when its path or hash changes or a dialog appears. */
const markChanges = (attribute: string): void => {
  const { document, location, MutationObserver } = globalThis as unknown as InPage;
  let path: string | undefined;
  const seen = new WeakSet<object>();
  const mark = () => document.documentElement.setAttribute(attribute, '');
  const check = () => {
    // A case's tabs are told apart by the hash; filters and sorting (the search part) change no screen.
    if (location.pathname + location.hash !== path) {
      path = location.pathname + location.hash;
      mark();
    }
    for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
      if (seen.has(dialog)) continue;
      seen.add(dialog);
      mark();
    }
  };
  const start = () => {
    check();
    new MutationObserver(check).observe(document.documentElement, { childList: true, subtree: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
};

/**
 * The document as axe sees it, in a few characters: a hash of its markup (with its styles), and the window's size and
 * scroll position (the contrast check looks at what lies under each text where it is drawn). The ids React and
 * Mantine generate (a counter, a random string) are numbered in their order of appearance, which keeps every
 * reference between elements and drops only the accident of their spelling.
 */
const fingerprintOf = (): string => {
  const { document, innerWidth, innerHeight, scrollX, scrollY } = globalThis as unknown as Record<'innerWidth' | 'innerHeight' | 'scrollX' | 'scrollY', number> & {
    document: { documentElement: { outerHTML: string } };
  };
  const numbered = new Map<string, number>();
  const markup = document.documentElement.outerHTML.replace(/mantine-[0-9a-z]+|_r_[0-9a-z]+_/g, (id) => {
    if (!numbered.has(id)) numbered.set(id, numbered.size);
    return `#${numbered.get(id)}`;
  });
  // cyrb53: two 32-bit lanes, enough that two of a run's few hundred documents never share one by chance.
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < markup.length; index += 1) {
    const code = markup.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${innerWidth}x${innerHeight}@${scrollX},${scrollY} ${markup.length} ${(h2 >>> 0).toString(36)}${(h1 >>> 0).toString(36)}`;
};

const screenOf = (url: string): string => {
  const { pathname, hash } = new URL(url);
  return `${pathname.replace(/\/(?:[0-9a-f]{8}-[0-9a-f-]{27}|\d+)(?=\/|$)/gi, '/:id') || '/'}${hash}`;
};

/**
 * Waits (at most a few seconds, then checks what is there) until the screen shows what it is going to show: no
 * request of the app's in flight, no transition running (a dialog fading in has not its final colours yet), and no
 * loader spinning.
 */
const settle = async (page: Page, watch: Watch): Promise<void> => {
  const deadline = Date.now() + 5_000;
  if (watch.inflight > 0) {
    let bound: ReturnType<typeof setTimeout> | undefined;
    await new Promise<void>((resolve) => {
      watch.onIdle.push(resolve);
      bound = setTimeout(resolve, 5_000);
    });
    clearTimeout(bound);
  }
  await page
    .waitForFunction(
      () => {
        const { document } = globalThis as unknown as InPage;
        const running = document.getAnimations().some((animation) => {
          const timing = animation.effect?.getComputedTiming();
          return animation.playState === 'running' && timing?.iterations !== Infinity;
        });
        const loading = [...document.querySelectorAll('.mantine-Loader')].some((loader) => loader.getClientRects().length > 0 && !loader.closest('button'));
        // A dialog mounts see-through and fades in from the next frame on, before any transition is running.
        const { getComputedStyle } = globalThis as unknown as InPage;
        const seeThrough = (element: DomElement | null): boolean =>
          element !== null && (Number(getComputedStyle(element).opacity) < 1 || seeThrough(element.parentElement));
        const fading = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some(
          (dialog) => dialog.getClientRects().length > 0 && seeThrough(dialog),
        );
        return !running && !loading && !fading;
      },
      undefined,
      { timeout: Math.max(deadline - Date.now(), 500), polling: 100 },
    )
    .catch(() => undefined);
};

/** Waits (a few seconds at most) until a page opened by `openPage` shows what it is going to show (see `settle`). */
export const waitUntilSettled = async (page: Page): Promise<void> => {
  const watch = watches.get(page);
  if (!watch) throw new Error('waitUntilSettled: the page was not opened with openPage');
  await settle(page, watch);
};

const describeFindings = (scan: Scan): string =>
  [
    `${scan.screen}${scan.dialogs.length ? ` with dialog ${scan.dialogs.map((name) => `'${name}'`).join(', ')}` : ''} (${scan.url})`,
    ...scan.findings
      .filter((finding) => FAILING_IMPACTS.has(finding.impact))
      .map((finding) => `  ${finding.impact} ${finding.rule}: ${finding.help} (${finding.nodes}x: ${finding.targets.join(' | ')}) ${finding.summary}`),
  ].join('\n');

/** Checks the page as it is now with axe (every rule axe has: WCAG 2.x A/AA and its best practices). */
export const checkAccessibility = (page: Page): Promise<Scan> => {
  const watch = watches.get(page);
  if (!watch) throw new Error('checkAccessibility: the page was not opened with openPage');
  // A check left running by an action that timed out finishes before the next starts.
  const scan = watch.running.catch(() => undefined).then(() => check(page, watch));
  watch.running = scan;
  return scan;
};

const check = async (page: Page, watch: Watch): Promise<Scan> => {
  await settle(page, watch);
  // Cleared before the check, so that a dialog or path appearing during it is marked for the next one.
  await page.evaluate((attribute) => (globalThis as unknown as InPage).document.documentElement.removeAttribute(attribute), PENDING);
  const dialogs = await page
    .locator('[role="dialog"], [role="alertdialog"]')
    .evaluateAll((elements) =>
      (elements as unknown as DomElement[])
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => {
          const labelledBy = element.getAttribute('aria-labelledby');
          const label = labelledBy ? (globalThis as unknown as InPage).document.getElementById(labelledBy)?.textContent : element.getAttribute('aria-label');
          return (label ?? '').trim() || '(no name)';
        }),
    );
  let fingerprint = await page.evaluate(fingerprintOf);
  let results = answers.get(fingerprint);
  const checkedBefore = results !== undefined;
  if (!results) {
    results = await runAxe(page);
    // Mantine starts a dialog's fade a frame after it mounts, so a check can still meet a colour on its way in. A
    // violation found is looked at once more after the screen has stood still: a real one is still there then.
    if (results.violations.some((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))) {
      await page.waitForTimeout(400);
      await settle(page, watch);
      fingerprint = await page.evaluate(fingerprintOf);
      results = await runAxe(page);
    }
    answers.set(fingerprint, results);
  }
  const scan: Scan = {
    screen: screenOf(page.url()),
    url: page.url(),
    ...(checkedBefore ? { checkedBefore } : {}),
    dialogs,
    findings: results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.length,
      targets: violation.nodes.slice(0, 4).map((node) => node.target.join(' ')),
      summary: (violation.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
    })),
  };
  watch.scans.push(scan);
  if (scan.findings.some((finding) => FAILING_IMPACTS.has(finding.impact))) watch.unreported.push(scan);
  return scan;
};

/**
 * axe in the page's own document, brought in once per document (a check otherwise sends and compiles its half
 * megabyte of script again, into every frame). Frames are left out: the document preview's frame shows a PDF (the
 * browser's viewer, not the app), from which axe would wait a minute for an answer. Run in the page itself, never
 * from a blank page beside it, which a journey waiting for a new tab (a document) would take for its own.
 */
const runAxe = async (page: Page): Promise<AxeResults> => {
  const present = await page.evaluate(() => typeof (globalThis as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(`${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] });`);
  return page.evaluate(
    (options) => (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe.run((globalThis as unknown as InPage).document, options),
    { resultTypes: ['violations'], iframes: false } satisfies RunOptions,
  );
};

/** A full navigation in the middle of a check leaves nothing to check: the new document marks itself. */
const navigatedAway = (error: unknown): boolean =>
  /Execution context was destroyed|Target page, context or browser has been closed|navigation/i.test(String(error));

const checkIfMarked = async (page: Page): Promise<void> => {
  if (page.isClosed()) return;
  try {
    const marked = await page.evaluate((attribute) => (globalThis as unknown as InPage).document.documentElement.hasAttribute(attribute), PENDING);
    if (marked) await checkAccessibility(page);
  } catch (error) {
    if (!navigatedAway(error)) throw error;
  }
};

/** Has axe check every screen and dialog `page` shows (see the top of this file). */
export const watchAccessibility = async (page: Page): Promise<void> => {
  const watch: Watch = { scans: [], unreported: [], inflight: 0, onIdle: [], running: Promise.resolve() };
  watches.set(page, watch);
  // The app's own requests for data; a page load is awaited by Playwright, and a preview's PDF may never finish.
  const isApp = (request: { resourceType(): string }) => ['fetch', 'xhr'].includes(request.resourceType());
  page.on('request', (request) => {
    if (isApp(request)) watch.inflight += 1;
  });
  const idle = () => {
    watch.inflight = 0;
    for (const resolve of watch.onIdle.splice(0)) resolve();
  };
  const done = (request: { resourceType(): string }) => {
    if (!isApp(request)) return;
    if (watch.inflight <= 1) idle();
    else watch.inflight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('close', idle);
  await page.addInitScript(markChanges, PENDING);
  // noWaitAfter: the app may open another dialog during the check; that one is checked before the action after.
  await page.addLocatorHandler(
    page.locator(`html[${PENDING}]`),
    async () => {
      try {
        await checkAccessibility(page);
      } catch (error) {
        if (!navigatedAway(error)) throw error;
      }
    },
    { noWaitAfter: true },
  );
};

/**
 * Checks what the open pages show and have not been checked on yet, then fails with every critical or serious
 * violation found since the last call.
 */
export const expectNoSeriousViolations = async (): Promise<void> => {
  for (const page of watches.keys()) await checkIfMarked(page);
  const failed = [...watches.values()].flatMap((watch) => watch.unreported.splice(0));
  if (failed.length) throw new Error(`axe found critical or serious accessibility violations on ${failed.length} screen(s):\n${failed.map(describeFindings).join('\n')}`);
};

/** Writes this file's scans, every impact, to `.build/e2e-accessibility/<test file>.json`. */
export const writeAccessibilityReport = async (testFile: string): Promise<void> => {
  const scans = scansOfThisFile();
  if (!scans.length) return;
  await mkdir(ACCESSIBILITY_REPORTS, { recursive: true });
  await writeFile(path.join(ACCESSIBILITY_REPORTS, `${path.basename(testFile, '.test.ts')}.json`), `${JSON.stringify(scans, null, 2)}\n`);
};
