import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../../events/envelope.ts';
import type { DealerRow } from '../../platform/auth/dealer-directory.ts';
import { dealerDirectory } from './dealer-directory.ts';

const event = (type: string, version: number, data: unknown): StoredEvent =>
  ({ streamId: 'dealer#101', version, type, data, meta: { dealerId: '101', userId: 'u', eventId: `e${version}`, occurredAt: '2026-01-01T00:00:00Z', correlationId: 'c', causationId: 'c', schemaVersion: 1 } }) as StoredEvent;

describe('the dealer directory', () => {
  it('keeps the feature toggles switched for the department on its row', () => {
    const created = dealerDirectory.evolve(undefined, event('DealerCreated', 1, { DealerId: '101', ConglomerateId: '1', Name: 'D', SelectedRoles: [] })) as DealerRow;
    expect(created.FeatureToggles).toBeUndefined();
    const on = dealerDirectory.evolve(created, event('DealerFeatureToggleSet', 2, { Name: 'PPAFeatureToggle', Enabled: true })) as DealerRow;
    expect(on.FeatureToggles).toEqual({ PPAFeatureToggle: true });
    const off = dealerDirectory.evolve(on, event('DealerFeatureToggleSet', 3, { Name: 'PPAFeatureToggle', Enabled: false })) as DealerRow;
    expect(off).toMatchObject({ FeatureToggles: { PPAFeatureToggle: false }, Name: 'D' });
  });

  it('keeps the default finance company the department chose on its row', () => {
    const created = dealerDirectory.evolve(undefined, event('DealerCreated', 1, { DealerId: '101', ConglomerateId: '1', Name: 'D', SelectedRoles: [] })) as DealerRow;
    expect(created.DefaultFinanceCompany).toBeUndefined();
    const chosen = dealerDirectory.evolve(created, event('DealerDefaultFinanceCompanySet', 2, { FinanceCompany: 1, BrandId: 11 })) as DealerRow;
    expect(chosen).toMatchObject({ DefaultFinanceCompany: { FinanceCompany: 1, BrandId: 11 }, Name: 'D' });
  });
});
