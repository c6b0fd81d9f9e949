import type { EventData, EventType } from '../events/catalogue.ts';
import type { NewEvent } from '../events/envelope.ts';

/**
 * One aggregate's pure business rules (the Emmett decider shape): `decide` turns a command and the current
 * state into new events (or throws a DomainError), `evolve` folds one event into the state. No I/O.
 */
export interface Decider<Command, Event extends NewEvent, State> {
  initialState(): State;
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
}

/** The events of an aggregate, by their catalogue types: each `{ type, data }` with the data the catalogue gives that type. */
export type DecidedEvent<Type extends EventType> = { [T in Type]: { type: T; data: EventData<T> } }[Type];

export const fold = <Event extends NewEvent, State>(
  decider: Pick<Decider<never, Event, State>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State => events.reduce(decider.evolve, decider.initialState());

/** The state and the events of a decider. */
export type StateOf<D extends Decider<never, NewEvent, unknown>> = ReturnType<D['initialState']>;
export type EventOf<D extends Decider<never, NewEvent, unknown>> = Parameters<D['evolve']>[1];

/** The deciders of the streams a flow touches, by the part each stream plays in it (the case, the swap car, ...). */
export type FlowStreams = Record<string, Decider<never, NewEvent, unknown>>;

/** The states a flow is given, by part: a part left out is a stream the caller did not load for this command. */
export type FlowStates<Streams extends FlowStreams> = { [Part in keyof Streams]?: StateOf<Streams[Part]> };

/** The events a flow decides, by part: a part left out (or empty) gets none. */
export type FlowEvents<Streams extends FlowStreams> = { [Part in keyof Streams]?: EventOf<Streams[Part]>[] };

/**
 * What one action does across aggregates (Emmett's workflow shape, decided at once): pure, it takes the states of the
 * streams it touches, folded by their deciders, and a command, and answers the events of each stream, or refuses with
 * a DomainError. The command handler appends all of them in one transaction, so the action happens whole or not at all.
 */
export interface Flow<Command, Streams extends FlowStreams> {
  readonly streams: Streams;
  decide(command: Command, states: FlowStates<Streams>): FlowEvents<Streams>;
}
