import { describe, expect, it } from 'vitest';
import { casesByCustomer, expiredCasesWithoutCustomer, gdprRetentionSchema, isCustomerPastRetention, isPastRetention, isShorterPeriod, RetentionMessages, type CaseActivity } from './retention.ts';

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

  it('keeps a customer whose case changed within the period, and forgets one whose cases are past it too', () => {
    const now = new Date('2026-07-01T00:00:00Z');
    const old = '2025-12-01T00:00:00Z';
    const recent = '2026-06-01T00:00:00Z';
    expect(isCustomerPastRetention(old, recent, 180, now)).toBe(false);
    expect(isCustomerPastRetention(recent, old, 180, now)).toBe(false);
    expect(isCustomerPastRetention(old, old, 180, now)).toBe(true);
    expect(isCustomerPastRetention(old, undefined, 180, now)).toBe(true);
    expect(isCustomerPastRetention(old, old, -1, now)).toBe(false);
  });

  it("groups a case under its buyer and its co-buyer, with the latest change of each customer's cases", () => {
    const cases: CaseActivity[] = [
      { Id: '1', DealerId: '101', CustomerIds: ['7', '8'], LastChanged: '2026-01-01T00:00:00Z' },
      { Id: '2', DealerId: '102', CustomerIds: ['7'], LastChanged: '2026-03-01T00:00:00Z' },
    ];
    expect(casesByCustomer(cases)).toEqual(
      new Map([
        ['7', { Ids: ['1', '2'], LastChanged: '2026-03-01T00:00:00Z' }],
        ['8', { Ids: ['1'], LastChanged: '2026-01-01T00:00:00Z' }],
      ]),
    );
  });

  it("deletes a department's case that no customer keeps once it is past the period itself", () => {
    const now = new Date('2026-07-01T00:00:00Z');
    const old = '2025-12-01T00:00:00Z';
    const recent = '2026-06-01T00:00:00Z';
    const cases: CaseActivity[] = [
      { Id: 'none-old', DealerId: '101', CustomerIds: [], LastChanged: old },
      { Id: 'none-recent', DealerId: '101', CustomerIds: [], LastChanged: recent },
      { Id: 'deleted-customer', DealerId: '101', CustomerIds: ['9'], LastChanged: old },
      { Id: 'live-customer', DealerId: '101', CustomerIds: ['7'], LastChanged: old },
      { Id: 'co-buyer-live', DealerId: '101', CustomerIds: ['9', '7'], LastChanged: old },
      { Id: 'other-department', DealerId: '102', CustomerIds: [], LastChanged: old },
    ];
    const live = (id: string) => id === '7';
    expect(expiredCasesWithoutCustomer(cases, '101', live, 180, now).map(({ Id }) => Id)).toEqual(['none-old', 'deleted-customer']);
    expect(expiredCasesWithoutCustomer(cases, '101', live, -1, now)).toEqual([]);
  });

  it('tells a shorter period: a limit where there was none, or fewer days; not a longer one or none', () => {
    expect(isShorterPeriod(-1, 180)).toBe(true);
    expect(isShorterPeriod(1825, 365)).toBe(true);
    expect(isShorterPeriod(365, 1825)).toBe(false);
    expect(isShorterPeriod(180, -1)).toBe(false);
    expect(isShorterPeriod(365, 365)).toBe(false);
  });
});
