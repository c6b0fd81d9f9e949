import { describe, expect, it } from 'vitest';
import { forEachId, inPool } from './worker-pool.ts';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : 'ukendt fejl');

describe('inPool', () => {
  it('runs the task on every item, at most `limit` at once, and fails when a task fails', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inPool([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      done.push(item);
      running -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
    await expect(inPool([1, 2], 2, async (item) => (item === 2 ? Promise.reject(new Error('nej')) : undefined))).rejects.toThrow('nej');
  });
});

describe('forEachId', () => {
  it('acts once on each distinct id and reports those done and those failed with their message, in the order given', async () => {
    const acted: string[] = [];
    const outcome = await forEachId(
      ['5', '1', '4', '1', '3', '2'],
      async (id) => {
        acted.push(id);
        // Later ids finish first, so the order reported is not the order finished.
        await new Promise((resolve) => setTimeout(resolve, 10 - Number(id)));
        if (Number(id) % 2 === 0) throw new Error(`nej ${id}`);
      },
      { concurrency: 2, messageOf },
    );
    expect(acted.sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(outcome).toEqual({
      succeeded: ['5', '1', '3'],
      failed: [
        { Id: '4', Message: 'nej 4' },
        { Id: '2', Message: 'nej 2' },
      ],
    });
  });

  it('runs at most `concurrency` actions at once', async () => {
    let running = 0;
    let most = 0;
    await forEachId(
      Array.from({ length: 12 }, (_, index) => String(index)),
      async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 2));
        running -= 1;
      },
      { concurrency: 3, messageOf },
    );
    expect(most).toBe(3);
  });
});
