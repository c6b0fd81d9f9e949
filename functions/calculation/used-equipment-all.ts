import { query } from '../platform/http/endpoint.ts';
import { querySchema } from '../platform/http/request-schemas.ts';
import { dealerEquipmentOf, listItem, optionalDealerId } from './dealer-equipment.ts';
import { usedEquipmentAllResponse } from './responses.ts';

/** GET /api/UsedVehicleExtraEquipment/All?DealerId=: the dealer's own used-vehicle extra equipment (Eget oprettet). */
export const handler = query({
  summary: 'Afdelingens eget ekstraudstyr til brugte biler.',
  responses: { 200: usedEquipmentAllResponse },
  query: querySchema({ DealerId: optionalDealerId }),
  run: async ({ query: { DealerId }, session }) => ({ List: (await dealerEquipmentOf(session, DealerId ?? undefined)).map(listItem) }),
});
