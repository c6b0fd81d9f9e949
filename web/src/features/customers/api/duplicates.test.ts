import { describe, expect, it } from 'vitest';
import { isDuplicateId } from './duplicates.ts';

describe('the duplicate check’s answer', () => {
  it('is a duplicate only for an id above 0, as a number or a digit string', () => {
    for (const id of [7, '7', '00012']) expect(isDuplicateId(id), String(id)).toBe(true);
    for (const id of [0, '0', '000', -3, 1.5, '', 'abc', null, undefined, {}]) expect(isDuplicateId(id), String(id)).toBe(false);
  });
});
