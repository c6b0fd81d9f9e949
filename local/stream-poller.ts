import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DescribeTableCommand, DynamoDBClient, ResourceNotFoundException as TableNotFoundException } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  TrimmedDataAccessException,
  type AttributeValue as StreamAttributeValue,
  type _Record as StreamRecord,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import type { AttributeValue, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { DeadLetter, DeadLetterStore } from './dead-letters.ts';
import { withoutRequestLogging } from '../functions/platform/aws.ts';

/**
 * The local event-source mappings: polls the DynamoDB Local stream of a table and invokes each consumer with real
 * `DynamoDBStreamEvent` batches, as Lambda does for a mapping with an INSERT-only filter, ReportBatchItemFailures,
 * bounded retries, bisect on error and an on-failure destination (here a local dead-letter store).
 * Each consumer reads every shard on its own, with its own checkpoints, like two mappings on one stream; the shards
 * are read at the same time, and a consumer with a parallelization factor gets up to that many batches of a shard at
 * once, the records of one partition key (one aggregate) always in one batch, in order.
 */
export type StreamHandler = (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;

export interface StreamConsumer {
  /** Also the dead-letter and checkpoint file name. */
  name: string;
  handler: StreamHandler;
  /** Records per invocation (Lambda: BatchSize); `BATCH_SIZE` by default. */
  batchSize?: number;
  /**
   * Batches of one shard handled at once (Lambda: ParallelizationFactor): the records are split by their partition key,
   * so that the records of one key stay in one batch, in order. 1 by default.
   */
  parallelizationFactor?: number;
}

export interface DeliveryOptions {
  /** Retries of a failing batch before it is bisected (or, for one record, parked). Lambda: MaximumRetryAttempts. */
  maxRetries?: number;
  /** Split a batch that keeps failing in two and retry each half (Lambda: BisectBatchOnFunctionError). */
  bisect?: boolean;
  /** Wait before retry `attempt` (1-based). */
  backoffMs?: (attempt: number) => number;
}

const DEFAULTS = { maxRetries: 3, bisect: true, backoffMs: (attempt: number) => 25 * 2 ** (attempt - 1) } as const;
/** Lambda's default batch size for DynamoDB streams. */
export const BATCH_SIZE = 100;

export interface DeliveryOutcome {
  /** Handler invocations, retries included. */
  invocations: number;
  /** Records given up on, in stream order. */
  parked: DeadLetter[];
}

/** An error as one line; Powertools' FullBatchFailureError carries the records' own errors, which say more. */
const describeError = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const recordErrors = (error as { recordErrors?: unknown }).recordErrors;
  if (Array.isArray(recordErrors) && recordErrors.length > 0) return [...new Set(recordErrors.map(describeError))].join('; ');
  return `${error.name}: ${error.message}`;
};

/**
 * Delivers one batch to a handler with Lambda's semantics for stream mappings: a thrown error fails the whole batch;
 * `batchItemFailures` fail the batch from the earliest reported record on (the records before it count as done, and
 * an identifier that is not in the batch fails all of it). A failing batch is retried from there with back-off;
 * once its retries are used up it is bisected, and a single record that still fails is parked and skipped.
 * The parked records are returned, and also written to `deadLetters` when one is given.
 */
export const deliverWithRetries = async (
  event: DynamoDBStreamEvent,
  handler: StreamHandler,
  options: DeliveryOptions & { consumer: string; deadLetters?: DeadLetterStore },
): Promise<DeliveryOutcome> => {
  const maxRetries = options.maxRetries ?? DEFAULTS.maxRetries;
  const bisect = options.bisect ?? DEFAULTS.bisect;
  const backoffMs = options.backoffMs ?? DEFAULTS.backoffMs;
  const outcome: DeliveryOutcome = { invocations: 0, parked: [] };

  const invoke = async (records: DynamoDBRecord[]): Promise<{ failedAt: number; error: string }> => {
    outcome.invocations += 1;
    try {
      const response = await handler({ Records: records });
      const failures = response?.batchItemFailures ?? [];
      if (failures.length === 0) return { failedAt: -1, error: '' };
      const positions = failures.map((failure) => records.findIndex((r) => r.dynamodb?.SequenceNumber === failure.itemIdentifier));
      const failedAt = positions.includes(-1) ? 0 : Math.min(...positions);
      return { failedAt, error: 'Reported as a batch item failure by the consumer (its log has the error)' };
    } catch (error) {
      return { failedAt: 0, error: describeError(error) };
    }
  };

  const deliver = async (records: DynamoDBRecord[]): Promise<void> => {
    let pending = records;
    let attempts = 0;
    while (pending.length > 0) {
      const { failedAt, error } = await invoke(pending);
      if (failedAt < 0) return;
      if (failedAt > 0) {
        pending = pending.slice(failedAt);
        attempts = 0;
      }
      attempts += 1;
      if (attempts <= maxRetries) {
        const wait = backoffMs(attempts);
        if (wait > 0) await sleep(wait);
        continue;
      }
      if (bisect && pending.length > 1) {
        const half = Math.ceil(pending.length / 2);
        await deliver(pending.slice(0, half));
        await deliver(pending.slice(half));
        return;
      }
      const parkedAt = new Date().toISOString();
      const letters = pending.map((record) => ({ consumer: options.consumer, parkedAt, error, attempts, record }));
      await options.deadLetters?.park(letters);
      outcome.parked.push(...letters);
      return;
    }
  };

  await deliver(event.Records);
  return outcome;
};

/**
 * SDK attribute values (binary as bytes) → the JSON form Lambda delivers (binary as base64). DynamoDB Local's stream
 * writes an empty map as `{}` (DynamoDB writes `{"M":{}}`; an empty list stays `{"L":[]}`), so a value without a type
 * is an empty map.
 */
const toLambdaAttribute = (value: StreamAttributeValue): AttributeValue => {
  if (Object.keys(value).length === 0) return { M: {} };
  if (value.B !== undefined) return { B: Buffer.from(value.B).toString('base64') };
  if (value.BS !== undefined) return { BS: value.BS.map((b) => Buffer.from(b).toString('base64')) };
  if (value.L !== undefined) return { L: value.L.map(toLambdaAttribute) };
  if (value.M !== undefined) return { M: toLambdaImage(value.M) };
  return value as AttributeValue;
};
const toLambdaImage = (image: Record<string, StreamAttributeValue>): Record<string, AttributeValue> =>
  Object.fromEntries(Object.entries(image).map(([name, value]) => [name, toLambdaAttribute(value)]));

/** A GetRecords record in the shape Lambda hands to a function. */
export const toLambdaRecord = (record: StreamRecord, streamArn: string, region: string): DynamoDBRecord => {
  const data = record.dynamodb ?? {};
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: region,
    eventSourceARN: streamArn,
    dynamodb: {
      ...(data.ApproximateCreationDateTime ? { ApproximateCreationDateTime: Math.floor(data.ApproximateCreationDateTime.getTime() / 1000) } : {}),
      ...(data.Keys ? { Keys: toLambdaImage(data.Keys) } : {}),
      ...(data.NewImage ? { NewImage: toLambdaImage(data.NewImage) } : {}),
      ...(data.OldImage ? { OldImage: toLambdaImage(data.OldImage) } : {}),
      SequenceNumber: data.SequenceNumber,
      SizeBytes: data.SizeBytes,
      StreamViewType: data.StreamViewType,
    },
  };
};

