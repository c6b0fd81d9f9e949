import { command } from '../platform/http/endpoint.ts';
import { personalData } from '../platform/personal-data.ts';
import { forDealer, loadCase, withVersion } from './case-commands.ts';
import { protectCaseData, revealCaseData } from './case-personal.ts';
import { caseIdQuery } from './schemas.ts';

/**
 * POST /api/case/copy?caseId=: a new case (the next number) with the original's data. The copy recorded on the
 * original, the new case and its number are one append: a refused copy (another dealer's case, an unknown one) or a
 * lost race leaves nothing and takes no number. If-Match and Idempotency-Key concern the original; a retried request
 * answers the first copy's id. Answers the new case's id, with the new case's version as the ETag.
 */
export const handler = command({
  query: caseIdQuery,
  async run(context) {
    const originalId = context.query.caseId;
    const outcome = await context.handleGroup(async (group) => {
      const original = await loadCase(group, originalId);
      const copyId = await group.reserve('case');
      original.decide(forDealer(context, { type: 'RecordCopy', newCaseId: copyId }));
      const { state } = original;
      if (state.kind !== 'open') throw new Error(`Case ${originalId} is not open after recording its copy`);
      // The copy's personal data (the rental's drivers) is sealed again with the copy's own key.
      const data = await protectCaseData(personalData(), copyId, await revealCaseData(personalData(), originalId, state.data));
      const copy = await loadCase(group, copyId);
      copy.decide(forDealer(context, { type: 'OpenCase', caseId: copyId, data, copiedFromCaseId: originalId }));
      return copyId;
    });
    // The new case is opened with one event.
    return withVersion(outcome.result, 1);
  },
});
