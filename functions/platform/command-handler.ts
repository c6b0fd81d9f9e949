import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Decider, EventOf, Flow, FlowEvents, FlowStates, FlowStreams, StateOf } from '../../domain/decider.ts';
import type { NewEvent, StoredEvent } from '../../events/envelope.ts';
import { ConcurrencyError } from './errors.ts';
import type { EventStore, StreamAppend } from './event-store.ts';
import { IdempotentReplay, idempotencyKeyReused, type AppendContext } from './event-store.ts';
import { isSequenceStream, peekNumbers } from './sequences.ts';

export interface HandleOptions<State, Result> {
  /** The version the client last saw (`If-Match`); compared with the loaded version, never retried. */
  expectedVersion?: number;
  /** The command's `Idempotency-Key` and the payload it was sent with. */
  idempotencyKey?: string;
  payload?: unknown;
  /** What the command returns to its caller, computed from the new state; stored for idempotent replays. */
  result?: (outcome: { state: State; version: number; events: readonly NewEvent[] }) => Result | Promise<Result>;
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

/** One aggregate loaded into a command group: its state after the commands decided so far, and their events. */
export class GroupAggregate<Command, Event extends NewEvent, State> {
  private readonly decided: Event[] = [];
  private current: State;

  constructor(
    readonly decider: Decider<Command, Event, State>,
    readonly streamId: string,
    initial: State,
    /** The version loaded: the expected version of the append. */
    readonly loadedVersion: number,
  ) {
    this.current = initial;
  }

  get state(): State {
    return this.current;
  }

  /** The version the stream has once the decided events are appended. */
  get version(): number {
    return this.loadedVersion + this.decided.length;
  }

  get events(): readonly Event[] {
    return this.decided;
  }

  /** Decides a command on the current state (a refusal throws and nothing of the group is appended). */
  decide(command: Command): Event[] {
    const events = this.decider.decide(command, this.current);
    this.record(events);
    return events;
  }

  /** Records events decided for this stream by a flow across aggregates, as if this stream's decider had decided them. */
  record(events: readonly Event[]): void {
    this.current = events.reduce(this.decider.evolve, this.current);
    this.decided.push(...events);
  }
}

/** The aggregates a flow runs on, by the part each plays in it; a part left out is a stream not loaded for this command. */
export type FlowAggregates<Streams extends FlowStreams> = {
  [Part in keyof Streams]?: GroupAggregate<never, EventOf<Streams[Part]>, StateOf<Streams[Part]>>;
};

/**
 * One attempt of a command that spans aggregates: load what it needs, decide on each, reserve numbers. Nothing is
 * written until the attempt returns; then every decided event, every reserved number and the idempotency record
 * are appended in one transaction. A lost race runs the attempt again on fresh state.
 */
export class CommandGroup {
  private readonly aggregates = new Map<string, GroupAggregate<never, NewEvent, unknown>>();
  private readonly reservations = new Map<string, StreamAppend>();

  constructor(
    private readonly store: EventStore,
    /** The stream the request is about (default: the first one loaded). */
    private main?: string,
    /** The If-Match of the request, checked as soon as the main stream is loaded, before anything is decided. */
    private readonly ifMatch?: number,
  ) {}

  /** The aggregate the request is about: its version is the command's ETag. */
  get mainAggregate(): GroupAggregate<never, NewEvent, unknown> | undefined {
    return this.main === undefined ? undefined : this.aggregates.get(this.main);
  }

  /** Loads a stream (once per attempt: a second load answers the same aggregate). */
  async load<Command, Event extends NewEvent, State>(
    decider: Decider<Command, Event, State>,
    streamId: string,
  ): Promise<GroupAggregate<Command, Event, State>> {
    const known = this.aggregates.get(streamId);
    if (known) {
      if (known.decider !== (decider as unknown)) throw new Error(`Stream ${streamId} loaded with two deciders`);
      return known as unknown as GroupAggregate<Command, Event, State>;
    }
    const { state, version } = await load(this.store, decider, streamId);
    this.main ??= streamId;
    if (this.main === streamId && this.ifMatch !== undefined && this.ifMatch !== version) throw new ConcurrencyError(streamId, version);
    const aggregate = new GroupAggregate(decider, streamId, state, version);
    this.aggregates.set(streamId, aggregate as unknown as GroupAggregate<never, NewEvent, unknown>);
    return aggregate;
  }

