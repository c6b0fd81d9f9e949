import { expect } from 'vitest';
import type { NewEvent } from '../events/envelope.ts';
import { fold, type Decider, type EventOf, type Flow, type FlowEvents, type FlowStates, type FlowStreams } from './decider.ts';
import { DomainError } from './errors.ts';

/** Expects `decide` to refuse with a DomainError: its Danish message, and its kind, code and field when given. */
const expectRefusal = (decide: () => unknown, message: string, kind?: DomainError['kind'], code?: string, field?: string): void => {
  let error: unknown;
  try {
    decide();
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).message).toBe(message);
  if (kind) expect((error as DomainError).kind).toBe(kind);
  if (code) expect((error as DomainError).code).toBe(code);
  if (field) expect((error as DomainError).field).toBe(field);
};

/** Given/when/then specifications for deciders (the Emmett shape): no database, just events in and events out. */
export const specification =
  <Command, Event extends NewEvent, State>(decider: Decider<Command, Event, State>) =>
  (given: readonly Event[]) => ({
    when: (command: Command) => {
      const decide = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected: readonly Event[]) => expect(decide()).toEqual(expected),
        thenRefuses: (message: string, kind?: DomainError['kind'], code?: string, field?: string) => expectRefusal(decide, message, kind, code, field),
      };
    },
  });

/** A flow's events without the parts that get none, so that `{}` and `{ case: [] }` say the same. */
const withEvents = (events: Record<string, readonly unknown[] | undefined>): Record<string, readonly unknown[]> =>
  Object.fromEntries(Object.entries(events).filter((entry): entry is [string, readonly unknown[]] => (entry[1]?.length ?? 0) > 0));

/**
 * Given/when/then specifications for flows across aggregates (Emmett's `workflowSpecification` shape): given the events
 * of each stream the caller loads, by part (folded by that part's decider; a part left out is a stream not loaded),
 * when a command, then the events of each stream (a part left out gets none) or a refusal.
 */
export const flowSpecification =
  <Command, Streams extends FlowStreams>(flow: Flow<Command, Streams>) =>
  (given: { [Part in keyof Streams]?: readonly EventOf<Streams[Part]>[] }) => ({
    when: (command: Command) => {
      const states = Object.fromEntries(
        Object.entries(given).map(([part, events]) => [part, fold(flow.streams[part]!, (events ?? []) as never[])]),
      ) as FlowStates<Streams>;
      const decide = () => flow.decide(command, states);
      return {
        then: (expected: FlowEvents<Streams>) => expect(withEvents(decide())).toEqual(withEvents(expected)),
        thenNothingHappens: () => expect(withEvents(decide())).toEqual({}),
        thenRefuses: (message: string, kind?: DomainError['kind'], code?: string, field?: string) => expectRefusal(decide, message, kind, code, field),
      };
    },
  });
