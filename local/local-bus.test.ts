import { describe, expect, it } from 'vitest';
import { analyticsObjectKey, toEnvelope } from './local-bus.ts';

describe('the local bus', () => {
  it('partitions analytics objects by UTC delivery date and hour, as Firehose does', () => {
    expect(analyticsObjectKey(new Date('2026-03-07T04:59:00.000Z'))).toMatch(
      /^leads\/yyyy=2026\/mm=03\/dd=07\/04-[0-9a-f-]{36}\.ndjson$/,
    );
  });

  it('wraps an entry in the EventBridge envelope', () => {
    const envelope = toEnvelope({ source: 'dealerhub.leads', detailType: 'CasePrinted', detail: '{"CaseId":"1"}', time: new Date('2026-03-07T04:59:01.250Z') });
    expect(envelope).toMatchObject({
      version: '0',
      'detail-type': 'CasePrinted',
      source: 'dealerhub.leads',
      account: '000000000000',
      time: '2026-03-07T04:59:01Z',
      resources: [],
      detail: { CaseId: '1' },
    });
    expect(envelope.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
