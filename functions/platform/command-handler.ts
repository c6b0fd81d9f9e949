import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Decider } from '../../domain/decider.ts';
import type { NewEvent, StoredEvent } from '../../events/envelope.ts';
import { ConcurrencyError } from './errors.ts';
import type { EventStore} from './event-store.ts';
import { IdempotentReplay, idempotencyKeyReused, type AppendContext } from './event-store.ts';

export interface HandleOptions<State, Result> {
  /** The version the client last saw (`If-Match`); compared with the loaded version, never retried. */
  expectedVersion?: number;
  /** The command's `Idempotency-Key` and the payload it was sent with. */
  idempotencyKey?: string;
  payload?: unknown;
  /** What the command returns to its caller, computed from the new state; stored for idempotent replays. */
  result?: (outcome: { state: State; version: number; events: readonly NewEvent[] }) => Result;
  /** Conflict retries with fresh state (default 3). */
  retries?: number;
}

export interface HandleOutcome<State, Result> {
  state: State;
  version: number;
  events: StoredEvent[];
  result: Result;
  /** True when the idempotency key had been seen: nothing was appended, `result` is the first one. */
  replayed: boolean;
}

export const payloadHash = (payload: unknown): string =>
  createHash('sha256').update(JSON.stringify(payload ?? null)).digest('base64url');

/**
 * The generic command handler: load the stream, fold it with `evolve`, `decide`, append at the loaded version.
 * A lost race is retried on fresh state with back-off; with an `If-Match` it is the caller's conflict (409).
 */
export async function handleCommand<Command, Event extends NewEvent, State, Result = undefined>(
  store: EventStore,
  decider: Decider<Command, Event, State>,
  streamId: string,
  command: Command,
  context: AppendContext,
  options: HandleOptions<State, Result> = {},
): Promise<HandleOutcome<State, Result>> {
  const hash = options.idempotencyKey ? payloadHash(options.payload ?? command) : undefined;
  const idempotencyKey = options.idempotencyKey ? `${context.dealerId}#${context.userId}#${options.idempotencyKey}` : undefined;

  const replay = async (): Promise<HandleOutcome<State, Result> | undefined> => {
    if (!idempotencyKey) return undefined;
    const record = await store.getIdempotencyRecord(idempotencyKey);
    if (!record) return undefined;
    if (record.payloadHash !== hash) throw idempotencyKeyReused();
    const { state, version } = await load(store, decider, streamId);
    return { state, version, events: [], result: record.result as Result, replayed: true };
  };

  const earlier = await replay();
  if (earlier) return earlier;

  const retries = options.retries ?? 3;
  for (let attempt = 0; ; attempt += 1) {
    const { state, version } = await load(store, decider, streamId);
    if (options.expectedVersion !== undefined && options.expectedVersion !== version) throw new ConcurrencyError(streamId, version);
    const newEvents = decider.decide(command, state);
    const newState = newEvents.reduce(decider.evolve, state);
    const newVersion = version + newEvents.length;
    // The result is computed before the append so that it can be stored with the events in one transaction.
    const result = options.result?.({ state: newState, version: newVersion, events: newEvents }) as Result;
    try {
      const stored = await store.append(
        streamId,
        version,
        newEvents,
        context,
        idempotencyKey && hash ? { key: idempotencyKey, payloadHash: hash, result: result ?? null } : undefined,
      );
      return { state: newState, version: newVersion, events: stored, result, replayed: false };
    } catch (error) {
      if (error instanceof IdempotentReplay) {
        const first = await replay();
        if (first) return first;
      }
      if (!(error instanceof ConcurrencyError) || options.expectedVersion !== undefined || attempt >= retries) throw error;
      await sleep(10 * 2 ** attempt + Math.random() * 20);
    }
  }
}

export async function load<Command, Event extends NewEvent, State>(
  store: EventStore,
  decider: Decider<Command, Event, State>,
  streamId: string,
): Promise<{ state: State; version: number }> {
  const events = await store.readStream(streamId);
  const state = events.reduce((current, event) => decider.evolve(current, event as unknown as Event), decider.initialState());
  return { state, version: events.at(-1)?.version ?? 0 };
}
