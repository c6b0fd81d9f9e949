import { booleanText, querySchema } from '../platform/http/request-schemas.ts';
import { query } from '../platform/http/endpoint.ts';
import { dbiIdParam, fromPricing } from './catalogue-pricing-query.ts';
import { dealerEquipmentOf, listItem, optionalDealerId } from './dealer-equipment.ts';
import { vehicleEquipmentAllResponse } from './responses.ts';

/**
 * GET /api/VehicleExtraEquipment/All?DealerId=&ShowDealerExtraEquipment=&ShowFactoryExtraEquipment=&DbiId=: the add
 * modal's list, filtered by category: the dealer's own (Eget oprettet) and the variant's factory equipment (Anmeldt).
 */
export const handler = query({
  summary: 'Katalogets ekstraudstyr til en variant.',
  responses: { 200: vehicleEquipmentAllResponse },
  query: querySchema({
    DealerId: optionalDealerId,
    ShowDealerExtraEquipment: booleanText('ShowDealerExtraEquipment').default(true),
    ShowFactoryExtraEquipment: booleanText('ShowFactoryExtraEquipment').default(true),
    DbiId: dbiIdParam.optional(),
  }),
  run: ({ query: q, session }) =>
    fromPricing(async (pricing) => {
      const dealer = q.ShowDealerExtraEquipment ? (await dealerEquipmentOf(session, q.DealerId ?? undefined)).map(listItem) : [];
      const vehicle = q.ShowFactoryExtraEquipment && q.DbiId ? await pricing.vehicle(q.DbiId) : null;
      const factory = (vehicle?.FactoryEquipment ?? []).map((item) => ({
        ...item,
        Vat: Math.round((item.CostWithoutVat + item.ProfitWithoutVat) * 25) / 100,
        TotalPrice: Math.round((item.CostWithoutVat + item.ProfitWithoutVat) * 125) / 100,
      }));
      return { List: [...factory, ...dealer] };
    }),
});
