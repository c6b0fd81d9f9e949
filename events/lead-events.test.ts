import { describe, expect, it } from 'vitest';
import { leadEventDetail, leadEvents, printedDocumentOf } from './lead-events.ts';

const meta = { eventId: 'e-1', occurredAt: '2026-11-22T10:00:00.000Z', schemaVersion: 1 };

describe('lead events', () => {
  it('builds the bus detail from ids only', () => {
    const detail = leadEventDetail('CasePrinted', { data: { CaseId: '7', DealerId: '101', CarId: '3', DocumentType: 'Contract' }, meta });
    expect(detail).toEqual({ EventId: 'e-1', OccurredAt: meta.occurredAt, SchemaVersion: 1, CaseId: '7', DealerId: '101', CarId: '3', DocumentType: 'Contract' });
  });
  it('refuses any field beyond the contract, so personal data cannot slip into a lead event', () => {
    expect(() => leadEvents.ContractSigned.parse({ CaseId: '7', DealerId: '101', CarId: null, CustomerName: 'Jens Hansen' })).toThrow();
  });
  it('sends a stored ContractSigned of version 1 (the sales contract only) as version 2, naming the contract', () => {
    const detail = leadEventDetail('ContractSigned', { data: { CaseId: '7', DealerId: '101', CarId: null }, meta });
    expect(detail).toEqual({ EventId: 'e-1', OccurredAt: meta.occurredAt, SchemaVersion: 2, CaseId: '7', DealerId: '101', CarId: null, Document: 'Contract' });
  });
  it('sends a signed purchase agreement as ContractSigned version 2 naming the purchase agreement, lifted twice or not', () => {
    const data = { CaseId: '7', DealerId: '101', CarId: null, Document: 'PurchaseDocument' };
    expect(leadEventDetail('ContractSigned', { data, meta: { ...meta, schemaVersion: 2 } })).toMatchObject({ SchemaVersion: 2, Document: 'PurchaseDocument' });
    // The event store lifts stored data before the publisher sees it; lifting again changes nothing.
    expect(leadEventDetail('ContractSigned', { data, meta })).toMatchObject({ SchemaVersion: 2, Document: 'PurchaseDocument' });
  });
  it('sends a stored LeadLost of version 1 as version 2 with its reason unchanged: a deleted case stays a lost lead', () => {
    const detail = leadEventDetail('LeadLost', { data: { CaseId: '7', DealerId: '101', CarId: null, Reason: 'Deleted' }, meta });
    expect(detail).toEqual({ EventId: 'e-1', OccurredAt: meta.occurredAt, SchemaVersion: 2, CaseId: '7', DealerId: '101', CarId: null, Reason: 'Deleted' });
  });
  it('sends a case deleted by the retention period as LeadLost version 2 with the reason Retention', () => {
    const data = { CaseId: '7', DealerId: '101', CarId: '3', Reason: 'Retention' };
    expect(leadEventDetail('LeadLost', { data, meta: { ...meta, schemaVersion: 2 } })).toMatchObject({ SchemaVersion: 2, Reason: 'Retention' });
  });
  it('reads the document printed from the print leads of either name', () => {
    expect(printedDocumentOf('CasePrinted', { DocumentType: 'TestDrive' })).toBe('TestDrive');
    expect(printedDocumentOf('OfferPrinted', {})).toBe('Offer');
    expect(printedDocumentOf('TestDrivePrinted', {})).toBe('TestDrive');
    expect(printedDocumentOf('PurchaseDocumentPrinted', { Document: 'Contract' })).toBe('Contract');
    expect(printedDocumentOf('ContractSigned', { Document: 'Contract' })).toBeUndefined();
  });
});
