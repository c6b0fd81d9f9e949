import { describe, expect, it } from 'vitest';
import { batchesOf } from './use-batch-delete.ts';

describe('batchesOf', () => {
  it('splits any selection into batches of at most 50, in order', () => {
    const ids = Array.from({ length: 101 }, (_, index) => String(index));
    expect(batchesOf(ids).map((batch) => batch.length)).toEqual([50, 50, 1]);
    expect(batchesOf(ids).flat()).toEqual(ids);
    expect(batchesOf([])).toEqual([]);
    expect(batchesOf(['1', '2', '3'], 2)).toEqual([['1', '2'], ['3']]);
  });
});
