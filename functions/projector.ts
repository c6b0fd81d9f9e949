import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { DynamoDBRecord, DynamoDBStreamEvent, DynamoDBBatchResponse } from 'aws-lambda';
import { logger } from './platform/logger.ts';
import { ProjectionRunner } from './platform/projection.ts';
import { eventOfRecord } from './platform/stream-records.ts';
import { projections } from './projections.ts';

/**
 * The projector: the `Events` stream's one reader for read models (DynamoDB Streams allow two readers per shard;
 * the lead publisher is the other). Records are processed in order; a failed record is reported so that Lambda
 * retries from it (ReportBatchItemFailures) and, after its retries, parks it in the dead-letter queue.
 */
export const projector = (runner: ProjectionRunner) => {
  const processor = new BatchProcessor(EventType.DynamoDBStreams);
  const recordHandler = async (record: DynamoDBRecord): Promise<void> => {
    const event = eventOfRecord(record);
    if (!event) return;
    try {
      await runner.apply(event);
    } catch (error) {
      logger.error('Projection failed', { streamId: event.streamId, version: event.version, type: event.type, error });
      throw error;
    }
  };
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> =>
    processPartialResponse(event, recordHandler, processor, { processInParallel: false });
};

let runner: ProjectionRunner | undefined;
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  runner ??= new ProjectionRunner(projections);
  return projector(runner)(event);
};
