import { randomUUID } from 'node:crypto';
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeEach, describe, expect, it } from 'vitest';
import { s3 } from '../platform/aws.ts';
import { expireLeads } from './lead-retention.ts';

/** The lead periods applied to an analytics copy in the S3 emulator: objects rewritten, emptied ones deleted. */
const NOW = new Date('2026-06-30T02:00:00.000Z');
const daysAgo = (days: number): string => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const lead = (caseId: string, dealerId: string, occurredAt: string): string =>
  JSON.stringify({ version: '0', 'detail-type': 'CasePrinted', source: 'dealerhub.leads', time: occurredAt, detail: { CaseId: caseId, DealerId: dealerId, CarId: null, OccurredAt: occurredAt } });

let bucket: string;
const put = (key: string, lines: string[]) =>
  s3().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: lines.map((line) => `${line}\n`).join(''), ContentType: 'application/x-ndjson' }));
/** Every object's case ids, by key. */
const contents = async (): Promise<Record<string, string[]>> => {
  const listed = (await s3().send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? [];
  const result: Record<string, string[]> = {};
  for (const { Key } of listed) {
    const body = await (await s3().send(new GetObjectCommand({ Bucket: bucket, Key: Key! }))).Body!.transformToString();
    result[Key!] = body.split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { detail: { CaseId: string } }).detail.CaseId);
  }
  return result;
};

beforeEach(async () => {
  bucket = `analytics-leads-${randomUUID().slice(0, 8)}`;
  await s3().send(new CreateBucketCommand({ Bucket: bucket }));
  await put('leads/yyyy=2026/mm=06/dd=10/08-a.ndjson', [lead('1', '101', daysAgo(20)), lead('2', '102', daysAgo(20)), lead('3', '101', daysAgo(20))]);
  await put('leads/yyyy=2026/mm=06/dd=10/09-b.ndjson', [lead('4', '101', daysAgo(20))]);
  await put('leads/yyyy=2026/mm=06/dd=29/10-c.ndjson', [lead('5', '101', daysAgo(1)), lead('6', '103', daysAgo(400))]);
  await put('other/keep.ndjson', [lead('7', '101', daysAgo(400))]);
});

describe("the departments' lead periods on the analytics copy", () => {
  const periods: Record<string, number> = { '101': 14, '102': 90 };

  it('takes out the leads past their period, keeps the rest in their objects, deletes emptied objects, and is idempotent', async () => {
    const report = await expireLeads({ now: NOW, dryRun: false, client: s3(), bucket, periodOf: (dealerId) => periods[dealerId] ?? 365 });
    expect(report).toEqual({
      objectsRead: 3,
      objectsRewritten: 2,
      objectsDeleted: 1,
      leadsForgotten: [
        { DealerId: '101', Leads: 3 },
        { DealerId: '103', Leads: 1 },
      ],
    });
    expect(await contents()).toEqual({
      'leads/yyyy=2026/mm=06/dd=10/08-a.ndjson': ['2'],
      'leads/yyyy=2026/mm=06/dd=29/10-c.ndjson': ['5'],
      // Only the lead events' prefix is the analytics copy of leads.
      'other/keep.ndjson': ['7'],
    });
    const again = await expireLeads({ now: NOW, dryRun: false, client: s3(), bucket, periodOf: (dealerId) => periods[dealerId] ?? 365 });
    expect(again).toMatchObject({ objectsRewritten: 0, objectsDeleted: 0, leadsForgotten: [] });
  });

  it('a dry run counts the same and changes nothing; a run for some departments touches only theirs', async () => {
    const before = await contents();
    const dry = await expireLeads({ now: NOW, dryRun: true, client: s3(), bucket, periodOf: (dealerId) => periods[dealerId] ?? 365 });
    expect(dry.leadsForgotten).toEqual([
      { DealerId: '101', Leads: 3 },
      { DealerId: '103', Leads: 1 },
    ]);
    expect(await contents()).toEqual(before);

    const onlyAalborg = await expireLeads({ now: NOW, dryRun: false, client: s3(), bucket, periodOf: (dealerId) => (dealerId === '102' ? 14 : undefined) });
    expect(onlyAalborg.leadsForgotten).toEqual([{ DealerId: '102', Leads: 1 }]);
    expect((await contents())['leads/yyyy=2026/mm=06/dd=10/08-a.ndjson']).toEqual(['1', '3']);
  });
});
