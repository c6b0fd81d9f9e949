import { expect } from 'vitest';
import type { NewEvent } from '../events/envelope.ts';
import type { Decider } from './decider.ts';
import { DomainError } from './errors.ts';

/** Given/when/then specifications for deciders (the Emmett shape): no database, just events in and events out. */
export const specification =
  <Command, Event extends NewEvent, State>(decider: Decider<Command, Event, State>) =>
  (given: readonly Event[]) => ({
    when: (command: Command) => {
      const decide = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected: readonly Event[]) => expect(decide()).toEqual(expected),
        thenRefuses: (message: string, kind?: DomainError['kind'], code?: string, field?: string) => {
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
        },
      };
    },
  });
