import { CaseMessages } from '../../domain/cases/messages.ts';
import { command } from '../platform/http/endpoint.ts';
import { personalData } from '../platform/personal-data.ts';
import { caseCommand, withVersion } from './case-commands.ts';
import { caseSubject } from './case-personal.ts';
import { lowerIdQuery } from './schemas.ts';
import { deleteCaseResponse } from './responses.ts';

/** DELETE /api/case/delete?id=: deletes the case permanently, and with it the case's own personal data (its key). */
export const handler = command({
  summary: 'Sletter sagen permanent.',
  responses: { 200: deleteCaseResponse },
  query: lowerIdQuery,
  async run(context) {
    const outcome = await caseCommand(context, context.query.id, { type: 'DeleteCase' });
    await personalData().forget(caseSubject(context.query.id));
    return withVersion({ Message: CaseMessages.deleted(context.query.id) }, outcome.version);
  },
});
