import { conglomerateDealerIds } from '../../platform/auth/dealer-directory.ts';
import { personalData as sharedPersonalData, type PersonalData } from '../../platform/personal-data.ts';
import { projection, type ProjectedEvent, type Projection } from '../../platform/projection.ts';
import { caseSubject } from '../case-personal.ts';
import { casesOfCustomer } from '../readers.ts';

/**
 * The cases context's part of forgetting a customer: the customer's cases stay, without its personal data, and the
 * personal data of their own (the rental's drivers, sealed with each case's key) goes with it: the keys of every case
 * of the conglomerate that names the customer as buyer or co-buyer are destroyed. The destruction is the projection's
 * lookup (its I/O), harmless when redelivered or replayed; the row records how many cases were erased.
 * pk `case-key-erasure#<dealerId>`, sk the customer's stream.
 */
export interface CaseKeyErasureRow extends Record<string, unknown> {
  Id: string;
  Cases: number;
  ErasedDate: string;
}

export const CASE_KEY_ERASURE = 'case-key-erasure';
const ERASURE_EVENTS = ['CustomerForgotten'] as const;

/** Forgets the keys of the forgotten customer's cases; answers how many. */
export const forgetCasesOfCustomer = async (personalData: PersonalData, event: ProjectedEvent<(typeof ERASURE_EVENTS)[number]>): Promise<number> => {
  const customerId = event.streamId.slice(event.streamId.indexOf('#') + 1);
  const cases = await casesOfCustomer(await conglomerateDealerIds(event.meta.dealerId), customerId);
  await Promise.all(cases.map((found) => personalData.forget(caseSubject(found.Id))));
  return cases.length;
};

export const caseKeyErasureProjection = (personalData: () => PersonalData = sharedPersonalData): Projection<CaseKeyErasureRow> =>
  projection<CaseKeyErasureRow, (typeof ERASURE_EVENTS)[number], number>({
    name: CASE_KEY_ERASURE,
    events: ERASURE_EVENTS,
    key: (event) => ({ pk: `${CASE_KEY_ERASURE}#${event.meta.dealerId}`, sk: event.streamId }),
    lookup: async (_row, event) => forgetCasesOfCustomer(personalData(), event),
    evolve: (_row, event, cases) => ({ Id: event.streamId, Cases: cases ?? 0, ErasedDate: event.meta.occurredAt }),
  });

export const caseKeyErasure = caseKeyErasureProjection();
