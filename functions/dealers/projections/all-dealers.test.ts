import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../../events/envelope.ts';
import { allDealers, allDealersKey } from './all-dealers.ts';

const event = (type: string, version: number, data: unknown): StoredEvent =>
  ({ streamId: 'dealer#201', version, type, data, meta: { dealerId: '201', userId: 'u', eventId: `e${version}`, occurredAt: '2026-01-01T00:00:00Z', correlationId: 'c', causationId: 'c', schemaVersion: 1 } }) as StoredEvent;

describe('the all-dealers read model', () => {
  it('holds one row per department in one partition, with its name and group', () => {
    const created = event('DealerCreated', 1, { DealerId: '201', ConglomerateId: '2', Name: 'Anden Bil ApS' });
    expect(allDealers.keyOf(created)).toEqual(allDealersKey('201'));
    expect(allDealersKey('201').pk).toBe(allDealersKey('101').pk);
    expect(allDealers.evolve(undefined, created)).toEqual({ DealerId: '201', ConglomerateId: '2', Name: 'Anden Bil ApS' });
    expect(allDealers.handles(event('DealerPlatesSet', 2, { Plates: [] }))).toBe(false);
  });
});