/** A string's hash, spread over `buckets` (FNV-1a). */
const bucketOf = (text: string, buckets: number): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0) % buckets;
};

/**
 * A batch split into at most `parts` batches by the records' partition key, as Lambda's parallelization factor splits
 * a shard: the records of one key land in one part, in their order; empty parts are left out.
 */
export const splitByKey = (records: readonly DynamoDBRecord[], parts: number, partitionKey: string | undefined): DynamoDBRecord[][] => {
  if (parts <= 1 || records.length <= 1) return records.length > 0 ? [[...records]] : [];
  return splitIntoLanes(records, parts, partitionKey).filter((part) => part.length > 0);
};

/** A batch split into exactly `lanes` parts by partition key (empty ones included): part i always takes the same keys. */
const splitIntoLanes = (records: readonly DynamoDBRecord[], lanes: number, partitionKey: string | undefined): DynamoDBRecord[][] => {
  const split: DynamoDBRecord[][] = Array.from({ length: Math.max(1, lanes) }, () => []);
  for (const record of records) {
    const keys = record.dynamodb?.Keys ?? {};
    const key = partitionKey && keys[partitionKey] ? JSON.stringify(keys[partitionKey]) : JSON.stringify(keys);
    split[lanes <= 1 ? 0 : bucketOf(key, lanes)]!.push(record);
  }
  return split;
};

