import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { StoredEvent } from '../events/envelope.ts';
import { caseListSnapshots } from './cases/case-list-cache.ts';
import { stockListSnapshots } from './cars/stock-search.ts';
import { leadFunnelSnapshots } from './dashboard/lead-funnel-list.ts';
import { customerOverviewSnapshots } from './customers/customer-list-search.ts';
import { PriceCellsProjection } from './market/projections/price-cells.ts';
import { logger } from './platform/logger.ts';
import { ListSnapshots } from './platform/list-engine.ts';
import { ProjectionRunner } from './platform/projection.ts';
import { PROJECTOR_MAPPING } from './platform/stream-mapping.ts';
import { eventOfRecord } from './platform/stream-records.ts';
import { projections } from './projections.ts';

/**
 * The projector: the `Events` stream's one reader for read models (DynamoDB Streams allow two readers per shard;
 * the lead publisher is the other). A batch is applied row by row: records of different aggregates concurrently,
 * each aggregate's records in order (see ProjectionRunner). The records of a row that failed are reported
 * (ReportBatchItemFailures), so that Lambda retries from the earliest of them and, after its retries, parks it in the
 * dead-letter queue; the rows already written skip the retried records by their version.
 */
/** The stream mapping's batch size: a smaller batch means the projector has caught up with the stream. */
export const PROJECTOR_BATCH_SIZE = PROJECTOR_MAPPING.batchSize;

export const projector = (runner: ProjectionRunner, snapshots?: ListSnapshots, priceCells = new PriceCellsProjection()) => async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const events: StoredEvent[] = [];
  const recordOf = new Map<StoredEvent, string>();
  for (const record of event.Records) {
    const stored = eventOfRecord(record);
    if (!stored) continue;
    events.push(stored);
    recordOf.set(stored, record.dynamodb?.SequenceNumber ?? '');
  }
  // The market's price cells sum many listings per row, so they keep their own guard (see PriceCellsProjection).
  const [{ failed: rowsFailed, written }, { failed: cellsFailed }] = await Promise.all([runner.applyBatch(events), priceCells.applyBatch(events)]);
  const failed = [...rowsFailed, ...cellsFailed];
  for (const { event: failedEvent, error } of failed) {
    logger.error('Projection failed', { streamId: failedEvent.streamId, version: failedEvent.version, type: failedEvent.type, error });
  }
  if (snapshots) {
    // The compact copies of the lists are a shortcut for cold readers: failing to write one fails no record.
    await snapshots.written(written, caughtUp(event)).catch((error: unknown) => logger.warn('List copy not written', { error }));
  }
  // When nothing of the batch could be applied, the batch fails as a whole, with the cause (as Powertools does).
  if (failed.length > 0 && failed.length >= events.length && new Set(failed.map((f) => f.event)).size === events.length) throw failed[0]!.error;
  const identifiers = [...new Set(failed.map(({ event: failedEvent }) => recordOf.get(failedEvent)!))];
  return { batchItemFailures: identifiers.map((itemIdentifier) => ({ itemIdentifier })) };
};

/**
 * Whether the projector has caught up with the stream: the batch's newest record is only seconds old, or the batch is
 * far below the mapping's size (a burst ends in one; the mapping splits a shard's records over parallel batches, so a
 * batch of a busy stream is about the size over the parallelization factor).
 */
const caughtUp = (event: DynamoDBStreamEvent, now = Date.now()): boolean => {
  const newest = Math.max(0, ...event.Records.map((record) => record.dynamodb?.ApproximateCreationDateTime ?? 0));
  const small = event.Records.length < PROJECTOR_BATCH_SIZE / PROJECTOR_MAPPING.parallelizationFactor / 2;
  return small || (event.Records.length < PROJECTOR_BATCH_SIZE && now / 1000 - newest <= CAUGHT_UP_SECONDS);
};
const CAUGHT_UP_SECONDS = 3;

/** Every list's compact copies: kept current by the projector, rewritten whole by `npm run rebuild -- --copies`. */
export const listCopies = () => [...caseListSnapshots(), ...stockListSnapshots(), ...customerOverviewSnapshots(), ...leadFunnelSnapshots()];

let handle: ((event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>) | undefined;
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  handle ??= projector(new ProjectionRunner(projections), new ListSnapshots(listCopies()));
  return handle(event);
};
