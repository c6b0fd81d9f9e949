import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { repoRoot } from '../../local/emulators.ts';
import { waitUntilSettled } from './accessibility.ts';

/** Where the end-to-end tests leave their screenshots (kept out of git): what the main screens look like today. */
export const SCREENSHOTS = path.join(repoRoot, '.build', 'e2e-screenshots');

/**
 * Saves a screenshot of what the user sees now as `<name>.png`: the whole page, or only the window (`fullPage:
 * false`) for a dialog, whose backdrop covers the window and not the page below it.
 */
export const screenshot = async (page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<string> => {
  // What the screen settles on, not its loading state (a screen that keeps polling is taken as it is after a while),
  // with its pictures. Not the network's idle: a frame showing a PDF (the document preview) never reports it.
  await waitUntilSettled(page);
  await page
    .waitForFunction(() => [...(globalThis as unknown as { document: { images: Iterable<{ complete: boolean }> } }).document.images].every((image) => image.complete), undefined, {
      timeout: 5_000,
      polling: 100,
    })
    .catch(() => undefined);
  await mkdir(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
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
 * under another element, fails the second test even though it is in the DOM and "visible" to CSS. A dropdown whose
 * list scrolls within its own box (capped to the room beside its field) has each option scrolled into view in that
 * list first, as a user scrolls to it; nothing else (not the page, not a card) is scrolled.
 */
export const optionVisibility = (listbox: Locator): Promise<OptionVisibility> =>
  listbox.evaluate((element) => {
    // Runs in the page; the tests are compiled without the DOM's types, so the little used of it is spelled out.
    interface Box { top: number; left: number; bottom: number; right: number; width: number; height: number }
    interface Node {
      getBoundingClientRect(): Box;
      contains(other: unknown): boolean;
      innerText: string;
      parentElement: Node | null;
      scrollTop: number;
      scrollHeight: number;
      clientHeight: number;
      matches(selector: string): boolean;
    }
    const page = globalThis as unknown as {
      innerWidth: number;
      innerHeight: number;
      document: { elementFromPoint(x: number, y: number): unknown };
      getComputedStyle(node: Node): { overflowY: string };
    };
    const root = element as unknown as Node & { querySelectorAll(selector: string): Iterable<Node> };
    // The dropdown's own box: the floating element the listbox sits in (or the listbox itself).
    const isDropdown = (node: Node) => node.matches('.mantine-Popover-dropdown, [data-position]');
    const scrollers: Node[] = [];
    for (let node: Node | null = root; node; node = node.parentElement) {
      const scrolls = /(auto|scroll)/.test(page.getComputedStyle(node).overflowY) && node.scrollHeight > node.clientHeight;
      if (scrolls) scrollers.push(node);
      if (isDropdown(node)) break;
    }
    /** Scrolls the dropdown's own lists so that `option` lies inside each of them. */
    const reveal = (option: Node) => {
      for (const scroller of scrollers) {
        const box = option.getBoundingClientRect();
        const view = scroller.getBoundingClientRect();
        if (box.top < view.top) scroller.scrollTop -= view.top - box.top;
        else if (box.bottom > view.bottom) scroller.scrollTop += box.bottom - view.bottom;
      }
    };
    const options = [...root.querySelectorAll('[role="option"]')];
    const hidden = options.filter((option) => {
      reveal(option);
      const box = option.getBoundingClientRect();
      const inWindow = box.width > 0 && box.height > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= page.innerHeight && box.right <= page.innerWidth;
      if (!inWindow) return true;
      const hit = page.document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !(hit && (hit === option || option.contains(hit)));
    });
    for (const scroller of scrollers) scroller.scrollTop = 0;
    const text = (option: Node) => option.innerText.replace(/\s+/g, ' ').trim();
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

/** The box of what a locator shows, in page coordinates of the window. */
export const boxOf = async (locator: Locator): Promise<{ x: number; y: number; width: number; height: number; bottom: number }> => {
  const box = await locator.boundingBox();
  expect(box, `${String(locator)} is on screen`).not.toBeNull();
  return { ...box!, bottom: box!.y + box!.height };
};

/** Expects the open dropdown to hang under its field: the list starts at or below the field's bottom edge. */
export const expectOpensBelow = async (field: Locator, listbox: Locator): Promise<void> => {
  const input = await boxOf(field);
  const list = await boxOf(listbox);
  expect(list.y, `the list (top ${list.y}) opens under its field (bottom ${input.bottom})`).toBeGreaterThanOrEqual(input.bottom);
};
