import { projection } from '../../platform/projection.ts';
import { CASE_EVENTS, evolveFacts, factsOf, type CaseFacts } from './case-state.ts';

/**
 * One row per case: the whole case as `Case/Get`, the detail pane and the document dialogs read it. Names of the
 * customer, car and case manager are not copied in: those queries read them from their own read models, so they
 * are always current. A deleted case's row is removed (the runner keeps a bare tombstone against late events).
 */
export interface CaseDetailsRow extends CaseFacts, Record<string, unknown> {}

export const CASE_DETAILS = 'case-details';
export const caseDetailsKey = (dealerId: string, caseId: string) => ({ pk: `${CASE_DETAILS}#${dealerId}`, sk: caseId });

export const caseDetails = projection({
  name: CASE_DETAILS,
  events: CASE_EVENTS,
  evolve(row: CaseDetailsRow | undefined, event) {
    const next = evolveFacts(factsOf(row), event);
    if (next === 'deleted' || next === undefined) return null;
    return { ...next };
  },
});
