import type { LookupOutcome, LookupPurpose, LookupRegister } from '../../../domain/customers/lookup.ts';
import { ConcurrencyError } from '../../platform/errors.ts';
import { EventStore } from '../../platform/event-store.ts';
import type { Session } from '../../platform/http/session-context.ts';

const store = new EventStore();

/** The department's look-ups of one day (UTC): one stream per day keeps each short, and an audit reads by day. */
export const lookupAuditStream = (dealerId: string, at: Date = new Date()): string => `register-lookup#${dealerId}#${at.toISOString().slice(0, 10)}`;

export interface LookupAuditEntry {
  register: LookupRegister;
  outcome: LookupOutcome;
  purpose: LookupPurpose;
}

/**
 * Records one look-up for audit: who (the session's user and department, in the envelope), when (the envelope's time),
 * which register, for whom (a private customer or a business's user) and how it ended, never the number asked or the
 * answer. Concurrent look-ups of a department race for the day's next version: a lost race is retried on the new
 * last version.
 */
export async function recordLookup(session: Session, entry: LookupAuditEntry, correlationId: string, causationId: string): Promise<void> {
  const streamId = lookupAuditStream(session.dealerId);
  const event = { type: 'RegisterLookedUp' as const, data: { Register: entry.register, Outcome: entry.outcome, Purpose: entry.purpose } };
  for (let attempt = 0; ; attempt += 1) {
    try {
      await store.append(streamId, await store.lastVersion(streamId), [event], {
        dealerId: session.dealerId,
        userId: session.userId,
        correlationId,
        causationId,
      });
      return;
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= 8) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));
    }
  }
}
