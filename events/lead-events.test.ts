import { describe, expect, it } from 'vitest';
import { leadEventDetail, leadEvents } from './lead-events.ts';

const meta = { eventId: 'e-1', occurredAt: '2026-11-22T10:00:00.000Z', schemaVersion: 1 };

describe('lead events', () => {
  it('builds the bus detail from ids only', () => {
    const detail = leadEventDetail('CasePrinted', { data: { CaseId: '7', DealerId: '101', CarId: '3', DocumentType: 'Contract' }, meta });
    expect(detail).toEqual({ EventId: 'e-1', OccurredAt: meta.occurredAt, SchemaVersion: 1, CaseId: '7', DealerId: '101', CarId: '3', DocumentType: 'Contract' });
  });
  it('refuses any field beyond the contract, so personal data cannot slip into a lead event', () => {
    expect(() => leadEvents.ContractSigned.parse({ CaseId: '7', DealerId: '101', CarId: null, CustomerName: 'Jens Hansen' })).toThrow();
  });
});
