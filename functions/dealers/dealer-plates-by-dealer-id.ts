import { mayPerform } from '../../domain/roles.ts';
import { integerText, querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { query } from '../platform/http/endpoint.ts';
import { readAtVersion } from '../platform/read-models.ts';
import { administrableDealer } from './administration.ts';
import { readableDealer } from './dealer-case-data.ts';
import { dealerPlatesKey, type DealerPlate, type DealerPlatesRow } from './projections/dealer-plates.ts';
import { dealerPlatesByDealerIdResponse } from './responses.ts';

/**
 * GET /api/dealerplate/dealerplatesbydealerid?dealerId=[&MinVersion=]: the dealer's own plates (spec document 1
 * "Dealer plate"), the choices of a test drive's plate after the car's own registration number. An empty list while
 * the dealer has set none; another dealer's as the other dealer data of the case page, or for whoever administrates
 * that dealer's data (404 where the caller may do neither). `MinVersion` (the ETag a plate command returned) waits
 * until the list shows that command.
 */
export const handler = query({
  summary: 'Afdelingens egne prøveplader.',
  responses: { 200: dealerPlatesByDealerIdResponse },
  query: querySchema({ dealerId: scopedId('department', 'dealerId'), MinVersion: integerText('MinVersion', 0, Number.MAX_SAFE_INTEGER).optional() }),
  async run({ query: { dealerId, MinVersion }, session }): Promise<DealerPlate[]> {
    await readableDealer(session, dealerId).catch((refusal: unknown) => {
      // The dealer function alone is not enough: the caller's role must administrate dealer data too.
      if (!session.roleFlags.has('can_administrate_dealerdata') || !mayPerform(session, 'administrateDealerData')) throw refusal;
      return administrableDealer(session, dealerId);
    });
    const row = await readAtVersion<DealerPlatesRow>(dealerPlatesKey(dealerId), MinVersion);
    return (row && !row.deleted ? row.Plates : []).map(({ Id, RegistrationNumber }) => ({ Id, RegistrationNumber }));
  },
});
