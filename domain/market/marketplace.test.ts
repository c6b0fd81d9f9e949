import { describe, expect, it } from 'vitest';
import { createdRange, latestCreatedFrom, MarketplaceMessages } from './marketplace.ts';

describe('the marketplace created-date rule', () => {
  it('takes yesterday at the latest as created-from, across a month end', () => {
    expect(latestCreatedFrom('2026-03-01')).toBe('2026-02-28');
    expect(createdRange('2026-03-01', '2026-02-28', undefined)).toEqual({ from: '2026-02-28', to: '2026-03-01' });
  });

  it('refuses today or a later day as created-from', () => {
    expect(createdRange('2026-03-01', '2026-03-01', undefined)).toEqual({ refused: MarketplaceMessages.createdFromTooLate, field: 'CreatedDateFrom' });
    expect(createdRange('2026-03-01', '2026-04-01', undefined)).toMatchObject({ field: 'CreatedDateFrom' });
  });

  it('lets created-to default to today and refuses one before created-from', () => {
    expect(createdRange('2026-03-01', undefined, undefined)).toEqual({ from: null, to: '2026-03-01' });
    expect(createdRange('2026-03-01', '2026-02-10', '2026-02-01')).toEqual({ refused: MarketplaceMessages.createdToBeforeFrom, field: 'CreatedDateTo' });
  });
});
