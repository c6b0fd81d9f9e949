import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { DeadLetterStore } from './dead-letters.ts';
import { deliverWithRetries, splitByKey, toLambdaRecord } from './stream-poller.ts';

const record = (sequence: number): DynamoDBRecord => ({
  eventID: `event-${sequence}`,
  eventName: 'INSERT',
  eventSource: 'aws:dynamodb',
  dynamodb: { SequenceNumber: String(sequence).padStart(21, '0'), NewImage: { n: { N: String(sequence) } } },
});
const batch = (count: number): DynamoDBStreamEvent => ({ Records: Array.from({ length: count }, (_, index) => record(index + 1)) });
const sequenceOf = (r: DynamoDBRecord): number => Number(r.dynamodb!.SequenceNumber);
const noWait = { backoffMs: () => 0 };

/** A consumer like the projector: processes every record, reports the failed ones (Powertools' BatchProcessor). */
const reportingConsumer = (fails: (sequence: number, attempt: number) => boolean) => {
  const delivered: number[] = [];
  const attempts = new Map<number, number>();
  const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    const batchItemFailures: { itemIdentifier: string }[] = [];
    for (const r of event.Records) {
      const sequence = sequenceOf(r);
      const attempt = (attempts.get(sequence) ?? 0) + 1;
      attempts.set(sequence, attempt);
      if (fails(sequence, attempt)) batchItemFailures.push({ itemIdentifier: r.dynamodb!.SequenceNumber! });
      else delivered.push(sequence);
    }
    return { batchItemFailures };
  };
  return { handler, delivered, attempts };
};

describe('deliverWithRetries (the local event-source mapping)', () => {
  it('invokes once for a batch that succeeds', async () => {
    const consumer = reportingConsumer(() => false);
    const outcome = await deliverWithRetries(batch(5), consumer.handler, { consumer: 'test', ...noWait });
    expect(outcome).toEqual({ invocations: 1, parked: [] });
    expect(consumer.delivered).toEqual([1, 2, 3, 4, 5]);
  });

  it('retries from the first reported failure, not from the start of the batch', async () => {
    const consumer = reportingConsumer((sequence, attempt) => sequence === 3 && attempt === 1);
    const outcome = await deliverWithRetries(batch(5), consumer.handler, { consumer: 'test', ...noWait });
    expect(outcome.parked).toEqual([]);
    expect(outcome.invocations).toBe(2);
    // 1 and 2 are checkpointed after the first invocation; 3, 4, 5 come again (4 and 5 a second time: at least once).
    expect(consumer.attempts.get(1)).toBe(1);
    expect(consumer.attempts.get(2)).toBe(1);
    expect(consumer.attempts.get(3)).toBe(2);
    expect(consumer.attempts.get(5)).toBe(2);
  });

  it('parks a poison record reported as failed and delivers every other record', async () => {
    const consumer = reportingConsumer((sequence) => sequence === 6);
    const store = new DeadLetterStore();
    const outcome = await deliverWithRetries(batch(10), consumer.handler, { consumer: 'projector', maxRetries: 2, deadLetters: store, ...noWait });
    expect(outcome.parked.map((letter) => sequenceOf(letter.record))).toEqual([6]);
    expect(new Set(consumer.delivered)).toEqual(new Set([1, 2, 3, 4, 5, 7, 8, 9, 10]));
    const [letter] = await store.list('projector');
    expect(letter).toMatchObject({ consumer: 'projector', attempts: 3, record: { eventID: 'event-6' } });
    expect(letter!.error).toMatch(/batch item failure/);
  });

  it('bisects a batch whose handler throws until the poison record is alone, then parks only it', async () => {
    const delivered = new Set<number>();
    const handler = async (event: DynamoDBStreamEvent): Promise<void> => {
      if (event.Records.some((r) => sequenceOf(r) === 7)) throw new Error('Projection exploded on 7');
      for (const r of event.Records) delivered.add(sequenceOf(r));
    };
    const outcome = await deliverWithRetries(batch(12), handler, { consumer: 'test', maxRetries: 1, ...noWait });
    expect(outcome.parked.map((letter) => sequenceOf(letter.record))).toEqual([7]);
    expect(outcome.parked[0]!.error).toBe('Error: Projection exploded on 7');
    expect([...delivered].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12]);
  });

  it('without bisect parks the rest of the batch from the failing record on', async () => {
    const handler = async (event: DynamoDBStreamEvent): Promise<void> => {
      if (event.Records.some((r) => sequenceOf(r) === 3)) throw new Error('down');
    };
    const outcome = await deliverWithRetries(batch(4), handler, { consumer: 'test', maxRetries: 2, bisect: false, ...noWait });
    expect(outcome.invocations).toBe(3);
    expect(outcome.parked.map((letter) => sequenceOf(letter.record))).toEqual([1, 2, 3, 4]);
  });

  it('treats an item identifier that is not in the batch as a failure of the whole batch', async () => {
    let calls = 0;
    const handler = async (): Promise<DynamoDBBatchResponse> => {
      calls += 1;
      return { batchItemFailures: calls === 1 ? [{ itemIdentifier: 'not-a-sequence-number' }] : [] };
    };
    const outcome = await deliverWithRetries(batch(3), handler, { consumer: 'test', ...noWait });
    expect(outcome).toEqual({ invocations: 2, parked: [] });
  });

  it('waits with back-off between retries', async () => {
    const waits: number[] = [];
    const handler = async (): Promise<void> => {
      throw new Error('always');
    };
    await deliverWithRetries(batch(1), handler, {
      consumer: 'test',
      maxRetries: 3,
      backoffMs: (attempt) => {
        waits.push(attempt);
        return 0;
      },
    });
    expect(waits).toEqual([1, 2, 3]);
  });
});

