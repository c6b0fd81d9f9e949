import { vi } from 'vitest';

interface Navigating {
  state: { status: 'pending' | 'idle' };
}

const rendered = new Set<Navigating>();

/** Remembers an app's router, so that the test's end can wait for its navigation (see `finishNavigations`). */
export const rememberRenderedApp = (router: Navigating): void => {
  rendered.add(router);
};

/**
 * Waits until the apps the test rendered have finished the navigation under way: a test that ends on a new address
 * leaves the route's chunk and loader still coming, which would otherwise call the next test's server and render
 * into its document.
 */
export const finishNavigations = async (timeout = 20_000): Promise<void> => {
  const routers = [...rendered];
  rendered.clear();
  for (const router of routers) {
    await vi.waitUntil(() => router.state.status === 'idle', { timeout, interval: 10 }).catch(() => {
      throw new Error(`The app was still navigating ${timeout / 1000} s after the test ended`);
    });
  }
};
