import { describeCaseEvent, evolveCaseHistory, type CaseHistoryState } from '../../../domain/history/case-history.ts';
import { historyKey, recordHistory } from '../../platform/record-history.ts';
import { CASE_EVENTS } from './case-state.ts';

/**
 * The sales case's history (its Historik): one row per case, see platform/record-history.ts. It names customers and
 * cars by number only, so it holds nothing a customer's erasure must take away (the rental's drivers stay sealed).
 */
export const CASE_HISTORY = 'case-history';
export const caseHistoryKey = (dealerId: string, caseId: string) => historyKey(CASE_HISTORY, dealerId, caseId);

export const caseHistory = recordHistory<CaseHistoryState, (typeof CASE_EVENTS)[number]>({
  name: CASE_HISTORY,
  streamType: 'case',
  events: CASE_EVENTS,
  describe: (event, state) => describeCaseEvent(event, state),
  evolve: evolveCaseHistory,
});
