import { dealerEquipmentSchema, EquipmentMessages } from '../../domain/calculation/extra-equipment.ts';
import { command } from '../platform/http/endpoint.ts';
import { respond } from '../platform/http/response.ts';
import { dealerEquipmentCommand, listItem, optionalDealerId, ownDealer } from './dealer-equipment.ts';
import { markedId } from '../platform/http/request-schemas.ts';
import * as z from 'zod';
import { usedEquipmentSaveResponse } from './responses.ts';

/**
 * POST /api/UsedVehicleExtraEquipment/Save: creates (no Id) or changes one of the dealer's own extra equipment, with
 * the spec's rules (description required, cost and profit at most 1,000,000, no negative cost). Answers the item
 * with its Id.
 */
export const handler = command({
  summary: 'Gemmer afdelingens eget ekstraudstyr.',
  responses: { 200: usedEquipmentSaveResponse },
  body: dealerEquipmentSchema.extend({ DealerId: optionalDealerId, Id: markedId('equipment', z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,9}$/, 'Id skal være et tal.'))).nullish() }),
  async run(context) {
    const dealerId = ownDealer(context.session, context.body.DealerId);
    const { DealerId: _dealer, ...item } = context.body;
    const outcome = await dealerEquipmentCommand(context, dealerId, { type: 'SaveDealerEquipment', item }, item.Id ?? null);
    const saved = outcome.result!;
    return respond(200, { ...listItem(saved), Message: item.Id ? EquipmentMessages.updated : EquipmentMessages.created }, { headers: { etag: `"${outcome.version}"` } });
  },
});
