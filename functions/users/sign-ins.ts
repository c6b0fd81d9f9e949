import type { DomainEvent } from '../../events/catalogue.ts';
import { ConcurrencyError } from '../platform/errors.ts';
import { EventStore } from '../platform/event-store.ts';
import type { SessionUser } from '../platform/auth/sessions.ts';

const store = new EventStore();

/**
 * Sign-ins and sign-outs are recorded in a stream of their own per user (`signins#<userId>`), so that the user's
 * aggregate stream stays short; only the last version is read before appending.
 */
export async function recordSignInEvent(
  user: Pick<SessionUser, 'userId' | 'dealerId'>,
  event: Extract<DomainEvent, { type: 'UserSignedIn' | 'UserSignedOut' }>,
  correlationId: string,
  causationId: string,
  /** Who did it, when not the user themselves (an administrator logging in as the user). */
  actorUserId: string = user.userId,
): Promise<void> {
  const streamId = `signins#${user.userId}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await store.append(streamId, await store.lastVersion(streamId), [event], {
        dealerId: user.dealerId,
        userId: actorUserId,
        correlationId,
        causationId,
      });
      return;
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= 3) throw error;
    }
  }
}
