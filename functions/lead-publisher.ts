import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { isLeadEventType, leadEventDetail } from '../events/lead-events.ts';
import type { StoredEvent } from '../events/envelope.ts';
import { LEAD_EVENT_SOURCE, REPLAY_DETAIL_TYPE_PREFIX } from '../events/routing.ts';
import { EventBridgeLeadBus, type LeadBus, type LeadBusEntry } from './platform/lead-bus.ts';
import { eventOfRecord } from './platform/stream-records.ts';

/**
 * Forwards the lead events of the `Events` stream to the lead bus. In AWS an event-source filter passes only lead
 * types; the check here keeps the local poller (which has no filters) and any unfiltered mapping correct.
 */
export const leadPublisher = (bus: LeadBus) => {
  const processor = new BatchProcessor(EventType.DynamoDBStreams);
  const recordHandler = async (record: DynamoDBRecord): Promise<void> => {
    const event = eventOfRecord(record);
    const entry = event && leadBusEntry(event);
    if (entry) await bus.publish([entry]);
  };
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> =>
    processPartialResponse(event, recordHandler, processor, { processInParallel: false });
};

/**
 * The bus entry of a stored lead event (undefined for any other event). A replay re-publishes under
 * `Replay.<type>` so that live consumers can tell it apart; the detail, with its EventId, is the same.
 */
export const leadBusEntry = (event: StoredEvent, options: { replay?: boolean } = {}): LeadBusEntry | undefined => {
  if (!isLeadEventType(event.type)) return undefined;
  return {
    source: LEAD_EVENT_SOURCE,
    detailType: options.replay ? `${REPLAY_DETAIL_TYPE_PREFIX}${event.type}` : event.type,
    detail: JSON.stringify(leadEventDetail(event.type, event)),
    time: new Date(event.meta.occurredAt),
  };
};

let bus: LeadBus | undefined;
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  bus ??= new EventBridgeLeadBus();
  return leadPublisher(bus)(event);
};
