import { describe, expect, it } from 'vitest';
import { ListSnapshots } from './list-engine.ts';

/** The copies' writer as the projector drives it: which partitions' copies it rewrote, in order, on a clock the test moves. */
const snapshotsOn = () => {
  let now = 1_000_000;
  const written: string[] = [];
  const reader = {
    writeSnapshot: (partition: string) => {
      written.push(partition);
      return Promise.resolve({ rows: 0, bytes: 0 });
    },
  };
  const snapshots = new ListSnapshots([{ prefix: 'case-list#', reader }], undefined, () => now);
  const rows = (partition: string, count: number) => Array.from({ length: count }, () => partition);
  return { snapshots, written, rows, tick: (ms: number) => (now += ms) };
};

describe('the compact copies the projector keeps', () => {
  it('rewrites a copy once the stream has caught up, at most once a second for a trickle of changes', async () => {
    const { snapshots, written, rows, tick } = snapshotsOn();
    await snapshots.written(rows('case-list#101', 1), true);
    expect(written).toEqual(['case-list#101']);
    tick(200);
    await snapshots.written(rows('case-list#101', 1), true);
    expect(written).toHaveLength(1);
    tick(1_000);
    await snapshots.written(rows('case-list#101', 1), true);
    expect(written).toEqual(['case-list#101', 'case-list#101']);
  });

  it("writes a burst's tail at once when the stream catches up, even within the second", async () => {
    const { snapshots, written, rows, tick } = snapshotsOn();
    // The burst: full batches (not caught up) until 2,000 changes make a copy due.
    await snapshots.written(rows('case-list#101', 2_000), false);
    expect(written).toHaveLength(1);
    tick(300);
    await snapshots.written(rows('case-list#101', 120), true);
    expect(written).toHaveLength(2);
  });

  it('leaves a busy stream alone until enough has changed or the copy is old, and the partitions of lists it does not keep always', async () => {
    const { snapshots, written, rows, tick } = snapshotsOn();
    // A container's first batch copies what it wrote: it knows of no copy yet.
    await snapshots.written(rows('case-list#101', 1), false);
    expect(written).toEqual(['case-list#101']);
    tick(1_000);
    await snapshots.written([...rows('case-list#101', 1_998), ...rows('own-car-list#101', 5_000)], false);
    expect(written).toHaveLength(1);
    tick(60_000);
    await snapshots.written(rows('case-list#102', 1), false);
    expect(written.sort()).toEqual(['case-list#101', 'case-list#101', 'case-list#102']);
  });
});
