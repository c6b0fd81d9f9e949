/**
 * How the Events stream feeds the projector, in AWS (the event source mapping) and locally (the stream poller) alike.
 * Larger batches let the runner read and write the rows of many aggregates together, which is what keeps up with a
 * burst or a replay; Lambda still sends fewer records when their payload reaches its 6 MB limit. Up to ten batches of
 * a shard run at once, the records of one aggregate (one partition key) in one batch, in order.
 */
export const PROJECTOR_MAPPING = { batchSize: 1_000, parallelizationFactor: 10 } as const;
