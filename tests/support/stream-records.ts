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

/**
 * The items in a mixed order that `seed` repeats (a small linear congruential generator), for feeding a projection the
 * same events out of order: a failure shows again on the next run.
 */
export const shuffled = <T>(items: readonly T[], seed: number): T[] => {
  const copy = [...items];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
};
