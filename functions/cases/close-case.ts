import { CaseMessages } from '../../domain/cases/messages.ts';
import { command } from '../platform/http/endpoint.ts';
import { caseCommand, withVersion } from './case-commands.ts';
import { lowerIdQuery } from './schemas.ts';
import { closeCaseResponse } from './responses.ts';

/** POST /api/case/close?id=: closes the case; it can no longer change. */
export const handler = command({
  summary: 'Lukker sagen.',
  responses: { 200: closeCaseResponse },
  query: lowerIdQuery,
  async run(context) {
    const outcome = await caseCommand(context, context.query.id, { type: 'CloseCase' });
    return withVersion({ Message: CaseMessages.closedNow }, outcome.version);
  },
});
