import { command } from '../platform/http/endpoint.ts';
import { personalData } from '../platform/personal-data.ts';
import { innerCaseCommand, messageOf } from './case-commands.ts';
import { caseSubject } from './case-personal.ts';
import { deleteMultipleBody } from './schemas.ts';

/** How many deletions run at once: a batch of 50 finishes in a few round trips without a burst on the table. */
const PARALLEL = 5;

/**
 * POST /api/case/deletemultiple/ `{ ids }` (at most 50, the client's batch): deletes each case on its own and reports
 * which were deleted and why the others were not (another dealer's case is 'Sagen findes ikke.', like an unknown one).
 */
export const handler = command({
  body: deleteMultipleBody,
  async run(context) {
    const ids = [...new Set(context.body.ids)];
    const Deleted: string[] = [];
    const Failed: { Id: string; Message: string }[] = [];
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < ids.length) {
        const id = ids[next++]!;
        try {
          await innerCaseCommand(context, id, { type: 'DeleteCase' });
          await personalData().forget(caseSubject(id));
          Deleted.push(id);
        } catch (error) {
          Failed.push({ Id: id, Message: messageOf(error) });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, ids.length) }, worker));
    const order = (list: string[]) => list.sort((a, b) => ids.indexOf(a) - ids.indexOf(b));
    return { Deleted: order(Deleted), Failed: Failed.sort((a, b) => ids.indexOf(a.Id) - ids.indexOf(b.Id)) };
  },
});
