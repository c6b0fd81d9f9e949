import { describe, expect, it } from 'vitest';
import { finishNavigations, rememberRenderedApp } from './rendered-apps.ts';

/** A router whose navigation ends after `ms` (never, without). */
const navigating = (ms?: number) => {
  const router = { state: { status: 'pending' as 'pending' | 'idle' } };
  if (ms !== undefined) setTimeout(() => (router.state = { status: 'idle' }), ms);
  return router;
};

describe("a test's end", () => {
  it('waits for the navigation of every app the test rendered', async () => {
    const first = navigating(30);
    const second = navigating(60);
    rememberRenderedApp(first);
    rememberRenderedApp(second);
    await finishNavigations();
    expect([first.state.status, second.state.status]).toEqual(['idle', 'idle']);
  });

  it('fails when an app is still navigating after the time given, and forgets it for the next test', async () => {
    rememberRenderedApp(navigating());
    await expect(finishNavigations(100)).rejects.toThrow('The app was still navigating 0.1 s after the test ended');
    await expect(finishNavigations(100)).resolves.toBeUndefined();
  });
});
