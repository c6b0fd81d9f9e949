import { CaseMessages } from '../../domain/cases/messages.ts';
import { command } from '../platform/http/endpoint.ts';
import { caseCommand, withVersion } from './case-commands.ts';
import { lowerIdQuery } from './schemas.ts';

/** DELETE /api/case/delete?id=: deletes the case permanently. */
export const handler = command({
  query: lowerIdQuery,
  requires: ['case'],
  async run(context) {
    const outcome = await caseCommand(context, context.query.id, { type: 'DeleteCase' });
    return withVersion({ Message: CaseMessages.deleted(context.query.id) }, outcome.version);
  },
});
