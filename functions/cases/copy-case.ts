import { copyCase, copySource } from '../../domain/cases/flows/copy-case.ts';
import { command } from '../platform/http/endpoint.ts';
import { personalData } from '../platform/personal-data.ts';
import { caseStreamId, loadCase, withVersion } from './case-commands.ts';
import { protectCaseData, revealCaseData } from './case-personal.ts';
import { caseIdQuery } from './schemas.ts';
import { caseIdResponse } from './responses.ts';

/**
 * POST /api/case/copy?caseId=: a new case (the next number) with the original's data (the flow `copyCase`). The copy
 * recorded on the original, the new case and its number are one append: a refused copy (another dealer's case, an
 * unknown one) or a lost race leaves nothing and takes no number. If-Match and Idempotency-Key concern the original; a
 * retried request answers the first copy's id. Answers the new case's id, with the new case's version as the ETag.
 */
export const handler = command({
  summary: 'Kopierer sagen til en ny sag.',
  responses: { 200: caseIdResponse },
  query: caseIdQuery,
  async run(context) {
    const originalId = context.query.caseId;
    const { dealerId } = context.session;
    let copyVersion = 0;
    const outcome = await context.handleGroup(async (group) => {
      const original = await loadCase(group, originalId);
      // Refused before anything of the original is revealed or a number is taken.
      const source = copySource(original.state, dealerId);
      const copyId = await group.reserve('case');
      const copy = await loadCase(group, copyId);
      // The copy's personal data (the rental's drivers) is sealed again with the copy's own key.
      const data = await protectCaseData(personalData(), copyId, await revealCaseData(personalData(), originalId, source));
      group.run(copyCase, { dealerId, copyId, data }, { original, copy });
      copyVersion = copy.version;
      return copyId;
    });
    // A retried request (its Idempotency-Key seen) copies nothing again: its ETag is the first copy's version now.
    const version = outcome.replayed ? await context.store.lastVersion(caseStreamId(outcome.result)) : copyVersion;
    return withVersion(outcome.result, version);
  },
});