/**
 * A shard's lanes (Lambda's parallelization factor): each lane delivers its batches one after the other, the lanes
 * independently of each other, so a slow batch holds up only the later records of its own keys (as in Lambda, where
 * each of a shard's concurrent batches is followed by the next one as soon as it is done).
 */
interface ShardLanes {
  tails: Promise<void>[];
  /** Per batch read, resolved once every record up to its end has been handled and checkpointed; oldest first. */
  pending: Promise<void>[];
}
/** Batches of a shard read ahead of the slowest lane. */
const BATCHES_AHEAD = 4;

interface ShardState {
  iterator?: string;
  /** Every record of a closed shard has been read. */
  finished: boolean;
}

interface Checkpoints {
  streamArn: string;
  /** Last sequence number handled (delivered, filtered out or parked), per shard. */
  shards: Record<string, string>;
}

export interface StreamPollerOptions extends DeliveryOptions {
  tableName: string;
  consumers: readonly StreamConsumer[];
  deadLetters: DeadLetterStore;
  /** Where checkpoints are kept across restarts; in memory when absent. */
  checkpointDirectory?: string;
  /** How soon a consumer polls again after a poll that found nothing, while the stream has been busy lately. */
  pollIntervalMs?: number;
  /** How soon once the stream has been quiet for a while (see QUICK_POLLS_AFTER_RECORDS); a nudge ends the wait. */
  idlePollIntervalMs?: number;
  dynamo?: DynamoDBClient;
  streams?: DynamoDBStreamsClient;
  log?: (message: string) => void;
}

/** Re-describes the stream at least this often, to find shards that appear without an old one closing. */
const DESCRIBE_EVERY_MS = 2_000;
/**
 * After this many polls in a row found nothing (1.5 s at the usual pace), a consumer polls at the idle pace (once a
 * second) until records come or it is nudged: a local cloud left idle costs the machine little, and a write through
 * the API nudges.
 */
const QUICK_POLLS_AFTER_RECORDS = 10;

class ConsumerLoop {
  private readonly shards = new Map<string, ShardState>();
  private readonly lanes = new Map<string, ShardLanes>();
  private checkpoints: Checkpoints | undefined;
  private shardList: Shard[] = [];
  private describedAt = 0;
  private cycle = 0;
  private lastIdleCycle = 0;
  private quietPolls = 0;
  private waiters: { afterCycle: number; resolve: () => void }[] = [];
  private wake: (() => void) | undefined;
  private running = false;
  private loop: Promise<void> | undefined;
  private saving: Promise<void> = Promise.resolve();
  lastError: string | undefined;

  constructor(
    private readonly consumer: StreamConsumer,
    private readonly poller: StreamPoller,
    private readonly options: StreamPollerOptions,
  ) {}

