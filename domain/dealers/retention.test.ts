import { describe, expect, it } from 'vitest';
import { gdprRetentionSchema, isPastRetention, isShorterPeriod, RetentionMessages } from './retention.ts';

describe('data retention', () => {
  it('accepts the spec’s periods only', () => {
    expect(gdprRetentionSchema.parse({ customerAndCasesRetentionDays: -1, leadsRetentionDays: 365 })).toEqual({ customerAndCasesRetentionDays: -1, leadsRetentionDays: 365 });
    expect(gdprRetentionSchema.safeParse({ customerAndCasesRetentionDays: 200, leadsRetentionDays: 365 }).error?.issues[0]?.message).toBe(RetentionMessages.customerDaysInvalid);
    expect(gdprRetentionSchema.safeParse({ customerAndCasesRetentionDays: 180, leadsRetentionDays: 30 }).error?.issues[0]?.message).toBe(RetentionMessages.leadDaysInvalid);
  });

  it('forgets only past the period, never with the indefinite one', () => {
    const now = new Date('2026-07-01T00:00:00Z');
    expect(isPastRetention('2025-12-31T23:59:59Z', 180, now)).toBe(true);
    expect(isPastRetention('2026-01-03T00:00:00Z', 180, now)).toBe(false);
    expect(isPastRetention('2000-01-01T00:00:00Z', -1, now)).toBe(false);
  });

  it('tells a shorter period: a limit where there was none, or fewer days; not a longer one or none', () => {
    expect(isShorterPeriod(-1, 180)).toBe(true);
    expect(isShorterPeriod(1825, 365)).toBe(true);
    expect(isShorterPeriod(365, 1825)).toBe(false);
    expect(isShorterPeriod(180, -1)).toBe(false);
    expect(isShorterPeriod(365, 365)).toBe(false);
  });
});
