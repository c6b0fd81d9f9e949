import type { DealerEquipment } from '../../events/calculation.ts';
import type { Decider } from '../decider.ts';
import { notFound } from '../errors.ts';
import { toOre, toKroner } from './money.ts';
import type { dealerEquipmentSchema } from './extra-equipment.ts';
import { EquipmentMessages } from './extra-equipment.ts';
import { vatOfNet } from './vat.ts';
import type * as z from 'zod';

/**
 * A dealer's own used-vehicle extra equipment (spec part 2 §7 "Extra equipment"): one stream per dealer. Saving
 * without an Id creates an item with the next number; with an Id it changes that item, which must exist. Deleting
 * removes it. The VAT is 25 % of cost + profit, whatever the form sent.
 */
export type DealerEquipmentEvent =
  | { type: 'DealerEquipmentSaved'; data: DealerEquipment }
  | { type: 'DealerEquipmentDeleted'; data: { Id: string } };

export type DealerEquipmentCommand =
  | { type: 'SaveDealerEquipment'; item: z.output<typeof dealerEquipmentSchema> }
  | { type: 'DeleteDealerEquipment'; id: string };

export interface DealerEquipmentState {
  items: ReadonlyMap<string, DealerEquipment>;
  lastId: number;
}

export const dealerEquipmentStreamId = (dealerId: string): string => `dealer-equipment#${dealerId}`;

export const dealerEquipmentDecider: Decider<DealerEquipmentCommand, DealerEquipmentEvent, DealerEquipmentState> = {
  initialState: () => ({ items: new Map(), lastId: 0 }),
  decide(command, state) {
    if (command.type === 'DeleteDealerEquipment') {
      if (!state.items.has(command.id)) throw notFound(EquipmentMessages.notFound);
      return [{ type: 'DealerEquipmentDeleted', data: { Id: command.id } }];
    }
    const { item } = command;
    if (item.Id && !state.items.has(item.Id)) throw notFound(EquipmentMessages.notFound);
    const saved: DealerEquipment = {
      Id: item.Id ?? String(state.lastId + 1),
      Description: item.Description,
      Comment: item.Comment ?? null,
      ReferenceNumber: item.ReferenceNumber ?? null,
      CostWithoutVat: item.CostWithoutVat,
      ProfitWithoutVat: item.ProfitWithoutVat,
      Vat: toKroner(vatOfNet(toOre(item.CostWithoutVat) + toOre(item.ProfitWithoutVat))),
      PriceEnteredWithVatAndProfit: item.PriceEnteredWithVatAndProfit ?? false,
    };
    const before = item.Id ? state.items.get(item.Id) : undefined;
    if (before && JSON.stringify(before) === JSON.stringify(saved)) return [];
    return [{ type: 'DealerEquipmentSaved', data: saved }];
  },
  evolve(state, event) {
    const items = new Map(state.items);
    if (event.type === 'DealerEquipmentDeleted') {
      items.delete(event.data.Id);
      return { ...state, items };
    }
    items.set(event.data.Id, event.data);
    return { items, lastId: Math.max(state.lastId, Number(event.data.Id)) };
  },
};
