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

export const fold = <Event extends NewEvent, State>(
  decider: Pick<Decider<never, Event, State>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State => events.reduce(decider.evolve, decider.initialState());
