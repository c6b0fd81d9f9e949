import { describe, expect, it } from 'vitest';
import { expireLines, LEAD_RETENTION_CAP_DAYS, leadPastPeriod } from './lead-retention.ts';

const NOW = new Date('2026-06-30T02:00:00.000Z');
const daysAgo = (days: number): string => new Date(NOW.getTime() - days * 86_400_000).toISOString();
/** A lead as the analytics copy holds it: an EventBridge envelope with the lead in `detail`. */
const lead = (dealerId: string, occurredAt: string, time = NOW.toISOString().replace(/\.\d{3}Z$/, 'Z')): string =>
  JSON.stringify({ version: '0', 'detail-type': 'CasePrinted', source: 'dealerhub.leads', time, detail: { CaseId: '7', DealerId: dealerId, CarId: null, OccurredAt: occurredAt } });

describe('a lead in the analytics copy', () => {
  const periods: Record<string, number> = { '101': 14, '102': 90, '103': 365 };
  const periodOf = (dealerId: string): number | undefined => periods[dealerId];

  it("is past its department's lead period only when more than that many days old", () => {
    expect(leadPastPeriod(lead('101', daysAgo(14.01)), periodOf, NOW)).toEqual({ expired: true, dealerId: '101' });
    expect(leadPastPeriod(lead('101', daysAgo(13.99)), periodOf, NOW)).toEqual({ expired: false, dealerId: '101' });
    expect(leadPastPeriod(lead('102', daysAgo(89)), periodOf, NOW).expired).toBe(false);
    expect(leadPastPeriod(lead('102', daysAgo(91)), periodOf, NOW).expired).toBe(true);
  });

  it('applies alike to every name and version of the contract: the earlier CasePrinted, ContractSigned v1 and v2, the print leads of today', () => {
    const of = (type: string, detail: Record<string, unknown>) =>
      JSON.stringify({ version: '0', 'detail-type': type, source: 'dealerhub.leads', time: NOW.toISOString(), detail: { CaseId: '7', DealerId: '101', CarId: null, OccurredAt: daysAgo(20), ...detail } });
    const lines = [
      of('CasePrinted', { SchemaVersion: 1, DocumentType: 'Offer' }),
      of('ContractSigned', { SchemaVersion: 1 }),
      of('ContractSigned', { SchemaVersion: 2, Document: 'PurchaseDocument' }),
      of('OfferPrinted', { SchemaVersion: 1 }),
      of('Replay.PurchaseDocumentPrinted', { SchemaVersion: 1, Document: 'Contract' }),
    ];
    expect(expireLines(lines.join('\n'), periodOf, NOW)).toEqual({ kept: [], forgotten: ['101', '101', '101', '101', '101'] });
  });

  it('counts its own time, not the delivery time of a replay that wrote it today', () => {
    expect(leadPastPeriod(lead('101', daysAgo(30), NOW.toISOString()), periodOf, NOW).expired).toBe(true);
  });

  it('is never kept past the longest period, whatever period its department answers', () => {
    expect(LEAD_RETENTION_CAP_DAYS).toBe(365);
    expect(leadPastPeriod(lead('103', daysAgo(364)), periodOf, NOW).expired).toBe(false);
    expect(leadPastPeriod(lead('103', daysAgo(366)), periodOf, NOW).expired).toBe(true);
    expect(leadPastPeriod(lead('104', daysAgo(366)), () => 10_000, NOW).expired).toBe(true);
  });

  it('is left alone when its department is not part of the run, or when it cannot be read', () => {
    expect(leadPastPeriod(lead('201', daysAgo(400)), periodOf, NOW).expired).toBe(false);
    expect(leadPastPeriod('{not json', periodOf, NOW).expired).toBe(false);
    expect(leadPastPeriod(JSON.stringify({ detail: { DealerId: '101' } }), periodOf, NOW).expired).toBe(false);
  });

  it("splits an object's lines into those kept and the departments of those forgotten", () => {
    const body = [lead('101', daysAgo(20)), lead('102', daysAgo(20)), lead('101', daysAgo(1)), lead('103', daysAgo(400)), ''].join('\n');
    const { kept, forgotten } = expireLines(body, periodOf, NOW);
    expect(forgotten).toEqual(['101', '103']);
    expect(kept.map((line) => (JSON.parse(line) as { detail: { DealerId: string } }).detail.DealerId)).toEqual(['102', '101']);
  });
});
