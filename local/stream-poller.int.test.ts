import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoredEvent } from '../events/envelope.ts';
import { leadEventDetail } from '../events/lead-events.ts';
import { leadPublisher } from '../functions/lead-publisher.ts';
import { dynamo } from '../functions/platform/aws.ts';
import { logger } from '../functions/platform/logger.ts';
import { EventStore } from '../functions/platform/event-store.ts';
import { defaultKey, projection, ProjectionRunner, type Projection } from '../functions/platform/projection.ts';
import { physicalName, readModelsTable } from '../functions/platform/tables.ts';
import { projections } from '../functions/projections.ts';
import { projector } from '../functions/projector.ts';
import { DeadLetterStore } from './dead-letters.ts';
import { LocalBus } from './local-bus.ts';
import { localS3Client } from './resources.ts';
import { deliverWithRetries, StreamPoller, type StreamConsumer } from './stream-poller.ts';
import { privateBucket, privateEventsTable, uniqueSuffix } from './test-support.ts';
import { streamRecordOf } from '../tests/support/stream-records.ts';

const s3 = localS3Client();
const readModels = physicalName(readModelsTable);
const context = (dealerId: string) => ({ dealerId, userId: 'system', correlationId: randomUUID(), causationId: 'test' });

const rowOf = async (key: { pk: string; sk: string }) =>
  (await dynamo().send(new GetCommand({ TableName: readModels, Key: key, ConsistentRead: true }))).Item;

const userCreated = (userId: string, dealerId: string) => ({
  type: 'UserCreated',
  data: {
    UserId: userId,
    DealerId: dealerId,
    Name: 'Anne Sørensen',
    Username: `anne-${userId}@example.dk`,
    Initials: 'AS',
    SimpleRole: 'Salesman',
    IsAdmin: false,
    IsConsultant: false,
    PasswordHash: 'scrypt$32768$8$1$c2FsdA$aGFzaA',
  },
});

/** Every NDJSON line in a bucket, parsed. */
const analyticsLines = async (bucket: string): Promise<Record<string, unknown>[]> => {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'leads/' }));
  const lines: Record<string, unknown>[] = [];
  for (const object of listed.Contents ?? []) {
    const body = await (await s3.send(new GetObjectCommand({ Bucket: bucket, Key: object.Key }))).Body!.transformToString();
    lines.push(...body.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>));
  }
  return lines;
};

const pollers: StreamPoller[] = [];
const directories: string[] = [];
afterEach(async () => {
  await Promise.all(pollers.splice(0).map((poller) => poller.stop()));
});
// The poison tests make the projector log its (expected) errors at every retry.
beforeAll(() => logger.setLogLevel('SILENT'));
afterAll(async () => {
  for (const directory of directories) await rm(directory, { recursive: true, force: true });
  s3.destroy();
});

const startPoller = (
  tableName: string,
  consumers: StreamConsumer[],
  options: { checkpointDirectory?: string; deadLetters?: DeadLetterStore; idlePollIntervalMs?: number } = {},
) => {
  const poller = new StreamPoller({
    tableName,
    consumers,
    deadLetters: options.deadLetters ?? new DeadLetterStore(),
    ...(options.checkpointDirectory ? { checkpointDirectory: options.checkpointDirectory } : {}),
    pollIntervalMs: 50,
    idlePollIntervalMs: options.idlePollIntervalMs ?? 1_000,
    backoffMs: () => 0,
  });
  poller.start();
  pollers.push(poller);
  return poller;
};

