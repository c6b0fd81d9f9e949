import { AppendixMessages } from '../../domain/documents/print-options.ts';
import { appendixDecider, appendixStreamId } from '../../domain/documents/appendix.ts';
import { command } from '../platform/http/endpoint.ts';
import { deleteQuery, withAppendixVersion } from './appendices.ts';
import { appendixDeleteResponse } from './responses.ts';

/**
 * DELETE /api/salescontractappendix/Delete?salesContractAppendixId=: removes the appendix from the dealer's list, so
 * no later document can choose it. Documents printed with it keep their pages. Another dealer's appendix: 404.
 */
export const handler = command({
  summary: 'Sletter et bilag til slutsedlen.',
  responses: { 200: appendixDeleteResponse },
  query: deleteQuery,
  async run(context) {
    const appendixId = context.query.salesContractAppendixId;
    const outcome = await context.handle(appendixDecider, appendixStreamId(appendixId), { type: 'DeleteAppendix', dealerId: context.session.dealerId });
    return withAppendixVersion({ Message: AppendixMessages.deleted }, outcome.events.length > 0 ? outcome.version : undefined);
  },
});
