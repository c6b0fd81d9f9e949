import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD } from '../support/api-client.ts';
import { launchBrowser, openPage } from './browser.ts';

/**
 * The app by keyboard alone, in real Chromium: Tab reaches every control of the login form, the password's show
 * button included, and whatever has the focus (field, button, link) wears a ring a user sees: at least 2px, solid,
 * and at least 3:1 against what is around it (WCAG 2.4.7 and 1.4.11).
 */
const SALESMAN = 'saelger@demo.dk';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await openPage(browser, baseUrl()));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

interface Focused {
  /** The focused element's name as a user hears it (its label, aria-label or text). */
  name: string;
  tag: string;
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
  /** The colour the ring is drawn against: the first opaque background around the element. */
  around: string;
}

/** What has the focus now, and how its focus ring is drawn. */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    // Runs in the page; the tests are compiled without the DOM's types, so the little used of it is spelled out.
    interface Element {
      tagName: string;
      id: string;
      textContent: string | null;
      parentElement: Element | null;
      getAttribute(name: string): string | null;
    }
    const dom = globalThis as unknown as {
      document: { activeElement: Element | null; querySelector(selector: string): Element | null };
      getComputedStyle(element: Element): { outlineStyle: string; outlineWidth: string; outlineColor: string; backgroundColor: string };
    };
    const element = dom.document.activeElement;
    if (!element) throw new Error('Nothing has the focus');
    const label = element.id ? dom.document.querySelector(`label[for="${element.id}"]`)?.textContent : undefined;
    const name = (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '').trim();
    let around = 'rgb(255, 255, 255)';
    for (let node = element.parentElement; node; node = node.parentElement) {
      const background = dom.getComputedStyle(node).backgroundColor;
      if (background !== 'transparent' && !/rgba\(.*, 0\)$/.test(background)) {
        around = background;
        break;
      }
    }
    // A field drawn as a box around its input (the password's, with its show button) wears the ring on the box.
    let ringed = element;
    for (let node: Element | null = element, up = 0; node && up < 3; node = node.parentElement, up += 1) {
      if (dom.getComputedStyle(node).outlineStyle !== 'none') {
        ringed = node;
        break;
      }
    }
    const style = dom.getComputedStyle(ringed);
    return { name, tag: element.tagName.toLowerCase(), outlineStyle: style.outlineStyle, outlineWidth: parseFloat(style.outlineWidth), outlineColor: style.outlineColor, around };
  });

const channels = (color: string): number[] => {
  const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/.exec(color);
  if (!match) throw new Error(`Not an rgb colour: ${color}`);
  return match.slice(1, 4).map(Number);
};

/** WCAG's contrast ratio of two colours. */
const contrast = (one: string, other: string): number => {
  const luminance = (color: string) => {
    const [r, g, b] = channels(color).map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
};

/** Expects the focused element to be `name` and to show a ring of 2px or more at 3:1 or more. */
const expectFocusRing = async (name: RegExp): Promise<Focused> => {
  const now = await focused(page);
  expect(now.name, `focused ${now.tag}`).toMatch(name);
  expect(now.outlineStyle, `the focus ring of '${now.name}'`).toBe('solid');
  expect(now.outlineWidth, `the focus ring of '${now.name}'`).toBeGreaterThanOrEqual(2);
  expect(contrast(now.outlineColor, now.around), `the ring of '${now.name}' (${now.outlineColor} on ${now.around})`).toBeGreaterThanOrEqual(3);
  return now;
};

describe('the app by keyboard', () => {
  it("tabs through the login form, shows the password from its button, and rings what has the focus", async () => {
    await page.goto('/Account/Login?returnUrl=%2F');
    await page.getByRole('heading', { name: 'Log ind' }).waitFor();
    // The user name field has the focus from the start.
    await expectFocusRing(/^Brugernavn/);
    await page.keyboard.type(SALESMAN);

    await page.keyboard.press('Tab');
    await expectFocusRing(/^Adgangskode/);
    await page.keyboard.type(DEMO_PASSWORD);

    await page.keyboard.press('Tab');
    await expectFocusRing(/^Vis adgangskode$/);
    await page.keyboard.press('Space');
    const password = page.getByLabel(/^Adgangskode/);
    expect(await password.getAttribute('type')).toBe('text');
    await expectFocusRing(/^Skjul adgangskode$/);

    await page.keyboard.press('Tab');
    await expectFocusRing(/^Log ind$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /^Velkommen/ }).waitFor();
  });

  it('rings the links of the menu as Tab reaches them', async () => {
    const menu = page.getByRole('navigation', { name: 'Hovedmenu' });
    const firstLink = await menu.getByRole('link').first().textContent();
    for (let presses = 0; presses < 15; presses += 1) {
      await page.keyboard.press('Tab');
      if ((await focused(page)).tag === 'a') break;
    }
    const link = await expectFocusRing(/./);
    expect(link.tag).toBe('a');
    expect(link.name).toBe(firstLink?.trim());
  });
});
