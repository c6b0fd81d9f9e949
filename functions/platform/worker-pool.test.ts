import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forEachId, inPool } from './worker-pool.ts';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : 'ukendt fejl');

// The tasks take simulated time on fake timers: they overlap and finish in a set order, with no waiting.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A task's work, taking `ms` of simulated time. */
const work = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the pool while the simulated time passes. */
const withTimePassing = async <T>(run: Promise<T>): Promise<T> => {
  await vi.runAllTimersAsync();
  return run;
};

describe('inPool', () => {
  it('runs the task on every item, at most `limit` at once, and fails when a task fails', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const run = inPool([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await work(2);
      done.push(item);
      running -= 1;
    });
    await withTimePassing(run);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
    await expect(inPool([1, 2], 2, async (item) => (item === 2 ? Promise.reject(new Error('nej')) : undefined))).rejects.toThrow('nej');
  });
});

describe('forEachId', () => {
  it('acts once on each distinct id and reports those done and those failed with their message, in the order given', async () => {
    const acted: string[] = [];
    const outcome = forEachId(
      ['5', '1', '4', '1', '3', '2'],
      async (id) => {
        acted.push(id);
        // Later ids finish first, so the order reported is not the order finished.
        await work(10 - Number(id));
        if (Number(id) % 2 === 0) throw new Error(`nej ${id}`);
      },
      { concurrency: 2, messageOf },
    );
    expect(await withTimePassing(outcome)).toEqual({
      succeeded: ['5', '1', '3'],
      failed: [
        { Id: '4', Message: 'nej 4' },
        { Id: '2', Message: 'nej 2' },
      ],
    });
    expect(acted.sort()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('runs at most `concurrency` actions at once', async () => {
    let running = 0;
    let most = 0;
    const run = forEachId(
      Array.from({ length: 12 }, (_, index) => String(index)),
      async () => {
        running += 1;
        most = Math.max(most, running);
        await work(2);
        running -= 1;
      },
      { concurrency: 3, messageOf },
    );
    await withTimePassing(run);
    expect(most).toBe(3);
  });
});
