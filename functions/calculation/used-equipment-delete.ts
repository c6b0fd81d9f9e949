import * as z from 'zod';
import { EquipmentMessages } from '../../domain/calculation/extra-equipment.ts';
import { command } from '../platform/http/endpoint.ts';
import { dealerEquipmentCommand, equipmentIdField, ownDealer } from './dealer-equipment.ts';
import { usedEquipmentDeleteResponse } from './responses.ts';

/** POST /api/UsedVehicleExtraEquipment/Delete {Id}: deletes one of the dealer's own extra equipment ('Ekstraudstyr er blevet slettet'). */
export const handler = command({
  summary: 'Sletter afdelingens eget ekstraudstyr.',
  responses: { 200: usedEquipmentDeleteResponse },
  body: z.object({ Id: equipmentIdField }),
  async run(context) {
    await dealerEquipmentCommand(context, ownDealer(context.session, null), { type: 'DeleteDealerEquipment', id: context.body.Id }, null);
    return { Message: EquipmentMessages.deleted };
  },
});
