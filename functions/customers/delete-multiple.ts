import * as z from 'zod';
import { CustomerMessages } from '../../domain/customers/messages.ts';
import { DomainError } from '../../domain/errors.ts';
import { forEachId } from '../platform/worker-pool.ts';
import { command } from '../platform/http/endpoint.ts';
import { batchIds, danishBody, missing } from '../platform/http/request-schemas.ts';
import { personalData } from '../platform/personal-data.ts';
import { forgetCustomer } from './forget-customer.ts';
import { deleteMultipleResponse } from './responses.ts';

/** The list deletes the chosen customers 50 at a time, and may stop between batches (spec part 1 §4, §9). */
export const DELETE_BATCH = 50;
/** Erasures at once: a batch finishes in a few round trips without a burst on the tables and the key store. */
const PARALLEL = 5;

export const deleteMultipleBody = danishBody(
  z.object({
    ids: z
      .array(batchIds('customer', 'ids'), { error: (issue) => (issue.input === undefined ? missing('ids') : 'ids skal være en liste af kundenumre.') })
      .min(1, 'Vælg mindst én kunde.')
      .max(DELETE_BATCH, `Der kan højst slettes ${DELETE_BATCH} kunder ad gangen.`),
  }),
);

const messageOf = (error: unknown): string =>
  error instanceof DomainError || (error instanceof Error && 'statusCode' in error) ? error.message : CustomerMessages.deleteFailed;

/**
 * POST /api/customer/deletemultiple/ `{ ids }` (at most 50, one batch of the list's mass delete): forgets each customer
 * exactly as `DELETE /api/customer/delete` forgets one (forget-customer.ts: its key destroyed, its rows and its name
 * gone everywhere, its cases kept without it), and reports which were deleted and why the others were not (another
 * department's customer is 'Kunden findes ikke.', like an unknown one). `Message` is the spec's text for the batch.
 */
export const handler = command({
  summary: 'Sletter flere kunder på én gang; svar pr. kunde.',
  responses: { 200: deleteMultipleResponse },
  body: deleteMultipleBody,
  async run(context) {
    const { succeeded, failed } = await forEachId(
      context.body.ids,
      async (id) => {
        await forgetCustomer(context.store, personalData(), id, context.appendContext);
      },
      { concurrency: PARALLEL, messageOf },
    );
    return {
      Deleted: succeeded,
      Failed: failed,
      Message: failed.length === 0 ? CustomerMessages.massDeleted : CustomerMessages.massDeleteFailed,
    };
  },
});
