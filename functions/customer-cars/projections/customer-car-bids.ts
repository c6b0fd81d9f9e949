import type { BidEntry } from '../../../events/customer-cars.ts';
import { projection, type ProjectedEvent } from '../../platform/projection.ts';

/**
 * The bids given on each customer car (spec part 2 §3 "Bid entry"), newest first: one row per car, pk
 * `customer-car-bids#<dealerId>`, sk the car id. Read by `GET /api/Case/GetBids`.
 */
export interface CustomerCarBidsRow extends Record<string, unknown> {
  CarId: string;
  Bids: BidEntry[];
  Deleted?: true;
}

export const CUSTOMER_CAR_BIDS = 'customer-car-bids';
export const customerCarBidsKey = (dealerId: string, carId: string) => ({ pk: `${CUSTOMER_CAR_BIDS}#${dealerId}`, sk: carId });

export const CUSTOMER_CAR_BIDS_EVENTS = ['CustomerCarBidRecorded', 'CustomerCarDeleted', 'CustomerCarForgotten'] as const;

export const evolveCustomerCarBids = (
  row: CustomerCarBidsRow | undefined,
  event: ProjectedEvent<(typeof CUSTOMER_CAR_BIDS_EVENTS)[number]>,
): CustomerCarBidsRow | null => {
  const carId = event.streamId.slice(event.streamId.indexOf('#') + 1);
  const current = row ?? { CarId: carId, Bids: [] };
  switch (event.type) {
    case 'CustomerCarBidRecorded':
      return { ...current, Bids: [event.data.Bid, ...current.Bids] };
    case 'CustomerCarDeleted':
      return { ...current, Deleted: true };
    case 'CustomerCarForgotten':
      return null;
  }
};

export const customerCarBids = projection({
  name: CUSTOMER_CAR_BIDS,
  events: CUSTOMER_CAR_BIDS_EVENTS,
  evolve: evolveCustomerCarBids,
});
