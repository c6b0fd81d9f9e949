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
