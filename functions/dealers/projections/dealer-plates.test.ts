import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../../events/envelope.ts';
import { dealerPlates, dealerPlatesKey } from './dealer-plates.ts';

const event = (type: string, version: number, data: unknown, dealerId = '1'): StoredEvent =>
  ({ streamId: 'dealer#102', version, type, data, meta: { dealerId, userId: 'u', eventId: `e${version}`, occurredAt: '2026-01-01T00:00:00Z', correlationId: 'c', causationId: 'c', schemaVersion: 1 } }) as StoredEvent;

describe('the dealer plates read model', () => {
  it('is keyed by the dealer of the stream, whoever set the plates', () => {
    expect(dealerPlates.keyOf(event('DealerPlatesSet', 2, { Plates: [] }, '101'))).toEqual(dealerPlatesKey('102'));
  });

  it('holds the latest plates, upper-cased, and nothing before any were set', () => {
    expect(dealerPlates.handles(event('DealerCreated', 1, {}))).toBe(false);
    const row = dealerPlates.evolve(undefined, event('DealerPlatesSet', 2, { Plates: [{ Id: '1', RegistrationNumber: 'pr 12 345' }, { Id: '2', RegistrationNumber: 'Xy98765' }] }));
    expect(row).toEqual({ DealerId: '102', Plates: [{ Id: '1', RegistrationNumber: 'PR 12 345' }, { Id: '2', RegistrationNumber: 'XY98765' }] });
    const replaced = dealerPlates.evolve(row!, event('DealerPlatesSet', 3, { Plates: [] }));
    expect(replaced).toEqual({ DealerId: '102', Plates: [] });
    expect(dealerPlates.handles(event('DealerCaseTextsSet', 4, { Warranties: [], RightToComplain: [] }))).toBe(false);
  });
});
