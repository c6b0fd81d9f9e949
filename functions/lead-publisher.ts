import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { isLeadEventType, leadEventDetail } from '../events/lead-events.ts';
import { LEAD_EVENT_SOURCE } from '../events/routing.ts';
import { EventBridgeLeadBus, type LeadBus } from './platform/lead-bus.ts';
import { eventOfRecord } from './platform/stream-records.ts';

/**
 * Forwards the lead events of the `Events` stream to the lead bus. In AWS an event-source filter passes only lead
 * types; the check here keeps the local poller (which has no filters) and any unfiltered mapping correct.
 */
export const leadPublisher = (bus: LeadBus) => {
  const processor = new BatchProcessor(EventType.DynamoDBStreams);
  const recordHandler = async (record: DynamoDBRecord): Promise<void> => {
    const event = eventOfRecord(record);
    if (!event || !isLeadEventType(event.type)) return;
    await bus.publish([
      {
        source: LEAD_EVENT_SOURCE,
        detailType: event.type,
        detail: JSON.stringify(leadEventDetail(event.type, event)),
        time: new Date(event.meta.occurredAt),
      },
    ]);
  };
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> =>
    processPartialResponse(event, recordHandler, processor, { processInParallel: false });
};

let bus: LeadBus | undefined;
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  bus ??= new EventBridgeLeadBus();
  return leadPublisher(bus)(event);
};
