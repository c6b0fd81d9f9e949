import { CaseMessages } from '../../domain/cases/messages.ts';
import { command } from '../platform/http/endpoint.ts';
import { caseCommand, withVersion } from './case-commands.ts';
import { carDeliveredBody } from './schemas.ts';

/**
 * POST /api/case/cardelivered (the car-delivered model from `cardeliveredinit`, with its CaseId): records the
 * delivery (a lead event). Selling the car and the swap car's status are the cars context's (a later issue).
 */
export const handler = command({
  body: carDeliveredBody,
  requires: ['case'],
  async run(context) {
    const outcome = await caseCommand(context, context.body.CaseId, { type: 'DeliverCar' });
    return withVersion({ Message: CaseMessages.delivered }, outcome.version);
  },
});
