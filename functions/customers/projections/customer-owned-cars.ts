import { customerCarTitle } from '../../../domain/customer-cars/customer-car.ts';
import { projection, type ProjectedEvent } from '../../platform/projection.ts';
import { queryIndex } from '../../platform/read-models.ts';

/**
 * A customer's own cars as the customer list's detail pane shows them (spec part 1 §2 "Customer list"): one row per
 * customer car, pk `customer-owned-car#<dealerId>`, sk the car's stream, following the customer cars context's events,
 * and indexed on gsi1 under its owner (`customer-owned-cars#<dealerId>#<customerId>`), so that the pane reads the cars
 * of the one customer it shows. A deleted car leaves a tombstone without index key.
 */
export interface CustomerOwnedCarRow extends Record<string, unknown> {
  CarId: string;
  CustomerId: string;
  DealerId: string;
  Title: string;
  RegistrationNumber: string;
  Make: string;
  Model: string;
  CreatedDate: string;
  gsi1pk: string;
  gsi1sk: string;
}

export const CUSTOMER_OWNED_CARS = 'customer-owned-cars';
export const customerOwnedCarsIndexKey = (dealerId: string, customerId: string): string => `${CUSTOMER_OWNED_CARS}#${dealerId}#${customerId}`;

const EVENTS = ['CustomerCarCreated', 'CustomerCarUpdated', 'CustomerCarDeleted', 'CustomerCarForgotten'] as const;
type CustomerOwnedCarEvent = ProjectedEvent<(typeof EVENTS)[number]>;

export const evolveCustomerOwnedCarRow = (row: CustomerOwnedCarRow | undefined, event: CustomerOwnedCarEvent): CustomerOwnedCarRow | null => {
  switch (event.type) {
    case 'CustomerCarCreated':
    case 'CustomerCarUpdated': {
      const car = event.data.Car;
      const carId = event.streamId.slice(event.streamId.indexOf('#') + 1);
      return {
        CarId: carId,
        CustomerId: car.CustomerId,
        DealerId: event.meta.dealerId,
        Title: customerCarTitle(car),
        RegistrationNumber: car.RegistrationNumber.replace(/\s+/g, '').toUpperCase(),
        Make: car.Variant.Make.trim(),
        Model: car.Variant.Model.trim(),
        CreatedDate: row?.CreatedDate ?? event.meta.occurredAt,
        gsi1pk: customerOwnedCarsIndexKey(event.meta.dealerId, car.CustomerId),
        gsi1sk: carId,
      };
    }
    case 'CustomerCarDeleted':
    case 'CustomerCarForgotten':
      return null;
  }
};

export const customerOwnedCars = projection<CustomerOwnedCarRow, (typeof EVENTS)[number]>({
  name: CUSTOMER_OWNED_CARS,
  events: EVENTS,
  streamTypes: ['customer-car'],
  key: (event) => ({ pk: `customer-owned-car#${event.meta.dealerId}`, sk: event.streamId }),
  evolve: (row, event) => evolveCustomerOwnedCarRow(row, event),
});

/** The customer's cars in its department, newest first. */
export const carsOfCustomer = async (dealerId: string, customerId: string): Promise<CustomerOwnedCarRow[]> => {
  const rows = (await queryIndex({ gsi1pk: customerOwnedCarsIndexKey(dealerId, customerId) })) as CustomerOwnedCarRow[];
  // The index key names the department and the owner; the rows say so too.
  return rows
    .filter((row) => row.DealerId === dealerId && row.CustomerId === customerId)
    .sort((a, b) => b.CreatedDate.localeCompare(a.CreatedDate) || Number(b.CarId) - Number(a.CarId));
};
