import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../events/envelope.ts';
import { leadBusEntry } from './lead-publisher.ts';

const stored = (type: string, data: unknown): StoredEvent => ({
  streamId: 'case#7',
  version: 3,
  type,
  data,
  meta: { eventId: 'e-9', occurredAt: '2026-11-22T10:00:00.000Z', dealerId: '101', userId: '5', correlationId: 'c', causationId: 'c', schemaVersion: 1 },
});

describe('lead bus entries', () => {
  it('publishes a lead event under its type, and a replay under Replay.<type> with the same detail', () => {
    const event = stored('ContractSigned', { CaseId: '7', DealerId: '101', CarId: '55', Document: 'Contract' });
    const live = leadBusEntry(event)!;
    const replay = leadBusEntry(event, { replay: true })!;
    expect(live).toMatchObject({ source: 'dealerhub.leads', detailType: 'ContractSigned' });
    expect(replay.detailType).toBe('Replay.ContractSigned');
    expect(JSON.parse(replay.detail)).toEqual(JSON.parse(live.detail));
    expect(JSON.parse(live.detail)).toMatchObject({ EventId: 'e-9', CaseId: '7' });
  });
  it('leaves every other event alone', () => {
    expect(leadBusEntry(stored('CaseSaved', { Changes: {} }))).toBeUndefined();
  });
  it('publishes the print leads under their own names, and a print lead stored under its earlier name as it was', () => {
    const detail = (type: string, data: unknown) => {
      const entry = leadBusEntry(stored(type, data))!;
      return { type: entry.detailType, ...(JSON.parse(entry.detail) as Record<string, unknown>) };
    };
    const base = { CaseId: '7', DealerId: '101', CarId: '55' };
    expect(detail('OfferPrinted', base)).toMatchObject({ type: 'OfferPrinted', SchemaVersion: 1 });
    expect(detail('PurchaseDocumentPrinted', { ...base, Document: 'Contract' })).toMatchObject({ type: 'PurchaseDocumentPrinted', Document: 'Contract' });
    expect(detail('CasePrinted', { ...base, DocumentType: 'Offer' })).toMatchObject({ type: 'CasePrinted', SchemaVersion: 1, DocumentType: 'Offer' });
  });
});