  /**
   * The next number of a sequence ("Sag nr. 1042"), taken in the same transaction as the group's events: if the
   * command is refused or loses a race, the number is not used up.
   */
  async reserve(name: string): Promise<string> {
    const earlier = this.reservations.get(name);
    const { numbers, append } = await peekNumbers(this.store, name, (earlier?.events.length ?? 0) + 1);
    this.reservations.set(name, append);
    return String(numbers.at(-1));
  }

  /**
   * True when a sequence this attempt reserved from has moved on since: the attempt's number was another's, so what
   * it found under that number (a case already there) is a lost race, not a refusal.
   */
  async reservationsMoved(): Promise<boolean> {
    const moved = await Promise.all(
      [...this.reservations.values()].map(async ({ streamId, expectedVersion }) => (await this.store.lastVersion(streamId)) !== expectedVersion),
    );
    return moved.some(Boolean);
  }

  /**
   * Runs a flow across aggregates (a pure function in the domain) on aggregates this group loaded: the flow decides on
   * their states, and its events are recorded on each, to be appended with the rest of the group in one transaction.
   */
  run<Command, Streams extends FlowStreams>(flow: Flow<Command, Streams>, command: Command, aggregates: FlowAggregates<Streams>): FlowEvents<Streams> {
    const parts = Object.entries(aggregates).filter((entry): entry is [string, GroupAggregate<never, NewEvent, unknown>] => entry[1] !== undefined);
    for (const [part, aggregate] of parts) {
      if (aggregate.decider !== (flow.streams[part] as unknown)) throw new Error(`The flow's ${part} is loaded with another decider`);
    }
    const states = Object.fromEntries(parts.map(([part, aggregate]) => [part, aggregate.state])) as FlowStates<Streams>;
    const decided = flow.decide(command, states);
    for (const [part, events] of Object.entries(decided) as [string, NewEvent[] | undefined][]) {
      if (!events?.length) continue;
      const aggregate = parts.find(([loaded]) => loaded === part)?.[1];
      if (!aggregate) throw new Error(`The flow decided events for ${part}, which was not loaded`);
      aggregate.record(events);
    }
    return decided;
  }

