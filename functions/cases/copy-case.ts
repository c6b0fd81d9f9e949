import { DomainError } from '../../domain/errors.ts';
import { command } from '../platform/http/endpoint.ts';
import { personalData } from '../platform/personal-data.ts';
import { caseCommand, innerCaseCommand, nextCaseId, withVersion } from './case-commands.ts';
import { protectCaseData, revealCaseData } from './case-personal.ts';
import { caseIdQuery } from './schemas.ts';

/**
 * POST /api/case/copy?caseId=: a new case (the next number) with the original's data. The copy is first recorded on
 * the original (with the request's Idempotency-Key and If-Match, and the new id as its result), then the new case is
 * opened: a retried request finds the recorded copy and opens that same case if it is not there yet.
 * Answers the new case's id.
 */
export const handler = command({
  query: caseIdQuery,
  async run(context) {
    const originalId = context.query.caseId;
    const reserved = await nextCaseId(context);
    const recorded = await caseCommand(context, originalId, { type: 'RecordCopy', newCaseId: reserved }, { result: () => reserved });
    const copyId = recorded.result ?? reserved;
    const original = recorded.state;
    if (original.kind !== 'open') throw new Error(`Case ${originalId} is not open after recording its copy`);
    // The copy's personal data (the rental's drivers) is sealed again with the copy's own key.
    const data = await protectCaseData(personalData(), copyId, await revealCaseData(personalData(), originalId, original.data));
    try {
      const opened = await innerCaseCommand(context, copyId, {
        type: 'OpenCase',
        caseId: copyId,
        dealerId: context.session.dealerId,
        data,
        copiedFromCaseId: originalId,
      });
      return withVersion(copyId, opened.version);
    } catch (error) {
      // A replayed copy whose case was already opened by the first attempt.
      if (recorded.replayed && error instanceof DomainError && error.kind === 'refused') return withVersion(copyId, 1);
      throw error;
    }
  },
});
