import { setTimeout as sleep } from 'node:timers/promises';
import { PutEventsCommand, type EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { LEAD_BUS_NAME } from '../../events/routing.ts';
import { eventBridge } from './aws.ts';

/** One entry for the lead bus, in EventBridge's terms. */
export interface LeadBusEntry {
  source: string;
  detailType: string;
  /** JSON text of the detail. */
  detail: string;
  time: Date;
}

/** The port the lead publisher writes through: EventBridge in AWS and LocalStack, the local bus in the local cloud. */
export interface LeadBus {
  /** Publishes every entry or throws; partial failures are retried inside. */
  publish(entries: readonly LeadBusEntry[]): Promise<void>;
}

const MAX_ENTRIES_PER_CALL = 10;
const ATTEMPTS = 4;

export class EventBridgeLeadBus implements LeadBus {
  constructor(
    private readonly client: EventBridgeClient = eventBridge(),
    private readonly busName: string = process.env.LEAD_BUS_NAME ?? LEAD_BUS_NAME,
  ) {}

  async publish(entries: readonly LeadBusEntry[]): Promise<void> {
    for (let start = 0; start < entries.length; start += MAX_ENTRIES_PER_CALL) {
      await this.publishChunk(entries.slice(start, start + MAX_ENTRIES_PER_CALL));
    }
  }

  /** PutEvents can succeed as a call while failing entries: resend exactly the failed ones, with back-off. */
  private async publishChunk(chunk: readonly LeadBusEntry[]): Promise<void> {
    let pending = chunk;
    for (let attempt = 1; pending.length > 0; attempt += 1) {
      const response = await this.client.send(
        new PutEventsCommand({
          Entries: pending.map((entry) => ({
            EventBusName: this.busName,
            Source: entry.source,
            DetailType: entry.detailType,
            Detail: entry.detail,
            Time: entry.time,
          })),
        }),
      );
      if (!response.FailedEntryCount) return;
      const results = response.Entries ?? [];
      pending = pending.filter((_, index) => results[index]?.ErrorCode);
      if (attempt >= ATTEMPTS) {
        throw new Error(`PutEvents failed for ${pending.length} entries: ${results.find((r) => r.ErrorCode)?.ErrorCode ?? 'unknown'}`);
      }
      await sleep(50 * 2 ** attempt);
    }
  }
}
