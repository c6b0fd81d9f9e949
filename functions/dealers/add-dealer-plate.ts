import * as z from 'zod';
import { DealerMessages } from '../../domain/dealers/messages.ts';
import { command } from '../platform/http/endpoint.ts';
import { danishBody, idField } from '../platform/http/request-schemas.ts';
import { administrableDealer } from './administration.ts';
import { dealerCommand } from './dealer-commands.ts';

/** POST /api/dealerplate/add: adds one of the department's own plates, upper-cased (the same plate twice is one). */
export const handler = command({
  body: danishBody(
    z.object({
      DealerId: idField('DealerId'),
      RegistrationNumber: z
        .string({ error: DealerMessages.plateRequired })
        .trim()
        .min(1, DealerMessages.plateRequired)
        .regex(/^[a-zA-Z0-9]{1,12}$/, DealerMessages.plateInvalid),
    }),
  ),
  async run(context) {
    await administrableDealer(context.session, context.body.DealerId);
    await dealerCommand(context, { type: 'AddDealerPlate', dealerId: context.body.DealerId, registrationNumber: context.body.RegistrationNumber });
    return { Message: DealerMessages.saved };
  },
});
