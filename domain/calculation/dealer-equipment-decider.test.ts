import { describe, it } from 'vitest';
import { specification } from '../decider-spec.ts';
import { dealerEquipmentDecider, type DealerEquipmentEvent } from './dealer-equipment-decider.ts';
import { dealerEquipmentSchema, EquipmentMessages } from './extra-equipment.ts';

const spec = specification(dealerEquipmentDecider);
const mats = { Description: 'Gummimåtter', CostWithoutVat: 400, ProfitWithoutVat: 100 };
const saved = (id: string, extra: object = {}): DealerEquipmentEvent => ({
  type: 'DealerEquipmentSaved',
  data: { Id: id, Description: 'Gummimåtter', Comment: null, ReferenceNumber: null, CostWithoutVat: 400, ProfitWithoutVat: 100, Vat: 125, PriceEnteredWithVatAndProfit: false, ...extra },
});
const save = (item: object) => ({ type: 'SaveDealerEquipment', item: dealerEquipmentSchema.parse(item) }) as const;

describe('a dealer’s own extra equipment', () => {
  it('a new item gets number 1 and 25 % VAT of cost + profit', () => spec([]).when(save(mats)).then([saved('1')]));

  it('a new item gets the next number, also after a deleted one, and its VAT computed whatever the form sent', () =>
    spec([saved('1'), saved('2'), { type: 'DealerEquipmentDeleted', data: { Id: '2' } }]).when(save({ ...mats, Vat: 0 })).then([saved('3')]));

  it('changes an existing item', () =>
    spec([saved('1')]).when(save({ ...mats, Id: '1', ProfitWithoutVat: 200 })).then([saved('1', { ProfitWithoutVat: 200, Vat: 150 })]));

  it('an unchanged save records nothing', () => spec([saved('1')]).when(save({ ...mats, Id: '1' })).then([]));

  it('refuses to change an item the dealer does not have', () => spec([]).when(save({ ...mats, Id: '7' })).thenRefuses(EquipmentMessages.notFound, 'not-found'));

  it('refuses to delete an item the dealer no longer has', () =>
    spec([saved('1'), { type: 'DealerEquipmentDeleted', data: { Id: '1' } }]).when({ type: 'DeleteDealerEquipment', id: '1' }).thenRefuses(EquipmentMessages.notFound, 'not-found'));

  it('deletes an item', () => {
    spec([saved('1')]).when({ type: 'DeleteDealerEquipment', id: '1' }).then([{ type: 'DealerEquipmentDeleted', data: { Id: '1' } }]);
  });
});