  start(): void {
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** Resolves after a full poll that started after this call found nothing new. */
  idle(): Promise<void> {
    const afterCycle = this.cycle;
    return new Promise((resolve) => {
      this.waiters.push({ afterCycle, resolve });
      this.wake?.();
    });
  }

  /** True while the loop waits at the idle pace. */
  get idling(): boolean {
    return this.wake !== undefined && this.quietPolls > QUICK_POLLS_AFTER_RECORDS;
  }

  /**
   * Records were probably just written: back to the quick pace, and a poll now if the loop waits at the idle pace (at the
   * quick pace the next poll is near, and waking it for every write would only poll more often).
   */
  nudge(): void {
    if (this.idling) this.wake?.();
    this.quietPolls = 0;
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.cycle += 1;
      const cycle = this.cycle;
      let sawRecords = true;
      try {
        sawRecords = await this.pollOnce();
        this.lastError = undefined;
      } catch (error) {
        this.lastError = describeError(error);
        this.options.log?.(`Stream consumer ${this.consumer.name}: ${this.lastError}`);
        this.poller.forgetStream();
      }
      this.quietPolls = sawRecords ? 0 : this.quietPolls + 1;
      if (!sawRecords) {
        this.lastIdleCycle = cycle;
        const ready = this.waiters.filter((w) => w.afterCycle < cycle);
        this.waiters = this.waiters.filter((w) => w.afterCycle >= cycle);
        for (const waiter of ready) waiter.resolve();
      }
      if (!this.running) break;
      if (sawRecords && !this.lastError) continue;
      if (this.waiters.length > 0 && !this.lastError) continue;
      await new Promise<void>((resolve) => {
        const { pollIntervalMs = 150, idlePollIntervalMs = 1_000 } = this.options;
        const timer = setTimeout(resolve, this.quietPolls > QUICK_POLLS_AFTER_RECORDS ? idlePollIntervalMs : pollIntervalMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  /** One pass over every readable shard; true when any records were read. */
  private async pollOnce(): Promise<boolean> {
    const streamArn = await this.poller.streamArn();
    if (!streamArn) return false;
    await this.loadCheckpoints(streamArn);
    if (Date.now() - this.describedAt > DESCRIBE_EVERY_MS || this.shardList.length === 0) await this.describe(streamArn);

    let sawRecords = false;
    let closedShard = false;
    const known = new Set(this.shardList.map((s) => s.ShardId));
    const readable = this.shardList.filter((shard) => {
      const shardId = shard.ShardId!;
      const state = this.shards.get(shardId) ?? { finished: false };
      this.shards.set(shardId, state);
      if (state.finished) return false;
      // A child shard is read only once its parent has been read to the end, so that order holds across a split.
      const parent = shard.ParentShardId;
      return !(parent && known.has(parent) && !this.shards.get(parent)?.finished);
    });
    // The shards are independent of each other (an aggregate's records are all in one shard): read them at once.
    await Promise.all(
      readable.map(async (shard) => {
        const shardId = shard.ShardId!;
        const state = this.shards.get(shardId)!;
        try {
          for (;;) {
            const records = await this.readShard(streamArn, shardId, state);
            if (records === undefined) break;
            if (records.length > 0) sawRecords = true;
            if (records.length > 0) await this.handle(streamArn, shardId, records);
            if (state.finished) {
              closedShard = true;
              break;
            }
            if (records.length === 0) break;
          }
        } finally {
          // A pass ends with every record it read handled (drain() relies on it, and a split shard's children wait).
          await this.settle(shardId);
        }
      }),
    );
    if (closedShard) {
      await this.describe(streamArn);
      sawRecords = true; // look at the children at once
    }
    return sawRecords;
  }

  private async describe(streamArn: string): Promise<void> {
    const shards: Shard[] = [];
    let exclusiveStartShardId: string | undefined;
    do {
      const { StreamDescription } = await this.streams().send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: exclusiveStartShardId }),
      );
      shards.push(...(StreamDescription?.Shards ?? []));
      exclusiveStartShardId = StreamDescription?.LastEvaluatedShardId;
    } while (exclusiveStartShardId);
    this.shardList = shards;
    this.describedAt = Date.now();
  }

  /** The next records of a shard, or undefined when the shard cannot be read now. */
  private async readShard(streamArn: string, shardId: string, state: ShardState): Promise<StreamRecord[] | undefined> {
    if (!state.iterator) {
      const checkpoint = this.checkpoints?.shards[shardId];
      state.iterator = await this.iteratorFor(streamArn, shardId, checkpoint);
    }
    try {
      const page = await this.streams().send(new GetRecordsCommand({ ShardIterator: state.iterator, Limit: BATCH_SIZE * 10 }));
      state.iterator = page.NextShardIterator;
      if (!page.NextShardIterator) state.finished = true;
      return page.Records ?? [];
    } catch (error) {
      if (error instanceof ExpiredIteratorException) {
        state.iterator = undefined; // get a fresh one from the checkpoint next time
        return undefined;
      }
      if (error instanceof TrimmedDataAccessException) {
        this.options.log?.(
          `Stream consumer ${this.consumer.name}: records of shard ${shardId} expired before they were read; rebuild the read models (npm run rebuild -- <projection>)`,
        );
        state.iterator = await this.iteratorFor(streamArn, shardId, undefined);
        return undefined;
      }
      throw error;
    }
  }

  private async iteratorFor(streamArn: string, shardId: string, checkpoint: string | undefined): Promise<string> {
    const { ShardIterator } = await this.streams().send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: shardId,
        ...(checkpoint ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: checkpoint } : { ShardIteratorType: 'TRIM_HORIZON' }),
      }),
    );
    if (!ShardIterator) throw new Error(`No iterator for shard ${shardId}`);
    return ShardIterator;
  }

  /**
   * Hands a shard's records to the consumer, in batches split into its lanes; returns once the batches are under way
   * (at most BATCHES_AHEAD beyond the slowest lane). `settle` waits for all of them.
   */
  private async handle(streamArn: string, shardId: string, records: StreamRecord[]): Promise<void> {
    const region = process.env.AWS_REGION ?? 'us-east-1';
    // The mapping's filter passes only inserts; filtered records are consumed without an invocation.
    const inserts = records.filter((r) => r.eventName === 'INSERT').map((r) => toLambdaRecord(r, streamArn, region));
    const batchSize = this.consumer.batchSize ?? BATCH_SIZE;
    const partitionKey = await this.poller.partitionKey();
    const factor = this.consumer.parallelizationFactor ?? 1;
    const lanes = this.lanesOf(shardId, factor);
    const track = async (done: Promise<void>): Promise<void> => {
      done.catch(() => {}); // awaited in turn below or by settle(), which rethrow
      lanes.pending.push(done);
      while (lanes.pending.length > BATCHES_AHEAD) await lanes.pending.shift();
    };
    for (let start = 0; start < inserts.length; start += batchSize) {
      const batch = inserts.slice(start, start + batchSize);
      // Split by partition key: each lane keeps its records in stream order, after its earlier batches.
      const deliveries = splitIntoLanes(batch, factor, partitionKey).map((part, lane) => {
        if (part.length === 0) return lanes.tails[lane]!;
        const delivered = lanes.tails[lane]!.then(() => this.deliver(part));
        lanes.tails[lane] = delivered.catch(() => {});
        return delivered;
      });
      // Every lane's tail is after all of its earlier batches: when all are done, the whole batch and those before it are.
      const last = batch.at(-1)!.dynamodb!.SequenceNumber!;
      await track(Promise.all(deliveries).then(() => this.saveCheckpoint(streamArn, shardId, last)));
    }
    const end = records.at(-1)!.dynamodb!.SequenceNumber!;
    await track(Promise.all(lanes.tails).then(() => this.saveCheckpoint(streamArn, shardId, end)));
  }

  /** Waits until every batch of the shard handed out so far has been handled. */
  private async settle(shardId: string): Promise<void> {
    const lanes = this.lanes.get(shardId);
    if (!lanes) return;
    while (lanes.pending.length > 0) await lanes.pending.shift();
  }

  private lanesOf(shardId: string, factor: number): ShardLanes {
    let lanes = this.lanes.get(shardId);
    if (!lanes) {
      lanes = { tails: Array.from({ length: Math.max(1, factor) }, () => Promise.resolve()), pending: [] };
      this.lanes.set(shardId, lanes);
    }
    return lanes;
  }

  private async deliver(part: DynamoDBRecord[]): Promise<void> {
    const outcome = await deliverWithRetries({ Records: part }, this.consumer.handler, {
      ...this.options,
      consumer: this.consumer.name,
      deadLetters: this.options.deadLetters,
    });
    for (const letter of outcome.parked) {
      this.options.log?.(`Stream consumer ${this.consumer.name}: parked record ${letter.record.dynamodb?.SequenceNumber} after ${letter.attempts} attempts (${letter.error})`);
    }
  }

  private checkpointFile(): string | undefined {
    return this.options.checkpointDirectory && path.join(this.options.checkpointDirectory, `${this.consumer.name}.json`);
  }

  private async loadCheckpoints(streamArn: string): Promise<void> {
    if (this.checkpoints?.streamArn === streamArn) return;
    // A new stream (a recreated table) starts from its beginning, with fresh shard state.
    this.shards.clear();
    this.lanes.clear();
    this.shardList = [];
    const file = this.checkpointFile();
    const stored = file
      ? await readFile(file, 'utf8').then(
          (text) => JSON.parse(text) as Checkpoints,
          () => undefined,
        )
      : undefined;
    this.checkpoints = stored?.streamArn === streamArn ? stored : { streamArn, shards: {} };
  }

  private async saveCheckpoint(streamArn: string, shardId: string, sequenceNumber: string): Promise<void> {
    const checkpoints = this.checkpoints!;
    const current = checkpoints.shards[shardId];
    if (current && BigInt(current) >= BigInt(sequenceNumber)) return;
    checkpoints.shards[shardId] = sequenceNumber;
    const file = this.checkpointFile();
    if (!file) return;
    // Shards are read at once: their checkpoints go to the one file one write after another.
    const write = async (): Promise<void> => {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(`${file}.tmp`, JSON.stringify({ ...checkpoints, streamArn }), 'utf8');
      await rename(`${file}.tmp`, file);
    };
    this.saving = this.saving.then(write, write);
    await this.saving;
  }

  private streams(): DynamoDBStreamsClient {
    return this.poller.streamsClient;
  }
}

