import { customerCarTitle } from '../../../domain/customer-cars/customer-car.ts';
import type { CustomerCarData } from '../../../events/customer-cars.ts';
import type { StoredEvent } from '../../../events/envelope.ts';
import { projection, type ProjectedEvent } from '../../platform/projection.ts';

/**
 * One row per customer car (swap car), pk `customer-car-list#<dealerId>` (tenant-scoped), sk the car id; also found by
 * id alone through gsi1 (`customer-car#<id>`). The row holds every field of the spec's Swap car / Customer car, the
 * title, and `Deleted` once deleted (kept: `GetCustomerCars&IncludeCarEvenIfDeleted` and old cases still show it).
 */
export interface CustomerCarRow extends CustomerCarData, Record<string, unknown> {
  Id: string;
  DealerId: string;
  Title: string;
  Deleted?: true;
  CreatedDate: string;
  ModifiedDate: string;
  gsi1pk: string;
  gsi1sk: string;
}

export const CUSTOMER_CAR_LIST = 'customer-car-list';
export const customerCarListPartition = (dealerId: string): string => `${CUSTOMER_CAR_LIST}#${dealerId}`;
export const customerCarRowKey = (dealerId: string, carId: string) => ({ pk: customerCarListPartition(dealerId), sk: carId });
export const customerCarIndexKey = (carId: string): string => `customer-car#${carId}`;

const carIdOf = (event: StoredEvent): string => event.streamId.slice(event.streamId.indexOf('#') + 1);

/**
 * The bid and stock events change nothing the list shows, but the row follows them so that its version is the car's:
 * the version a save sends back as If-Match.
 */
export const CUSTOMER_CAR_LIST_EVENTS = [
  'CustomerCarCreated',
  'CustomerCarUpdated',
  'CustomerCarDeleted',
  'CustomerCarBidRecorded',
  'CustomerCarTakenIntoStock',
  'CustomerCarForgotten',
] as const;

export const evolveCustomerCarRow = (
  row: CustomerCarRow | undefined,
  event: ProjectedEvent<(typeof CUSTOMER_CAR_LIST_EVENTS)[number]>,
): CustomerCarRow | null => {
  switch (event.type) {
    case 'CustomerCarCreated':
    case 'CustomerCarUpdated': {
      const car = event.data.Car;
      const dealerId = event.type === 'CustomerCarCreated' ? event.data.DealerId : (row?.DealerId ?? event.meta.dealerId);
      const id = carIdOf(event);
      return {
        Id: id,
        DealerId: dealerId,
        ...car,
        Title: customerCarTitle(car),
        CreatedDate: row?.CreatedDate ?? event.meta.occurredAt,
        ModifiedDate: event.meta.occurredAt,
        gsi1pk: customerCarIndexKey(id),
        gsi1sk: CUSTOMER_CAR_LIST,
      };
    }
    case 'CustomerCarDeleted':
      return row ? { ...row, Deleted: true, ModifiedDate: event.meta.occurredAt } : null;
    case 'CustomerCarBidRecorded':
    case 'CustomerCarTakenIntoStock':
      return row ?? null;
    // Its customer was forgotten: the row goes, and with it the car's link to the customer (a stock car it became stays).
    case 'CustomerCarForgotten':
      return null;
  }
};

export const customerCarList = projection({
  name: CUSTOMER_CAR_LIST,
  events: CUSTOMER_CAR_LIST_EVENTS,
  evolve: evolveCustomerCarRow,
});
