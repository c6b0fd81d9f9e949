import { command } from '../platform/http/endpoint.ts';
import { caseCommand, withVersion } from './case-commands.ts';
import { savePreparationBody } from './schemas.ts';
import { savePreparationResponse } from './responses.ts';

/**
 * POST /api/case/savepreparation `{ CaseId, PreparationComment }`: saves only the preparation comment of the case's
 * Other agreements, for staff who prepare the car (mechanic, preparation) and may print the preparation document but
 * not edit the case. Refused on a closed case as a case save is; honours If-Match; answers the case's id with its
 * version as the ETag.
 */
export const handler = command({
  summary: 'Gemmer sagens klargøringskommentar.',
  responses: { 200: savePreparationResponse },
  body: savePreparationBody,
  async run(context) {
    const { CaseId, PreparationComment } = context.body;
    const outcome = await caseCommand(context, CaseId, { type: 'SavePreparationComment', comment: PreparationComment });
    return withVersion(CaseId, outcome.version);
  },
});