describe('the stream poller on DynamoDB Local', () => {
  let eventsTableName: string;
  let bucket: string;
  let store: EventStore;
  beforeAll(async () => {
    eventsTableName = await privateEventsTable();
    bucket = await privateBucket();
    store = new EventStore(dynamo(), eventsTableName);
  });

  it('delivers appended events to the projector and the lead publisher', async () => {
    const dealerId = `d-${uniqueSuffix()}`;
    const userId = uniqueSuffix();
    const caseId = uniqueSuffix();
    const poller = startPoller(eventsTableName, [
      { name: 'projector', handler: projector(new ProjectionRunner(projections, store)) },
      { name: 'lead-publisher', handler: leadPublisher(new LocalBus(s3, bucket)) },
    ]);

    await store.append(`user#${userId}`, 0, [userCreated(userId, dealerId)], context(dealerId));
    // An event with empty data: DynamoDB Local's stream renders the empty map in its own way.
    await store.append(`user#${userId}`, 1, [{ type: 'UserDisabled', data: {} }], context(dealerId));
    const [printed] = await store.append(
      `case#${caseId}`,
      0,
      [{ type: 'CasePrinted', data: { CaseId: caseId, DealerId: dealerId, CarId: null, DocumentType: 'Contract' } }],
      context(dealerId),
    );
    await poller.drain();

    const row = await rowOf({ pk: `user-directory#${dealerId}`, sk: userId });
    expect(row).toMatchObject({ UserId: userId, Name: 'Anne Sørensen', Disabled: true, lastVersion: 2, projection: 'user-directory' });

    const lines = await analyticsLines(bucket);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ 'detail-type': 'CasePrinted', source: 'dealerhub.leads', version: '0' });
    expect(lines[0]!.detail).toEqual(leadEventDetail('CasePrinted', printed!));
    expect(await poller.deadLetters('projector')).toEqual([]);
    expect(await poller.deadLetters('lead-publisher')).toEqual([]);
  });

  it('parks a poison event in the dead-letter store, moves on, and redrives it once the projection is fixed', async () => {
    const tableName = await privateEventsTable();
    const poisonStore = new EventStore(dynamo(), tableName);
    const dealerId = `d-${uniqueSuffix()}`;
    const poisonUser = uniqueSuffix();
    let broken = true;
    const fragile = projection({
      name: `fragile-${uniqueSuffix()}`,
      events: ['UserCreated'],
      evolve: (_row, { data }) => {
        if (broken && data.UserId === poisonUser) throw new Error('Cannot project this user');
        return { Name: data.Name };
      },
    });
    const directory = await mkdtemp(path.join(tmpdir(), 'dead-letters-'));
    directories.push(directory);
    const deadLetters = new DeadLetterStore(directory);
    const poller = startPoller(tableName, [{ name: 'projector', handler: projector(new ProjectionRunner([fragile], poisonStore)) }], { deadLetters });

    const users = [uniqueSuffix(), poisonUser, uniqueSuffix()];
    for (const userId of users) await poisonStore.append(`user#${userId}`, 0, [userCreated(userId, dealerId)], context(dealerId));
    await poller.drain();

    const keyOf = (userId: string) => ({ pk: `${fragile.name}#${dealerId}`, sk: userId });
    expect(await rowOf(keyOf(users[0]!))).toMatchObject({ Name: 'Anne Sørensen' });
    expect(await rowOf(keyOf(users[2]!))).toMatchObject({ Name: 'Anne Sørensen' });
    expect(await rowOf(keyOf(poisonUser))).toBeUndefined();
    const parked = await poller.deadLetters('projector');
    expect(parked).toHaveLength(1);
    expect(parked[0]!.record.dynamodb?.Keys).toEqual({ streamId: { S: `user#${poisonUser}` }, version: { N: '1' } });
    expect(parked[0]!.error).toContain('Cannot project this user');
    // Kept in the file store, so a restart does not lose it.
    expect(await new DeadLetterStore(directory).list('projector')).toHaveLength(1);

    broken = false;
    expect(await poller.redrive('projector')).toEqual({ redriven: 1, parked: 0 });
    expect(await rowOf(keyOf(poisonUser))).toMatchObject({ Name: 'Anne Sørensen', lastVersion: 1 });
    expect(await poller.deadLetters('projector')).toEqual([]);
  });

  it('continues after a restart from its checkpoint, neither replaying nor skipping', async () => {
    const tableName = await privateEventsTable();
    const checkpointStore = new EventStore(dynamo(), tableName);
    const directory = await mkdtemp(path.join(tmpdir(), 'checkpoints-'));
    directories.push(directory);
    const seen: string[] = [];
    const counting: StreamConsumer = {
      name: 'counter',
      handler: async (event: DynamoDBStreamEvent) => {
        for (const record of event.Records) seen.push(record.dynamodb!.Keys!.streamId!.S!);
      },
    };
    const appendUser = async (userId: string) => checkpointStore.append(`user#${userId}`, 0, [userCreated(userId, 'd')], context('d'));

    const first = startPoller(tableName, [counting], { checkpointDirectory: directory });
    await appendUser('a');
    await appendUser('b');
    await first.drain();
    await first.stop();
    await appendUser('c'); // written while no poller runs

    const second = startPoller(tableName, [counting], { checkpointDirectory: directory });
    await appendUser('d');
    await second.drain();
    expect(seen).toEqual(['user#a', 'user#b', 'user#c', 'user#d']);
  });

  describe('once the stream has been quiet', () => {
    const seenBy = (seen: string[]): StreamConsumer => ({
      name: 'counter',
      handler: async (event: DynamoDBStreamEvent) => {
        for (const record of event.Records) seen.push(record.dynamodb!.Keys!.streamId!.S!);
      },
    });
    const appendUser = (userId: string) => store.append(`user#${userId}`, 0, [userCreated(userId, 'd')], context('d'));

    it('looks at once when nudged, not at its idle pace', async () => {
      const seen: string[] = [];
      // An idle pace far beyond the wait below: only the nudge can bring the record in time.
      const poller = startPoller(eventsTableName, [seenBy(seen)], { idlePollIntervalMs: 10 * 60_000 });
      await vi.waitFor(() => expect(poller.idling).toBe(true), { timeout: 20_000, interval: 50 });
      const userId = uniqueSuffix();
      await appendUser(userId);
      poller.nudge();
      await vi.waitFor(() => expect(seen).toContain(`user#${userId}`), { timeout: 20_000, interval: 50 });
      expect(poller.idling).toBe(false);
    });

    it('still finds records written without a nudge, at its idle pace', async () => {
      const seen: string[] = [];
      const poller = startPoller(eventsTableName, [seenBy(seen)], { idlePollIntervalMs: 200 });
      await vi.waitFor(() => expect(poller.idling).toBe(true), { timeout: 20_000, interval: 50 });
      const userId = uniqueSuffix();
      await appendUser(userId);
      await vi.waitFor(() => expect(seen).toContain(`user#${userId}`), { timeout: 20_000, interval: 50 });
    });
  });
});

