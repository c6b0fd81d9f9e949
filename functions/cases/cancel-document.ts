import { CaseMessages } from '../../domain/cases/messages.ts';
import { command } from '../platform/http/endpoint.ts';
import { caseCommand, withVersion } from './case-commands.ts';
import { caseIdBody } from './schemas.ts';
import { cancelDocumentResponse } from './responses.ts';

/** POST /api/case/canceldocument/ `{ CaseId }`: cancels the printed or signed contract or purchase agreement (a lost lead). */
export const handler = command({
  summary: 'Annullerer en udskrevet eller underskrevet slutseddel eller købsaftale.',
  responses: { 200: cancelDocumentResponse },
  body: caseIdBody,
  async run(context) {
    const outcome = await caseCommand(context, context.body.CaseId, { type: 'CancelDocument' });
    return withVersion({ Message: CaseMessages.cancelled }, outcome.version);
  },
});
