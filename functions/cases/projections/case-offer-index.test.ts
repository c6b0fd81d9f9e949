import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../../events/envelope.ts';
import { caseOfferIndex, type CaseOfferIndexRow } from './case-offer-index.ts';

let version = 0;
const event = (type: string, data: unknown): StoredEvent =>
  ({
    streamId: 'case#1042',
    version: (version += 1),
    type,
    data,
    meta: { eventId: `e${version}`, occurredAt: '2026-03-01T10:00:00.000Z', dealerId: '101', userId: '5', correlationId: 'c', causationId: 'c', schemaVersion: 1 },
  }) as StoredEvent;
const added = (offerId: string) => event('CaseOfferAdded', { OfferId: offerId, FinanceCompany: 1, ServiceType: 1, IsActive: true, Offer: {} });
const removed = (offerId: string) => event('CaseOfferRemoved', { OfferId: offerId, Reason: 'Deleted' });
const fold = (...events: StoredEvent[]): CaseOfferIndexRow | null | undefined =>
  events.reduce<CaseOfferIndexRow | null | undefined>((row, each) => caseOfferIndex.evolve(row ?? undefined, each), undefined);

describe("a department's offer index", () => {
  it('holds the case of each offer added to it', () => {
    expect(fold(added('7'), added('9'))).toEqual({ CaseId: '1042', OfferIds: ['7', '9'] });
  });

  it('lets an offer go when it is removed, and the case when its last offer goes', () => {
    expect(fold(added('7'), added('9'), removed('7'))).toEqual({ CaseId: '1042', OfferIds: ['9'] });
    expect(fold(added('7'), removed('7'))).toBeNull();
  });

  it('lets every offer of a deleted case go', () => {
    expect(fold(added('7'), event('CaseDeleted', {}))).toBeNull();
  });

  it('holds an offer once, whatever is delivered twice', () => {
    expect(fold(added('7'), added('7'))).toEqual({ CaseId: '1042', OfferIds: ['7'] });
  });
});
