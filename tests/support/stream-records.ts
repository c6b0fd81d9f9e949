import { randomUUID } from 'node:crypto';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { StoredEvent } from '../../events/envelope.ts';

let sequence = 0;

/** The stream record Lambda delivers for a stored event (INSERT, NEW_IMAGE), with an increasing sequence number. */
export const streamRecordOf = (event: StoredEvent): DynamoDBRecord => ({
  eventID: randomUUID(),
  eventName: 'INSERT',
  eventSource: 'aws:dynamodb',
  awsRegion: 'us-east-1',
  dynamodb: {
    Keys: marshall({ streamId: event.streamId, version: event.version }) as never,
    NewImage: marshall(event, { removeUndefinedValues: true }) as never,
    SequenceNumber: String((sequence += 1)).padStart(21, '0'),
    StreamViewType: 'NEW_IMAGE',
  },
});

export const streamBatchOf = (events: readonly StoredEvent[]): DynamoDBStreamEvent => ({ Records: events.map(streamRecordOf) });
