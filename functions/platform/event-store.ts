import { randomUUID } from 'node:crypto';
import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isEventType, parseEventData, schemaVersionOf, upcast, type EventType } from '../../events/catalogue.ts';
import type { EventMeta, NewEvent, StoredEvent } from '../../events/envelope.ts';
import { dynamo } from './aws.ts';
import { ConcurrencyError, HttpError } from './errors.ts';
import { personalData as sharedPersonalData, type PersonalData } from './personal-data.ts';
import { openEvents, sealData } from './sealed-fields.ts';
import { eventsTable, idempotencyTable, physicalName } from './tables.ts';

/** Who and what caused an append: copied into every event's envelope. */
export interface AppendContext {
  dealerId: string;
  userId: string;
  correlationId: string;
  /** The id of the command (request) or event that caused these events. */
  causationId: string;
}

/** An idempotency record: the first result of a command, stored with its events. */
export interface IdempotencyRecord {
  key: string;
  payloadHash: string;
  result: unknown;
  /** The version of the stream the command was about, answered again as the ETag of a replay. */
  version?: number;
}

/** What one stream of a group append adds: events after the version the caller has just loaded. */
export interface StreamAppend {
  streamId: string;
  expectedVersion: number;
  events: readonly NewEvent[];
}

const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/** DynamoDB's limit on the items of one TransactWriteItems. */
const MAX_TRANSACTION_ITEMS = 100;

/** Thrown when an Idempotency-Key has already been used with another payload. */
export const idempotencyKeyReused = (): HttpError =>
  new HttpError(422, 'Idempotency-Key er allerede brugt til en anden forespørgsel.', { field: 'Idempotency-Key' });

/**
 * The events of one append as they are stored: numbered after the expected version, in their envelope, each checked
 * against its schema (an event that fails it is never written).
 */
export const storedEvents = ({ streamId, expectedVersion, events }: StreamAppend, context: AppendContext, occurredAt: string): StoredEvent[] =>
  events.map((event, index): StoredEvent => {
    if (!isEventType(event.type)) throw new Error(`Unknown event type ${event.type}`);
    const meta: EventMeta = {
      eventId: randomUUID(),
      occurredAt,
      dealerId: context.dealerId,
      userId: context.userId,
      correlationId: context.correlationId,
      causationId: context.causationId,
      schemaVersion: schemaVersionOf(event.type),
    };
    return { streamId, version: expectedVersion + index + 1, type: event.type, data: parseEventData(event.type, event.data), meta };
  });

export class EventStore {
  constructor(
    private readonly client: DynamoDBDocumentClient = dynamo(),
    private readonly eventsTableName: string = physicalName(eventsTable),
    private readonly idempotencyTableName: string = physicalName(idempotencyTable),
    /** Seals and reveals the personal fields the catalogue declares (asked for only where an event has some). */
    private readonly personalData: () => PersonalData = sharedPersonalData,
  ) {}

  /** Events read from the store's items or its stream, with their sealed personal fields back in place. */
  open<E extends StoredEvent>(events: readonly E[]): Promise<E[]> {
    return openEvents(this.personalData, events);
  }

