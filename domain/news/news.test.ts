import { describe, expect, it } from 'vitest';
import { withImageMoved } from './news.ts';

describe('moving a news picture', () => {
  it('puts the picture at its new place and keeps the others in their order', () => {
    expect(withImageMoved(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(withImageMoved(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('leaves the pictures as they are for a move outside them or onto the same place', () => {
    expect(withImageMoved(['a', 'b'], 0, 2)).toEqual(['a', 'b']);
    expect(withImageMoved(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
    expect(withImageMoved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
