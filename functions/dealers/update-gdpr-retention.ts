import { gdprRetentionSchema, RetentionMessages } from '../../domain/dealers/retention.ts';
import { command } from '../platform/http/endpoint.ts';
import { danishBody } from '../platform/http/request-schemas.ts';
import { dealerCommand } from './dealer-commands.ts';
import { updateGdprRetentionResponse } from './responses.ts';

/**
 * POST /api/GdprRetention/UpdateGdprRetention: sets the caller's department's periods; the nightly retention run
 * forgets customers past the new period from its next run.
 */
export const handler = command({
  summary: 'Gemmer afdelingens opbevaringsperioder (GDPR).',
  responses: { 200: updateGdprRetentionResponse },
  body: danishBody(gdprRetentionSchema),
  async run(context) {
    await dealerCommand(context, {
      type: 'SetGdprRetention',
      dealerId: context.session.dealerId,
      customerAndCasesRetentionDays: context.body.customerAndCasesRetentionDays,
      leadsRetentionDays: context.body.leadsRetentionDays,
    });
    return { Message: RetentionMessages.saved };
  },
});
