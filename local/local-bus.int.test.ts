import { randomUUID } from 'node:crypto';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { leadEventDetail } from '../events/lead-events.ts';
import { LEAD_EVENT_SOURCE, REPLAY_DETAIL_TYPE_PREFIX } from '../events/routing.ts';
import { LocalBus } from './local-bus.ts';
import { localS3Client } from './resources.ts';
import { privateBucket } from './test-support.ts';

const s3 = localS3Client();
afterAll(() => s3.destroy());

const leadEvent = () => ({
  data: { CaseId: 'c-17', DealerId: '101', CarId: 'car-9', Reason: 'Cancelled' },
  meta: { eventId: randomUUID(), occurredAt: '2026-03-07T13:59:58.123Z', schemaVersion: 1 },
});

const objectsUnder = async (bucket: string, prefix: string) =>
  (await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? [];

describe('the local bus', () => {
  it('writes a lead event as one NDJSON line in EventBridge form into the date-partitioned analytics bucket', async () => {
    const bucket = await privateBucket();
    const deliveredAt = new Date('2026-03-07T14:00:02.000Z');
    const bus = new LocalBus(s3, bucket, undefined, () => deliveredAt);
    const event = leadEvent();
    await bus.publish([
      { source: LEAD_EVENT_SOURCE, detailType: 'LeadLost', detail: JSON.stringify(leadEventDetail('LeadLost', event)), time: new Date(event.meta.occurredAt) },
    ]);

    const objects = await objectsUnder(bucket, 'leads/');
    expect(objects).toHaveLength(1);
    expect(objects[0]!.Key).toMatch(/^leads\/yyyy=2026\/mm=03\/dd=07\/14-[0-9a-f-]{36}\.ndjson$/);
    const body = await (await s3.send(new GetObjectCommand({ Bucket: bucket, Key: objects[0]!.Key }))).Body!.transformToString();
    const lines = body.split('\n').filter((line) => line !== '');
    expect(lines).toHaveLength(1);
    const envelope = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(envelope).toMatchObject({
      version: '0',
      'detail-type': 'LeadLost',
      source: LEAD_EVENT_SOURCE,
      time: '2026-03-07T13:59:58Z',
      region: 'us-east-1',
      resources: [],
    });
    expect(envelope.detail).toEqual(leadEventDetail('LeadLost', event));
    expect(envelope.detail).toMatchObject({ EventId: event.meta.eventId, CaseId: 'c-17', Reason: 'Cancelled' });
  });

  it('routes replayed lead events too, and drops what no rule matches', async () => {
    const bucket = await privateBucket();
    const bus = new LocalBus(s3, bucket);
    const event = leadEvent();
    const detail = JSON.stringify(leadEventDetail('LeadLost', event));
    await bus.publish([
      { source: LEAD_EVENT_SOURCE, detailType: `${REPLAY_DETAIL_TYPE_PREFIX}LeadLost`, detail, time: new Date() },
      { source: 'somebody.else', detailType: 'LeadLost', detail, time: new Date() },
      { source: LEAD_EVENT_SOURCE, detailType: 'UserSignedIn', detail: '{}', time: new Date() },
    ]);
    const objects = await objectsUnder(bucket, 'leads/');
    expect(objects).toHaveLength(1);
    const body = await (await s3.send(new GetObjectCommand({ Bucket: bucket, Key: objects[0]!.Key }))).Body!.transformToString();
    expect(body.trim().split('\n').map((line) => (JSON.parse(line) as { 'detail-type': string })['detail-type'])).toEqual(['Replay.LeadLost']);
  });
});
