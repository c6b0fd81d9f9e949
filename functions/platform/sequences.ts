import { setTimeout as sleep } from 'node:timers/promises';
import { ConcurrencyError } from './errors.ts';
import type { AppendContext, EventStore, StreamAppend } from './event-store.ts';

/**
 * Gap-free numbers for the spec's numeric ids ("Sag nr. 1042"): each number is one event in the stream
 * `sequence#<name>`, so the event store's conditional put hands every number out exactly once. A number is reserved
 * in the same transaction as the events that use it (see `CommandGroup.reserve`): a refused command, or a transaction
 * that loses a race, takes no number.
 */
export const sequenceStreamId = (name: string): string => `sequence#${name}`;

export const isSequenceStream = (streamId: string): boolean => streamId.startsWith('sequence#');

/** The next `count` numbers of a sequence as seen now, and the append that takes them (to go into the command's group). */
export async function peekNumbers(store: EventStore, name: string, count = 1): Promise<{ numbers: number[]; append: StreamAppend }> {
  const streamId = sequenceStreamId(name);
  const last = await store.lastVersion(streamId);
  return {
    numbers: Array.from({ length: count }, (_, index) => last + index + 1),
    append: { streamId, expectedVersion: last, events: Array.from({ length: count }, () => ({ type: 'SequenceNumberReserved', data: { Name: name } })) },
  };
}

/**
 * Takes the next number on its own, for ids whose command cannot be refused after the number is taken. Where the
 * command can still be refused, reserve the number in the command's group instead (`CommandGroup.reserve`).
 */
export async function nextNumber(store: EventStore, name: string, context: AppendContext, attempts = 20): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    const { numbers, append } = await peekNumbers(store, name);
    try {
      await store.appendGroup([append], context);
      return numbers[0]!;
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= attempts) throw error;
      await sleep(Math.random() * 10 * (attempt + 1));
    }
  }
}
