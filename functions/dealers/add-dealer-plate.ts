import * as z from 'zod';
import { DealerMessages } from '../../domain/dealers/messages.ts';
import { registrationNumberSchema } from '../../domain/dealers/plate.ts';
import { command } from '../platform/http/endpoint.ts';
import { danishBody, scopedId } from '../platform/http/request-schemas.ts';
import { administrableDealer } from './administration.ts';
import { dealerCommand, withDealerVersion } from './dealer-commands.ts';
import { addDealerPlateResponse } from './responses.ts';

/** POST /api/dealerplate/add: adds one of the department's own plates, upper-cased (the same plate twice is one). */
export const handler = command({
  summary: 'Tilføjer en af afdelingens prøveplader.',
  responses: { 200: addDealerPlateResponse },
  body: danishBody(
    z.object({
      DealerId: scopedId('department', 'DealerId'),
      RegistrationNumber: registrationNumberSchema,
    }),
  ),
  async run(context) {
    await administrableDealer(context.session, context.body.DealerId);
    const outcome = await dealerCommand(context, { type: 'AddDealerPlate', dealerId: context.body.DealerId, registrationNumber: context.body.RegistrationNumber });
    return withDealerVersion({ Message: DealerMessages.saved }, outcome);
  },
});