describe('deliverWithRetries with the real projector on DynamoDB Local', () => {
  const recordOf = streamRecordOf;

  it('parks the poison record while the rest of the batch is applied', async () => {
    const dealerId = `d-${uniqueSuffix()}`;
    const poisonId = uniqueSuffix();
    const brittle: Projection = projection({
      name: `brittle-${uniqueSuffix()}`,
      events: ['UserCreated'],
      evolve: (_row, { data }) => {
        if (data.UserId === poisonId) throw new Error('poison');
        return { Name: data.Name };
      },
    });
    const ids = [uniqueSuffix(), uniqueSuffix(), poisonId, uniqueSuffix(), uniqueSuffix()];
    const events: StoredEvent[] = ids.map((userId) => ({
      streamId: `user#${userId}`,
      version: 1,
      ...userCreated(userId, dealerId),
      meta: {
        eventId: randomUUID(),
        occurredAt: new Date().toISOString(),
        dealerId,
        userId: 'system',
        correlationId: 'c',
        causationId: 'c',
        schemaVersion: 1,
      },
    }));
    const deadLetters = new DeadLetterStore();
    const outcome = await deliverWithRetries({ Records: events.map(recordOf) }, projector(new ProjectionRunner([brittle])), {
      consumer: 'projector',
      deadLetters,
      maxRetries: 2,
      backoffMs: () => 0,
    });

    expect(outcome.parked.map((letter) => letter.record.dynamodb?.Keys?.streamId?.S)).toEqual([`user#${poisonId}`]);
    expect(await deadLetters.list('projector')).toHaveLength(1);
    for (const event of events) {
      const row = await rowOf(defaultKey(brittle.name, event));
      if (event.streamId === `user#${poisonId}`) expect(row).toBeUndefined();
      else expect(row).toMatchObject({ Name: 'Anne Sørensen', lastVersion: 1 });
    }
  });
});