  /** All events of a stream from `fromVersion` on, in order, upcast to their current schema. Strongly consistent. */
  async readStream(streamId: string, fromVersion = 1, toVersion?: number): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    let exclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await this.client.send(
        new QueryCommand({
          TableName: this.eventsTableName,
          KeyConditionExpression:
            toVersion === undefined ? 'streamId = :s AND version >= :from' : 'streamId = :s AND version BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':s': streamId, ':from': fromVersion, ...(toVersion === undefined ? {} : { ':to': toVersion }) },
          ConsistentRead: true,
          ExclusiveStartKey: exclusiveStartKey,
        }),
      );
      for (const item of page.Items ?? []) events.push(toStoredEvent(item));
      exclusiveStartKey = page.LastEvaluatedKey;
    } while (exclusiveStartKey);
    return this.open(events);
  }

  /** The stream's current version (0 for a new stream), read without loading its events. */
  async lastVersion(streamId: string): Promise<number> {
    const { Items = [] } = await this.client.send(
      new QueryCommand({
        TableName: this.eventsTableName,
        KeyConditionExpression: 'streamId = :s',
        ExpressionAttributeValues: { ':s': streamId },
        ProjectionExpression: 'version',
        ScanIndexForward: false,
        Limit: 1,
        ConsistentRead: true,
      }),
    );
    return Number(Items[0]?.version ?? 0);
  }

  /**
   * Appends events after `expectedVersion` (the version the caller has just loaded). Each event is a put conditioned on
   * `attribute_not_exists(version)`, so a lost race can neither duplicate nor skip a version; it throws ConcurrencyError.
   * Several events, or events with an idempotency record, go in one transaction; a single event is a conditional PutItem.
   */
  async append(
    streamId: string,
    expectedVersion: number,
    events: readonly NewEvent[],
    context: AppendContext,
    idempotency?: IdempotencyRecord,
  ): Promise<StoredEvent[]> {
    const [stored = []] = await this.appendGroup([{ streamId, expectedVersion, events }], context, idempotency);
    return stored;
  }

  /**
   * Appends to several streams at once, all or nothing (one `TransactWriteItems`, as Castore's `pushEventGroup`): what
   * spans aggregates (signing takes the swap car into stock, delivery sells the stock car, a copy opens a new case, a
   * number taken from a sequence) is written whole or not at all. Each event is a put conditioned on
   * `attribute_not_exists(version)`; the idempotency record rides in the same transaction. A conflict on any stream
   * throws ConcurrencyError naming that stream (read from the transaction's CancellationReasons), and nothing is
   * written. Answers the stored events per append, in the order given.
   */
  async appendGroup(appends: readonly StreamAppend[], context: AppendContext, idempotency?: IdempotencyRecord): Promise<StoredEvent[][]> {
    const streams = new Set<string>();
    for (const { streamId } of appends) {
      if (streams.has(streamId)) throw new Error(`Stream ${streamId} appears twice in one group`);
      streams.add(streamId);
    }
    const occurredAt = new Date().toISOString();
    const stored = appends.map((append) => storedEvents(append, context, occurredAt));
    const all = stored.flat();
    if (all.length === 0 && !idempotency) return stored;
    if (all.length + (idempotency ? 1 : 0) > MAX_TRANSACTION_ITEMS) {
      throw new Error(`A group of ${all.length} events exceeds one transaction (${MAX_TRANSACTION_ITEMS} items)`);
    }
    const items = await Promise.all(
      all.map(async (event) => {
        const data = await sealData(this.personalData, event.type, event.data);
        return data === event.data ? event : { ...event, data };
      }),
    );
    const eventPuts = items.map((event) => ({
      TableName: this.eventsTableName,
      Item: event,
      ConditionExpression: 'attribute_not_exists(version)',
    }));

    if (eventPuts.length === 1 && !idempotency) {
      try {
        await this.client.send(new PutCommand(eventPuts[0]!));
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException || error instanceof TransactionConflictException) {
          throw new ConcurrencyError(all[0]!.streamId);
        }
        throw tooLargeOr(error);
      }
      return stored;
    }

    const idempotencyPut = idempotency && {
      TableName: this.idempotencyTableName,
      Item: { ...idempotency, ttl: Math.floor(Date.now() / 1000) + IDEMPOTENCY_TTL_SECONDS },
      ConditionExpression: 'attribute_not_exists(#key)',
      ExpressionAttributeNames: { '#key': 'key' },
    };
    try {
      if (eventPuts.length === 0 && idempotencyPut) {
        await this.client.send(new PutCommand(idempotencyPut));
      } else {
        await this.client.send(
          new TransactWriteCommand({
            TransactItems: [...eventPuts.map((Put) => ({ Put })), ...(idempotencyPut ? [{ Put: idempotencyPut }] : [])],
          }),
        );
      }
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) throw new IdempotentReplay(idempotency!.key);
      if (error instanceof TransactionCanceledException) {
        const reasons = error.CancellationReasons ?? [];
        // The reasons line up with TransactItems: events first, the idempotency record last.
        const conflict = reasons.slice(0, eventPuts.length).findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
        if (conflict >= 0) throw new ConcurrencyError(all[conflict]!.streamId);
        if (idempotency && reasons[eventPuts.length]?.Code === 'ConditionalCheckFailed') throw new IdempotentReplay(idempotency.key);
        // Another transaction was writing the same items at that moment: a lost race like any other.
        const raced = reasons.slice(0, eventPuts.length).findIndex((reason) => reason.Code === 'TransactionConflict');
        if (raced >= 0) throw new ConcurrencyError(all[raced]!.streamId);
        if (reasons.some((reason) => reason.Code === 'TransactionConflict')) throw new ConcurrencyError(all[0]?.streamId ?? 'idempotency');
      }
      throw tooLargeOr(error);
    }
    return stored;
  }

  async getIdempotencyRecord(key: string): Promise<IdempotencyRecord | undefined> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.idempotencyTableName, Key: { key }, ConsistentRead: true }));
    return Item as IdempotencyRecord | undefined;
  }
}

/**
 * DynamoDB keeps no item above 400 KB: an event that large comes from text fields far beyond any real use, so the
 * caller is told the content is too large (413) instead of meeting a server error; nothing is written.
 */
const tooLargeOr = (error: unknown): unknown =>
  error instanceof Error && error.name === 'ValidationException' && /item size/i.test(error.message)
    ? new HttpError(413, 'Indholdet er for stort til at blive gemt.', { code: 'TooLarge' })
    : error;

/** The idempotency record was written by a concurrent request with the same key: the caller re-reads it. */
export class IdempotentReplay extends Error {
  constructor(readonly key: string) {
    super(`Idempotency key ${key} already recorded`);
    this.name = 'IdempotentReplay';
  }
}

/** Turns a stored item (from a query or a stream image) into an event with its data at the current schema version. */
export const toStoredEvent = (item: Record<string, unknown>): StoredEvent => {
  const meta = item.meta as EventMeta;
  const type = item.type as string;
  const data = isEventType(type) ? upcast(type as EventType, meta.schemaVersion, item.data) : item.data;
  return { streamId: item.streamId as string, version: Number(item.version), type, data, meta };
};
