import { conglomerateDealerIds } from '../../platform/auth/dealer-directory.ts';
import { EventStore } from '../../platform/event-store.ts';
import { personalData as sharedPersonalData, type PersonalData } from '../../platform/personal-data.ts';
import { projection, type ProjectedEvent, type Projection } from '../../platform/projection.ts';
import { caseSubject } from '../case-personal.ts';
import { deleteExpiredCase } from '../delete-expired-case.ts';
import { casesOfCustomer } from '../readers.ts';

/**
 * The cases context's part of forgetting a customer. Deleted on request, the customer's cases stay, without its
 * personal data, and the personal data of their own (the rental's drivers, sealed with each case's key) goes with it:
 * the keys of every case of the conglomerate that names the customer as buyer or co-buyer are destroyed. Forgotten
 * because the department's retention period for customers and cases ran out, the customer's cases are past it too, and
 * each is deleted (CaseDeleted, on which its rows and printed documents go) besides. The destruction and the deletions
 * are the projection's lookup (its I/O), harmless when redelivered or replayed (a deleted case is deleted once); the
 * row records how many cases were erased. pk `case-key-erasure#<dealerId>`, sk the customer's stream.
 */
export interface CaseKeyErasureRow extends Record<string, unknown> {
  Id: string;
  Cases: number;
  ErasedDate: string;
}

export const CASE_KEY_ERASURE = 'case-key-erasure';
const ERASURE_EVENTS = ['CustomerForgotten'] as const;
type ErasureEvent = ProjectedEvent<(typeof ERASURE_EVENTS)[number]>;

/** Deletes a case past the retention period on behalf of its own department; one deleted already is left as it is. */
const deleteCase = (store: EventStore, personalData: PersonalData, event: ErasureEvent, found: { Id: string; DealerId: string }) =>
  deleteExpiredCase(store, personalData, found, { userId: event.meta.userId, correlationId: event.meta.correlationId, causationId: event.meta.eventId });

/** Forgets the keys of the forgotten customer's cases, and deletes the cases when the retention period ran out; answers how many. */
export const forgetCasesOfCustomer = async (personalData: PersonalData, event: ErasureEvent, store: EventStore): Promise<number> => {
  const customerId = event.streamId.slice(event.streamId.indexOf('#') + 1);
  const cases = await casesOfCustomer(await conglomerateDealerIds(event.meta.dealerId), customerId);
  const retention = event.data.Reason === 'Retention';
  await Promise.all(
    cases.map(async (found) => {
      if (retention) await deleteCase(store, personalData, event, found);
      await personalData.forget(caseSubject(found.Id));
    }),
  );
  return cases.length;
};

export const caseKeyErasureProjection = (personalData: () => PersonalData = sharedPersonalData, store: () => EventStore = sharedStore): Projection<CaseKeyErasureRow> =>
  projection<CaseKeyErasureRow, (typeof ERASURE_EVENTS)[number], number>({
    name: CASE_KEY_ERASURE,
    events: ERASURE_EVENTS,
    key: (event) => ({ pk: `${CASE_KEY_ERASURE}#${event.meta.dealerId}`, sk: event.streamId }),
    lookup: async (_row, event) => forgetCasesOfCustomer(personalData(), event, store()),
    evolve: (_row, event, cases) => ({ Id: event.streamId, Cases: cases ?? 0, ErasedDate: event.meta.occurredAt }),
  });

let shared: EventStore | undefined;
function sharedStore(): EventStore {
  return (shared ??= new EventStore());
}

export const caseKeyErasure = caseKeyErasureProjection();
