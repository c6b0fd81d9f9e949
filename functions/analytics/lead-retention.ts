import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { LEAD_RETENTION_DAYS } from '../../domain/dealers/retention.ts';
import { s3 as sharedS3 } from '../platform/aws.ts';
import { analyticsBucket, physicalName } from '../platform/tables.ts';

/**
 * The analytics copy of the lead events (NDJSON of EventBridge envelopes under `leads/`, written by Firehose in AWS and
 * by the local bus locally) keeps a department's leads no longer than the department's lead period (spec part 1 §9:
 * 14, 90 or 365 days), and nobody's longer than the longest period. A lead's age is its own time (`detail.OccurredAt`),
 * not its object's: a replay writes old leads into today's partition.
 */
export const LEADS_PREFIX = 'leads/';
export const LEAD_RETENTION_CAP_DAYS = Math.max(...LEAD_RETENTION_DAYS);

/** Objects read and rewritten side by side; the nightly run reads every object of the analytics copy once. */
const CONCURRENCY = 16;
const DAY_MS = 86_400_000;

/**
 * The lead period that applies to a department's leads in a run, in days, or undefined to leave its leads alone (a run
 * for some departments only). Capped at the longest period whatever it answers.
 */
export type LeadPeriodOf = (dealerId: string) => number | undefined;

export interface LeadRetentionReport {
  objectsRead: number;
  objectsRewritten: number;
  objectsDeleted: number;
  /** Leads taken out of the analytics copy (or, in a dry run, that would be), per department. */
  leadsForgotten: { DealerId: string; Leads: number }[];
}

interface LeadEnvelope {
  time?: string;
  detail?: { DealerId?: string; OccurredAt?: string };
}

/** Whether one NDJSON line is a lead past its department's period on `now`. A line it cannot read is kept. */
export const leadPastPeriod = (line: string, periodOf: LeadPeriodOf, now: Date): { expired: boolean; dealerId?: string } => {
  let envelope: LeadEnvelope;
  try {
    envelope = JSON.parse(line) as LeadEnvelope;
  } catch {
    return { expired: false };
  }
  const dealerId = envelope.detail?.DealerId;
  const occurredAt = Date.parse(envelope.detail?.OccurredAt ?? envelope.time ?? '');
  if (!dealerId || Number.isNaN(occurredAt)) return { expired: false };
  const period = periodOf(dealerId);
  if (period === undefined) return { expired: false };
  const days = Math.min(period, LEAD_RETENTION_CAP_DAYS);
  return { expired: now.getTime() - occurredAt > days * DAY_MS, dealerId };
};

/** One object's lines split into those kept and the departments of those past their period. */
export const expireLines = (body: string, periodOf: LeadPeriodOf, now: Date): { kept: string[]; forgotten: string[] } => {
  const kept: string[] = [];
  const forgotten: string[] = [];
  for (const line of body.split('\n')) {
    if (line.trim() === '') continue;
    const { expired, dealerId } = leadPastPeriod(line, periodOf, now);
    if (expired) forgotten.push(dealerId!);
    else kept.push(line);
  }
  return { kept, forgotten };
};

const objectKeys = async (client: S3Client, bucket: string): Promise<string[]> => {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: LEADS_PREFIX, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key?.endsWith('.ndjson')) keys.push(object.Key);
    token = page.NextContinuationToken;
  } while (token);
  return keys;
};

/**
 * Takes the leads past their department's period out of the analytics copy: an object that holds some is written
 * again under its own key without them (its date partition stays), one that holds only such leads is deleted. Run
 * again, it finds nothing more to do. A dry run counts and changes nothing.
 */
export const expireLeads = async (options: {
  now: Date;
  periodOf: LeadPeriodOf;
  dryRun: boolean;
  client?: S3Client;
  bucket?: string;
}): Promise<LeadRetentionReport> => {
  const client = options.client ?? sharedS3();
  const bucket = options.bucket ?? physicalName(analyticsBucket);
  const keys = await objectKeys(client, bucket);
  const report: LeadRetentionReport = { objectsRead: 0, objectsRewritten: 0, objectsDeleted: 0, leadsForgotten: [] };
  const perDealer = new Map<string, number>();

  const expireObject = async (key: string): Promise<void> => {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const body = (await object.Body?.transformToString()) ?? '';
    report.objectsRead += 1;
    const { kept, forgotten } = expireLines(body, options.periodOf, options.now);
    if (forgotten.length === 0) return;
    for (const dealerId of forgotten) perDealer.set(dealerId, (perDealer.get(dealerId) ?? 0) + 1);
    if (kept.length === 0) {
      report.objectsDeleted += 1;
      if (!options.dryRun) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      return;
    }
    report.objectsRewritten += 1;
    if (!options.dryRun) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: kept.map((line) => `${line}\n`).join(''), ContentType: object.ContentType ?? 'application/x-ndjson' }),
      );
    }
  };

  for (let start = 0; start < keys.length; start += CONCURRENCY) {
    await Promise.all(keys.slice(start, start + CONCURRENCY).map(expireObject));
  }
  report.leadsForgotten = [...perDealer].map(([DealerId, Leads]) => ({ DealerId, Leads })).sort((a, b) => a.DealerId.localeCompare(b.DealerId));
  return report;
};
