import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import type { StoredEvent } from '../../events/envelope.ts';
import { toStoredEvent } from './event-store.ts';

/** The stored event carried by an `Events` stream record (NEW_IMAGE), or undefined for anything but an insert. */
export const eventOfRecord = (record: DynamoDBRecord): StoredEvent | undefined => {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || !image) return undefined;
  return toStoredEvent(unmarshall(image as Record<string, AttributeValue>));
};
