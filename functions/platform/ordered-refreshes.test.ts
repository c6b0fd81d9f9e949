import { describe, expect, it, vi } from 'vitest';
import { OrderedRefreshes } from './ordered-refreshes.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('ordered refreshes', () => {
  it('answers a caller after a refresh that started after it arrived, and lets callers during one refresh share the next', async () => {
    const gates: ReturnType<typeof deferred>[] = [];
    const refreshes = new OrderedRefreshes<{ runs: number }>({
      max: 10,
      create: () => ({ runs: 0 }),
      refresh: async (_key, entry) => {
        const gate = deferred();
        gates.push(gate);
        await gate.promise;
        entry.runs += 1;
      },
    });
    const first = refreshes.current('a');
    const second = refreshes.current('a');
    const third = refreshes.current('a');
    expect(gates).toHaveLength(1);
    gates[0]!.resolve();
    expect((await first).runs).toBe(1);
    // The two who came during the first refresh wait for one more, started after the first ended.
    await vi.waitFor(() => expect(gates).toHaveLength(2));
    expect(gates).toHaveLength(2);
    gates[1]!.resolve();
    expect([(await second).runs, (await third).runs]).toEqual([2, 2]);
    expect(gates).toHaveLength(2);
  });

  it('drops the least recently used key beyond its bound', async () => {
    const refreshes = new OrderedRefreshes<{ runs: number }>({ max: 2, create: () => ({ runs: 0 }), refresh: async (_key, entry) => void (entry.runs += 1) });
    await refreshes.current('a');
    await refreshes.current('b');
    await refreshes.current('a'); // a is now the most recently used
    await refreshes.current('c'); // b goes
    expect((await refreshes.current('a')).runs).toBe(3);
    expect((await refreshes.current('b')).runs).toBe(1);
    refreshes.clear();
    expect((await refreshes.current('a')).runs).toBe(1);
  });
});