export class StreamPoller {
  readonly streamsClient: DynamoDBStreamsClient;
  private readonly dynamo: DynamoDBClient;
  private readonly loops: Map<string, ConsumerLoop>;
  private arn: string | undefined;
  private hashKey: string | undefined;

  constructor(private readonly options: StreamPollerOptions) {
    this.streamsClient = withoutRequestLogging(options.streams ?? new DynamoDBStreamsClient({}));
    this.dynamo = options.dynamo ?? new DynamoDBClient({});
    this.loops = new Map(options.consumers.map((consumer) => [consumer.name, new ConsumerLoop(consumer, this, options)]));
  }

  get consumers(): string[] {
    return [...this.loops.keys()];
  }

  start(): void {
    for (const loop of this.loops.values()) loop.start();
  }

  async stop(): Promise<void> {
    await Promise.all([...this.loops.values()].map((loop) => loop.stop()));
  }

  /** The name of the table's partition key (what a parallelized mapping keeps together and in order). */
  async partitionKey(): Promise<string | undefined> {
    if (this.hashKey === undefined) await this.streamArn();
    return this.hashKey;
  }

  /** The table's current stream ARN (looked up again after an error, in case the table was recreated). */
  async streamArn(): Promise<string | undefined> {
    if (!this.arn) {
      try {
        const { Table } = await this.dynamo.send(new DescribeTableCommand({ TableName: this.options.tableName }));
        this.arn = Table?.LatestStreamArn;
        this.hashKey = Table?.KeySchema?.find((key) => key.KeyType === 'HASH')?.AttributeName;
      } catch (error) {
        if (error instanceof TableNotFoundException) return undefined;
        throw error;
      }
    }
    return this.arn;
  }