describe('splitByKey (the parallelization factor)', () => {
  const keyed = (sequence: number, streamId: string): DynamoDBRecord => ({
    ...record(sequence),
    dynamodb: { ...record(sequence).dynamodb, Keys: { streamId: { S: streamId }, version: { N: String(sequence) } } },
  });
  const records = Array.from({ length: 60 }, (_, index) => keyed(index + 1, `case#${index % 12}`));

  it('keeps every record of one partition key in one part, in stream order, and loses none', () => {
    const parts = splitByKey(records, 4, 'streamId');
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.length).toBeLessThanOrEqual(4);
    expect(parts.flat().map(sequenceOf).sort((a, b) => a - b)).toEqual(records.map(sequenceOf));
    for (const part of parts) expect(part.map(sequenceOf)).toEqual([...part.map(sequenceOf)].sort((a, b) => a - b));
    const partOf = new Map<string, number>();
    parts.forEach((part, index) => {
      for (const r of part) {
        const key = r.dynamodb!.Keys!.streamId!.S!;
        expect(partOf.get(key) ?? index).toBe(index);
        partOf.set(key, index);
      }
    });
  });

  it('leaves a batch whole with a factor of 1', () => {
    expect(splitByKey(records, 1, 'streamId')).toEqual([records]);
    expect(splitByKey([], 4, 'streamId')).toEqual([]);
  });
});

describe('DeadLetterStore', () => {
  let directory: string | undefined;
  afterEach(async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('keeps parked records in an NDJSON file per consumer across instances, and take() empties it', async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'dead-letters-'));
    const letter = { consumer: 'projector', parkedAt: '2026-01-01T00:00:00.000Z', error: 'boom', attempts: 4, record: record(9) };
    await new DeadLetterStore(directory).park([letter, { ...letter, consumer: 'lead-publisher' }]);
    const reopened = new DeadLetterStore(directory);
    expect(await reopened.list('projector')).toEqual([letter]);
    expect(await reopened.take('projector')).toEqual([letter]);
    expect(await reopened.list('projector')).toEqual([]);
    expect(await reopened.list('lead-publisher')).toHaveLength(1);
  });
});

describe('toLambdaRecord', () => {
  it('writes the record as Lambda delivers it: epoch seconds, base64 binary, the stream ARN and region', () => {
    const lambdaRecord = toLambdaRecord(
      {
        eventID: 'e1',
        eventName: 'INSERT',
        eventVersion: '1.1',
        eventSource: 'aws:dynamodb',
        awsRegion: 'ddblocal',
        dynamodb: {
          ApproximateCreationDateTime: new Date('2026-03-07T14:00:05.000Z'),
          Keys: { streamId: { S: 'case#1' }, version: { N: '1' } },
          NewImage: {
            streamId: { S: 'case#1' },
            blob: { B: Uint8Array.from([1, 2, 3]) },
            list: { L: [{ B: Uint8Array.from([255]) }] },
            // DynamoDB Local's rendering of an empty map
            data: {} as never,
            nested: { M: { inner: {} as never } },
          },
          SequenceNumber: '000000000000000000042',
          SizeBytes: 40,
          StreamViewType: 'NEW_IMAGE',
        },
      },
      'arn:aws:dynamodb:ddblocal:000000000000:table/dealerhub-events/stream/x',
      'us-east-1',
    );
    expect(lambdaRecord).toEqual({
      eventID: 'e1',
      eventName: 'INSERT',
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: 'us-east-1',
      eventSourceARN: 'arn:aws:dynamodb:ddblocal:000000000000:table/dealerhub-events/stream/x',
      dynamodb: {
        ApproximateCreationDateTime: 1772892005,
        Keys: { streamId: { S: 'case#1' }, version: { N: '1' } },
        NewImage: { streamId: { S: 'case#1' }, blob: { B: 'AQID' }, list: { L: [{ B: '/w==' }] }, data: { M: {} }, nested: { M: { inner: { M: {} } } } },
        SequenceNumber: '000000000000000000042',
        SizeBytes: 40,
        StreamViewType: 'NEW_IMAGE',
      },
    });
  });
});
