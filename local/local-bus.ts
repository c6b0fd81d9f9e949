import { randomUUID } from 'node:crypto';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { busRules, matchesRule, type BusRule } from '../events/routing.ts';
import type { LeadBus, LeadBusEntry } from '../functions/platform/lead-bus.ts';
import { analyticsBucket, physicalName } from '../functions/platform/tables.ts';

/** An event as EventBridge hands it to its targets. */
export interface EventBridgeEnvelope {
  version: '0';
  id: string;
  'detail-type': string;
  source: string;
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: unknown;
}

const LOCAL_ACCOUNT = '000000000000';

/**
 * The lead bus of the local cloud: the rules of events/routing.ts route each entry, as EventBridge would, and the
 * `analytics` target writes what Firehose writes in AWS: NDJSON of EventBridge envelopes in the analytics bucket,
 * partitioned by delivery date (UTC) under `leads/yyyy=YYYY/mm=MM/dd=DD/<hour>-<uuid>.ndjson`.
 */
export class LocalBus implements LeadBus {
  constructor(
    private readonly s3: S3Client,
    private readonly analyticsBucketName: string = physicalName(analyticsBucket),
    private readonly rules: readonly BusRule[] = busRules,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async publish(entries: readonly LeadBusEntry[]): Promise<void> {
    const byTarget = new Map<BusRule['target'], EventBridgeEnvelope[]>();
    for (const entry of entries) {
      const envelope = toEnvelope(entry);
      for (const rule of this.rules) {
        if (!matchesRule(rule, entry)) continue;
        byTarget.set(rule.target, [...(byTarget.get(rule.target) ?? []), envelope]);
      }
    }
    for (const [target, envelopes] of byTarget) {
      if (target === 'analytics') await this.deliverToAnalytics(envelopes);
    }
  }

  private async deliverToAnalytics(envelopes: readonly EventBridgeEnvelope[]): Promise<void> {
    await this.s3.send(
      new PutObjectCommand({
        Bucket: this.analyticsBucketName,
        Key: analyticsObjectKey(this.now()),
        Body: envelopes.map((envelope) => `${JSON.stringify(envelope)}\n`).join(''),
        ContentType: 'application/x-ndjson',
      }),
    );
  }
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** `leads/yyyy=2026/mm=03/dd=07/14-<uuid>.ndjson` for a delivery at 14:xx UTC on 7 March 2026. */
export const analyticsObjectKey = (at: Date): string =>
  `leads/yyyy=${at.getUTCFullYear()}/mm=${pad(at.getUTCMonth() + 1)}/dd=${pad(at.getUTCDate())}/${pad(at.getUTCHours())}-${randomUUID()}.ndjson`;

export const toEnvelope = (entry: LeadBusEntry): EventBridgeEnvelope => ({
  version: '0',
  id: randomUUID(),
  'detail-type': entry.detailType,
  source: entry.source,
  account: LOCAL_ACCOUNT,
  // EventBridge writes times to the second.
  time: entry.time.toISOString().replace(/\.\d{3}Z$/, 'Z'),
  region: process.env.AWS_REGION ?? 'us-east-1',
  resources: [],
  detail: JSON.parse(entry.detail) as unknown,
});
