import { casesOfCustomer } from '../../cases/readers.ts';
import { conglomerateDealerIds } from '../../platform/auth/dealer-directory.ts';
import { projection, type ProjectedEvent } from '../../platform/projection.ts';
import { deleteCaseDocuments } from '../document-store.ts';

/**
 * The documents context's part of deleting a case and of forgetting a customer: a printed document or preview names
 * the case's customers and drivers, so deleting the case deletes its documents, and forgetting a customer deletes the
 * documents of every case of the conglomerate that names it as buyer or co-buyer (the cases stay, without them).
 * The deletion is the projection's lookup (its I/O), run once per event by the version guard and harmless when
 * redelivered or replayed; the row records only that the stream's documents were deleted, and how many.
 * pk `document-erasure#<dealerId>`, sk the stream (`case#7`, `customer#42`).
 */
export interface DocumentErasureRow extends Record<string, unknown> {
  Id: string;
  /** Objects deleted when the event was applied (a replay finds none). */
  Deleted: number;
  ErasedDate: string;
}

export const DOCUMENT_ERASURE = 'document-erasure';
const ERASURE_EVENTS = ['CaseDeleted', 'CustomerForgotten'] as const;
type ErasureEvent = ProjectedEvent<(typeof ERASURE_EVENTS)[number]>;

const idOf = (streamId: string): string => streamId.slice(streamId.indexOf('#') + 1);

/** Deletes the documents the event makes obsolete; returns how many objects went. */
export const eraseDocuments = async (event: ErasureEvent): Promise<number> => {
  switch (event.type) {
    case 'CaseDeleted':
      return deleteCaseDocuments(event.meta.dealerId, idOf(event.streamId));
    case 'CustomerForgotten': {
      const cases = await casesOfCustomer(await conglomerateDealerIds(event.meta.dealerId), idOf(event.streamId));
      const counts = await Promise.all(cases.map((found) => deleteCaseDocuments(found.DealerId, found.Id)));
      return counts.reduce((sum, count) => sum + count, 0);
    }
  }
};

export const documentErasure = projection<DocumentErasureRow, (typeof ERASURE_EVENTS)[number], number>({
  name: DOCUMENT_ERASURE,
  events: ERASURE_EVENTS,
  key: (event) => ({ pk: `${DOCUMENT_ERASURE}#${event.meta.dealerId}`, sk: event.streamId }),
  lookup: async (_row, event) => eraseDocuments(event),
  evolve: (_row, event, deleted) => ({ Id: event.streamId, Deleted: deleted ?? 0, ErasedDate: event.meta.occurredAt }),
});
