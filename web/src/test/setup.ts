import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installLabels } from './labels.ts';
import { finishNavigations } from './rendered-apps.ts';
import { startFresh } from './start-fresh.ts';

// findBy/waitFor wait up to 20 s (not 1 s): on a loaded machine a first render can take many seconds; a pass is no slower.
configure({ asyncUtilTimeout: 20_000 });

// Mantine's jsdom setup (mantine.dev/guides/vitest). `matches` is true only for the empty query, so components that
// hide things below a breakpoint (mantine-datatable's columns) show everything in tests.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};
// jsdom has no layout; the router's scroll restoration calls this.
window.scrollTo = (() => {}) as typeof window.scrollTo;

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: query.trim() === '',
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

installLabels(window);

class ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserver;

// The test files of a worker share one window and one set of modules: each test starts as the app does on a fresh
// load, and without what a failed test before it left (a failing hook skips the hooks after it, the cleanup below
// among them).
beforeEach(() => {
  cleanup();
  startFresh();
});

afterEach(async () => {
  vi.useRealTimers();
  await finishNavigations();
  cleanup();
  // Each test starts without cookies (the XSRF cookie is read from document.cookie).
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
