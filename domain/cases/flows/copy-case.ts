import type { CaseData } from '../../../events/cases.ts';
import type { Flow } from '../../decider.ts';
import { caseDecider, ownCase, type CaseState } from '../decider.ts';

/**
 * Copying a case (spec part 2 §4): a new case under the next number with the original's data, and the copy recorded on
 * the original, together or not at all. The new case starts open ('Åben'), not delivered, whatever the original was.
 */
export interface CopyCase {
  dealerId: string;
  /** The new case's number, reserved from the case sequence. */
  copyId: string;
  /** The original's data as the copy keeps it (its personal data sealed again with the copy's own key). */
  data: CaseData;
}

/** What a copy starts from: the original's data, when the case is the dealer's; else 'Sagen findes ikke.' (404). */
export const copySource = (original: CaseState, dealerId: string): CaseData => ownCase(original, dealerId).data;

const streams = { original: caseDecider, copy: caseDecider };

export const copyCase: Flow<CopyCase, typeof streams> = {
  streams,
  decide(command, states) {
    const { dealerId, copyId } = command;
    if (states.original === undefined || states.copy === undefined) throw new Error('A copy needs the original and the new case loaded');
    const originalId = ownCase(states.original, dealerId).caseId;
    const recorded = caseDecider.decide({ type: 'RecordCopy', dealerId, newCaseId: copyId }, states.original);
    // The new number's stream is empty unless the number is taken already: then 'Sagen findes allerede.' (409).
    const opened = caseDecider.decide({ type: 'OpenCase', dealerId, caseId: copyId, data: command.data, copiedFromCaseId: originalId }, states.copy);
    return { original: recorded, copy: opened };
  },
};