  /** True while every consumer waits at the idle pace. */
  get idling(): boolean {
    return [...this.loops.values()].every((loop) => loop.idling);
  }

  /** Tells every consumer that records were probably just written (a command went through the API). */
  nudge(): void {
    for (const loop of this.loops.values()) loop.nudge();
  }

  forgetStream(): void {
    this.arn = undefined;
  }

  /**
   * Resolves once every record written to the stream before this call has been handled by every consumer (delivered,
   * or parked after its retries), or by the named ones: tests await it instead of sleeping.
   */
  async drain(timeoutMs = 30_000, consumers: readonly string[] = this.consumers): Promise<void> {
    const idle = Promise.all([...this.loops.entries()].filter(([name]) => consumers.includes(name)).map(([, loop]) => loop.idle()));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const errors = [...this.loops.entries()].filter(([, loop]) => loop.lastError).map(([name, loop]) => `${name}: ${loop.lastError}`);
        reject(new Error(`The stream was not drained within ${timeoutMs} ms${errors.length > 0 ? ` (${errors.join('; ')})` : ''}`));
      }, timeoutMs);
    });
    try {
      await Promise.race([idle, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  deadLetters(consumer: string): Promise<DeadLetter[]> {
    return this.options.deadLetters.list(consumer);
  }

  /**
   * Sends a consumer's parked records through it again, in their order (the projections' version guards make this
   * safe); what fails again is parked again. Returns how many went through and how many are parked now.
   */
  async redrive(consumer: string): Promise<{ redriven: number; parked: number }> {
    const loop = this.options.consumers.find((c) => c.name === consumer);
    if (!loop) throw new Error(`Unknown stream consumer ${consumer}; known: ${this.consumers.join(', ')}`);
    const letters = await this.options.deadLetters.take(consumer);
    if (letters.length === 0) return { redriven: 0, parked: 0 };
    const outcome = await deliverWithRetries({ Records: letters.map((letter) => letter.record) }, loop.handler, {
      ...this.options,
      consumer,
      deadLetters: this.options.deadLetters,
    });
    return { redriven: letters.length - outcome.parked.length, parked: outcome.parked.length };
  }
}
