import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { repoRoot } from '../../local/emulators.ts';

/** Where the end-to-end tests leave their screenshots (kept out of git): what the main screens look like today. */
export const SCREENSHOTS = path.join(repoRoot, '.build', 'e2e-screenshots');

/** Saves a full-page screenshot of what the user sees now as `<name>.png`. */
export const screenshot = async (page: Page, name: string): Promise<string> => {
  // What the screen settles on, not its loading state (a screen that keeps polling is taken as it is after a while).
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await mkdir(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
};

export interface OptionVisibility {
  /** The options' texts. */
  options: string[];
  /** The texts of options a user cannot see or click: outside the window, or covered (clipped by a card, say). */
  hidden: string[];
}

/**
 * Which of an open dropdown's options a user can see: an option counts when its box lies inside the window and the
 * point at its centre hits the option itself (or something in it). An option clipped by a card's overflow, or drawn
 * under another element, fails the second test even though it is in the DOM and "visible" to CSS. For dropdowns that
 * show all their options at once (no scrolling list of their own).
 */
export const optionVisibility = (listbox: Locator): Promise<OptionVisibility> =>
  listbox.evaluate((element) => {
    // Runs in the page; the tests are compiled without the DOM's types, so the little used of it is spelled out.
    interface Box { top: number; left: number; bottom: number; right: number; width: number; height: number }
    interface Option { getBoundingClientRect(): Box; contains(other: unknown): boolean; innerText: string }
    const page = globalThis as unknown as { innerWidth: number; innerHeight: number; document: { elementFromPoint(x: number, y: number): unknown } };
    const options = [...(element as unknown as { querySelectorAll(selector: string): Iterable<Option> }).querySelectorAll('[role="option"]')];
    const hidden = options.filter((option) => {
      const box = option.getBoundingClientRect();
      const inWindow = box.width > 0 && box.height > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= page.innerHeight && box.right <= page.innerWidth;
      if (!inWindow) return true;
      const hit = page.document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !(hit && (hit === option || option.contains(hit)));
    });
    const text = (option: Option) => option.innerText.replace(/\s+/g, ' ').trim();
    return { options: options.map(text), hidden: hidden.map(text) };
  });

/** Waits until the dropdown holds at least `atLeast` options (in the DOM: whether a user sees them is the next check). */
export const waitForOptions = (listbox: Locator, atLeast = 1): Promise<void> => listbox.getByRole('option').nth(atLeast - 1).waitFor({ state: 'attached' });

/** Waits for the dropdown to hold at least `atLeast` options, then expects every one of them to be in plain sight. */
export const expectOptionsVisible = async (listbox: Locator, atLeast = 1): Promise<OptionVisibility> => {
  await waitForOptions(listbox, atLeast);
  const visibility = await optionVisibility(listbox);
  expect(visibility.hidden, `${visibility.hidden.length} of ${visibility.options.length} options hidden`).toEqual([]);
  return visibility;
};
