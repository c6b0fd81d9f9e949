import * as z from 'zod';
import { dealerEquipmentStreamId, dealerEquipmentDecider, type DealerEquipmentCommand } from '../../domain/calculation/dealer-equipment-decider.ts';
import type { DealerEquipment } from '../../events/calculation.ts';
import { readableDealerIds } from '../cases/readers.ts';
import { notFound } from '../platform/errors.ts';
import type { CommandContext } from '../platform/http/endpoint.ts';
import { idField, markedId, scopedId } from '../platform/http/request-schemas.ts';
import type { Session } from '../platform/http/session-context.ts';
import { getRow } from '../platform/read-models.ts';
import { dealerEquipmentKey, type DealerEquipmentRow } from './projections/dealer-equipment.ts';

/**
 * The dealer's own used-vehicle extra equipment, shared by its routes: read from the dealer's read model (the
 * caller's own dealer, or a department whose cases it may read), changed only on the caller's own dealer's stream.
 */
const DEALER_NOT_FOUND = 'Forhandleren findes ikke.';

/** A dealer's equipment as the list shows it: category 0 (Eget oprettet), the sales price cost + profit + VAT. */
export const listItem = (item: DealerEquipment) => ({
  ...item,
  UniqueId: `dealer:${item.Id}`,
  Category: 0 as const,
  TotalPrice: Math.round((item.CostWithoutVat + item.ProfitWithoutVat + item.Vat) * 100) / 100,
});

export const dealerEquipmentOf = async (session: Session, dealerId: string | undefined): Promise<DealerEquipment[]> => {
  const id = dealerId ?? session.dealerId;
  if (id !== session.dealerId && !(await readableDealerIds(session)).includes(id)) throw notFound(DEALER_NOT_FOUND);
  const row = await getRow<DealerEquipmentRow>(dealerEquipmentKey(id));
  return row?.Items ?? [];
};

/** Tenancy from the session: a DealerId in the body may only name the caller's own dealer. */
export const ownDealer = (session: Session, dealerId: string | null | undefined): string => {
  if (dealerId && dealerId !== session.dealerId) throw notFound(DEALER_NOT_FOUND);
  return session.dealerId;
};

/** Runs a command on the dealer's equipment; the answer is the item as saved (null after a delete). */
export const dealerEquipmentCommand = <B, Q>(context: CommandContext<B, Q>, dealerId: string, command: DealerEquipmentCommand, id: string | null) =>
  context.handle(dealerEquipmentDecider, dealerEquipmentStreamId(dealerId), command, {
    result: ({ state, events }): DealerEquipment | null => {
      const saved = events.find((event) => event.type === 'DealerEquipmentSaved');
      if (saved) return saved.data as DealerEquipment;
      return id ? (state.items.get(id) ?? null) : null;
    },
  });

export const optionalDealerId = scopedId('department', 'DealerId').optional().nullable();
export const equipmentIdField = markedId('equipment', z.union([z.string(), z.number()]).transform(String).pipe(idField('Id')));
