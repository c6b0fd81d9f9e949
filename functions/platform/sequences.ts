import { setTimeout as sleep } from 'node:timers/promises';
import { ConcurrencyError } from './errors.ts';
import type { AppendContext, EventStore } from './event-store.ts';

/**
 * Gap-free numbers for the spec's numeric ids ("Sag nr. 1042"): each number is one event appended to the stream
 * `sequence#<name>`, so the event store's conditional append hands every number out exactly once. A lost race
 * re-reads the last version and tries the next number.
 */
export async function nextNumber(store: EventStore, name: string, context: AppendContext, attempts = 20): Promise<number> {
  const streamId = `sequence#${name}`;
  for (let attempt = 0; ; attempt += 1) {
    const last = await store.lastVersion(streamId);
    try {
      await store.append(streamId, last, [{ type: 'SequenceNumberReserved', data: { Name: name } }], context);
      return last + 1;
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= attempts) throw error;
      await sleep(Math.random() * 10 * (attempt + 1));
    }
  }
}
