import { forEachId } from '../platform/worker-pool.ts';
import { command } from '../platform/http/endpoint.ts';
import { personalData } from '../platform/personal-data.ts';
import { innerCaseCommand, messageOf } from './case-commands.ts';
import { caseSubject } from './case-personal.ts';
import { deleteMultipleBody } from './schemas.ts';
import { deleteMultipleResponse } from './responses.ts';

/** How many deletions run at once: a batch of 50 finishes in a few round trips without a burst on the table. */
const PARALLEL = 5;

/**
 * POST /api/case/deletemultiple/ `{ ids }` (at most 50, the client's batch): deletes each case on its own and reports
 * which were deleted and why the others were not (another dealer's case is 'Sagen findes ikke.', like an unknown one).
 */
export const handler = command({
  summary: 'Sletter flere sager på én gang; svar pr. sag.',
  responses: { 200: deleteMultipleResponse },
  body: deleteMultipleBody,
  async run(context) {
    const { succeeded, failed } = await forEachId(
      context.body.ids,
      async (id) => {
        await innerCaseCommand(context, id, { type: 'DeleteCase' });
        await personalData().forget(caseSubject(id));
      },
      { concurrency: PARALLEL, messageOf },
    );
    return { Deleted: succeeded, Failed: failed };
  },
});