  /** What the attempt appends: each loaded stream with events, then the reserved numbers. */
  appends(): StreamAppend[] {
    const decided = [...this.aggregates.values()]
      .filter((aggregate) => aggregate.events.length > 0)
      .map((aggregate) => ({ streamId: aggregate.streamId, expectedVersion: aggregate.loadedVersion, events: aggregate.events }));
    return [...decided, ...this.reservations.values()];
  }

}

export interface GroupOptions {
  /**
   * The stream the request is about: its version is compared with If-Match and answered as the ETag. Default: the
   * first stream the attempt loads (for a new case, whose number the attempt reserves).
   */
  main?: string;
  /** The version the client last saw of `main` (`If-Match`); a mismatch is the caller's conflict (409), not retried. */
  expectedVersion?: number;
  idempotencyKey?: string;
  /** The payload the idempotency key was sent with (a reused key with another payload is refused). */
  payload?: unknown;
  /** Conflict retries with fresh state (default 3); a race for a sequence number is retried more often. */
  retries?: number;
}

export interface GroupOutcome<Result> {
  /** The version of the main stream after the append. */
  version: number;
  /** Every event appended, stream by stream. */
  events: StoredEvent[];
  result: Result;
  /** True when the idempotency key had been seen: nothing was appended, `result` is the first one. */
  replayed: boolean;
}

const SEQUENCE_RETRIES = 20;

/**
 * The command handler for everything a command touches at once (Castore's `pushEventGroup` behind Emmett's command
 * handler): `attempt` loads aggregates, decides and reserves numbers on a `CommandGroup`; its result and all events go
 * in one transaction with the idempotency record. A lost race is retried on fresh state with back-off; a refusal
 * appends nothing and takes no number.
 */
export async function handleGroup<Result>(
  store: EventStore,
  context: AppendContext,
  attempt: (group: CommandGroup) => Promise<Result>,
  options: GroupOptions,
): Promise<GroupOutcome<Result>> {
  const hash = options.idempotencyKey ? payloadHash(options.payload) : undefined;
  const idempotencyKey = options.idempotencyKey ? `${context.dealerId}#${context.userId}#${options.idempotencyKey}` : undefined;

  const replay = async (): Promise<GroupOutcome<Result> | undefined> => {
    if (!idempotencyKey) return undefined;
    const record = await store.getIdempotencyRecord(idempotencyKey);
    if (!record) return undefined;
    if (record.payloadHash !== hash) throw idempotencyKeyReused();
    const version = record.version ?? (options.main === undefined ? 0 : await store.lastVersion(options.main));
    return { version, events: [], result: record.result as Result, replayed: true };
  };

  const earlier = await replay();
  if (earlier) return earlier;

  const retries = options.retries ?? 3;
  let conflicts = 0;
  let sequenceConflicts = 0;
  for (;;) {
    const group = new CommandGroup(store, options.main, options.expectedVersion);
    let result: Result;
    try {
      result = await attempt(group);
    } catch (error) {
      if (sequenceConflicts >= SEQUENCE_RETRIES || !(await group.reservationsMoved())) throw error;
      sequenceConflicts += 1;
      await sleep(Math.min(10 * 2 ** Math.min(sequenceConflicts, 4), 200) * Math.random() + 5);
      continue;
    }
    const main = group.mainAggregate;
    if (!main) throw new Error('A command group loads the aggregate it is about');
    try {
      const stored = await store.appendGroup(
        group.appends(),
        context,
        idempotencyKey && hash ? { key: idempotencyKey, payloadHash: hash, result: result ?? null, version: main.version } : undefined,
      );
      return { version: main.version, events: stored.flat(), result, replayed: false };
    } catch (error) {
      if (error instanceof IdempotentReplay) {
        const first = await replay();
        if (first) return first;
      }
      if (!(error instanceof ConcurrencyError)) throw error;
      // With If-Match the client's version of the main stream is stale: that is its conflict to resolve.
      if (error.streamId === main.streamId && options.expectedVersion !== undefined) throw error;
      // Two racers for one number conflict on every stream the number opens, and the store names the first of them:
      // the loss is still the number's when the reserved sequence has moved on.
      const sequenceRace = isSequenceStream(error.streamId) || (await group.reservationsMoved());
      if (sequenceRace ? sequenceConflicts >= SEQUENCE_RETRIES : conflicts >= retries) throw error;
      const tries = sequenceRace ? (sequenceConflicts += 1) : (conflicts += 1);
      await sleep(Math.min(10 * 2 ** Math.min(tries, 4), 200) * Math.random() + 5);
    }
  }
}

/**
 * The generic command handler for one aggregate: load the stream, fold it with `evolve`, `decide`, append at the
 * loaded version. A lost race is retried on fresh state with back-off; with an `If-Match` it is the caller's conflict.
 */
export async function handleCommand<Command, Event extends NewEvent, State, Result = undefined>(
  store: EventStore,
  decider: Decider<Command, Event, State>,
  streamId: string,
  command: Command,
  context: AppendContext,
  options: HandleOptions<State, Result> = {},
): Promise<HandleOutcome<State, Result>> {
  let decided: GroupAggregate<Command, Event, State> | undefined;
  const outcome = await handleGroup(
    store,
    context,
    async (group) => {
      decided = await group.load(decider, streamId);
      decided.decide(command);
      // The result is computed before the append so that it can be stored with the events in one transaction.
      return (await options.result?.({ state: decided.state, version: decided.version, events: decided.events })) as Result;
    },
    {
      main: streamId,
      expectedVersion: options.expectedVersion,
      idempotencyKey: options.idempotencyKey,
      payload: options.payload ?? command,
      retries: options.retries,
    },
  );
  const state = outcome.replayed || !decided ? (await load(store, decider, streamId)).state : decided.state;
  return { ...outcome, state };
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
