import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../../events/envelope.ts';
import { dealerEquipmentKey, dealerEquipmentList } from './dealer-equipment.ts';

const event = (type: string, version: number, data: unknown): StoredEvent =>
  ({ streamId: 'dealer-equipment#102', version, type, data, meta: { dealerId: '102', userId: 'u', eventId: `e${version}`, occurredAt: '2026-01-01T00:00:00Z', correlationId: 'c', causationId: 'c', schemaVersion: 1 } }) as StoredEvent;
const item = (Id: string, Description: string) => ({ Id, Description, Comment: null, ReferenceNumber: null, CostWithoutVat: 400, ProfitWithoutVat: 100, Vat: 125, PriceEnteredWithVatAndProfit: false });

describe("the dealer's own extra equipment read model", () => {
  it('is keyed by the dealer of the stream and keeps the items in creation order, changed in place, deleted out', () => {
    expect(dealerEquipmentList.keyOf(event('DealerEquipmentSaved', 1, item('1', 'Måtter')))).toEqual(dealerEquipmentKey('102'));
    let row = dealerEquipmentList.evolve(undefined, event('DealerEquipmentSaved', 1, item('1', 'Måtter')));
    row = dealerEquipmentList.evolve(row ?? undefined, event('DealerEquipmentSaved', 2, item('2', 'Lygter')));
    row = dealerEquipmentList.evolve(row ?? undefined, event('DealerEquipmentSaved', 3, item('1', 'Gummimåtter')));
    expect(row?.Items.map((each) => each.Description)).toEqual(['Gummimåtter', 'Lygter']);
    row = dealerEquipmentList.evolve(row ?? undefined, event('DealerEquipmentDeleted', 4, { Id: '1' }));
    expect(row).toEqual({ DealerId: '102', Items: [item('2', 'Lygter')] });
    expect(dealerEquipmentList.handles(event('DealerPlatesSet', 5, { Plates: [] }))).toBe(false);
  });
});
