import type { DealerEquipment } from '../../../events/calculation.ts';
import { projection } from '../../platform/projection.ts';

/** One row per dealer: its own used-vehicle extra equipment, in the order it was created. */
export interface DealerEquipmentRow extends Record<string, unknown> {
  DealerId: string;
  Items: DealerEquipment[];
}

export const DEALER_EQUIPMENT = 'dealer-equipment';
const dealerIdOf = (streamId: string): string => streamId.slice(streamId.indexOf('#') + 1);
export const dealerEquipmentKey = (dealerId: string) => ({ pk: `${DEALER_EQUIPMENT}#${dealerId}`, sk: dealerId });

export const dealerEquipmentList = projection({
  name: DEALER_EQUIPMENT,
  events: ['DealerEquipmentSaved', 'DealerEquipmentDeleted'],
  key: (event) => dealerEquipmentKey(dealerIdOf(event.streamId)),
  evolve: (row: DealerEquipmentRow | undefined, event): DealerEquipmentRow => {
    const items = row?.Items ?? [];
    const DealerId = dealerIdOf(event.streamId);
    if (event.type === 'DealerEquipmentDeleted') return { DealerId, Items: items.filter((item) => item.Id !== event.data.Id) };
    const saved = event.data;
    const exists = items.some((item) => item.Id === saved.Id);
    return { DealerId, Items: exists ? items.map((item) => (item.Id === saved.Id ? saved : item)) : [...items, saved] };
  },
});
