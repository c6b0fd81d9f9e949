import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../../events/envelope.ts';
import { dealerCaseTexts, dealerCaseTextsKey } from './dealer-case-texts.ts';

const event = (type: string, version: number, data: unknown, dealerId = '1'): StoredEvent =>
  ({ streamId: 'dealer#102', version, type, data, meta: { dealerId, userId: 'u', eventId: `e${version}`, occurredAt: '2026-01-01T00:00:00Z', correlationId: 'c', causationId: 'c', schemaVersion: 1 } }) as StoredEvent;

const texts = { Warranties: [{ Id: '1', Text: 'Garanti' }], RightToComplain: [{ Id: '1', Text: 'Reklamation' }] };

describe('the dealer case texts read model', () => {
  it('is keyed by the dealer of the stream, whoever set the texts', () => {
    expect(dealerCaseTexts.keyOf(event('DealerCaseTextsSet', 2, texts, '101'))).toEqual(dealerCaseTextsKey('102'));
  });

  it('holds the latest lists and nothing before any were set', () => {
    expect(dealerCaseTexts.handles(event('DealerCreated', 1, {}))).toBe(false);
    const row = dealerCaseTexts.evolve(undefined, event('DealerCaseTextsSet', 2, texts));
    expect(row).toEqual({ DealerId: '102', ...texts });
    const replaced = dealerCaseTexts.evolve(row!, event('DealerCaseTextsSet', 3, { Warranties: [], RightToComplain: texts.RightToComplain }));
    expect(replaced).toEqual({ DealerId: '102', Warranties: [], RightToComplain: texts.RightToComplain });
    expect(dealerCaseTexts.handles(event('DealerRolesChanged', 4, { SelectedRoles: [] }))).toBe(false);
  });
});
