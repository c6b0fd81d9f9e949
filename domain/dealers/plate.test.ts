import { describe, expect, it } from 'vitest';
import { DealerMessages } from './messages.ts';
import { plateError, registrationNumberSchema } from './plate.ts';

describe('a department plate', () => {
  it('is kept upper-cased and trimmed', () => {
    expect(registrationNumberSchema.parse(' ab12345 ')).toBe('AB12345');
  });

  it('must be given', () => {
    expect(plateError('')).toBe(DealerMessages.plateRequired);
    expect(plateError('   ')).toBe(DealerMessages.plateRequired);
  });

  it('is the same plate written with spaces or dashes, as plates are printed', () => {
    expect(registrationNumberSchema.parse('PR 01004')).toBe('PR01004');
    expect(registrationNumberSchema.parse('pr-01 004')).toBe('PR01004');
  });

  it('holds letters and digits only, at most 12', () => {
    expect(plateError('AB.12345')).toBe(DealerMessages.plateInvalid);
    expect(plateError('AB_12345')).toBe(DealerMessages.plateInvalid);
    expect(plateError('ÆØ12345')).toBe(DealerMessages.plateInvalid);
    expect(plateError('A'.repeat(13))).toBe(DealerMessages.plateInvalid);
    expect(plateError('A'.repeat(12))).toBeUndefined();
  });
});
