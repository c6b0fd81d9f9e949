import { DealerMessages } from '../../domain/dealers/messages.ts';
import { command } from '../platform/http/endpoint.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { administrableDealer } from './administration.ts';
import { dealerCommand, withDealerVersion } from './dealer-commands.ts';
import { deleteDealerPlateResponse } from './responses.ts';

/** DELETE /api/dealerplate/delete?dealerId&id: removes one of the department's own plates. */
export const handler = command({
  summary: 'Sletter en af afdelingens prøveplader.',
  responses: { 200: deleteDealerPlateResponse },
  query: querySchema({ dealerId: scopedId('department', 'dealerId'), id: scopedId('plate', 'id') }),
  async run(context) {
    await administrableDealer(context.session, context.query.dealerId);
    const outcome = await dealerCommand(context, { type: 'RemoveDealerPlate', dealerId: context.query.dealerId, plateId: context.query.id });
    return withDealerVersion({ Message: DealerMessages.saved }, outcome);
  },
});
