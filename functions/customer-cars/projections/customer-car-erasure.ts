import { customerCarDecider } from '../../../domain/customer-cars/decider.ts';
import { DomainError } from '../../../domain/errors.ts';
import { handleCommand } from '../../platform/command-handler.ts';
import { EventStore } from '../../platform/event-store.ts';
import { projection, type ProjectedEvent, type Projection } from '../../platform/projection.ts';
import { queryPartition } from '../../platform/read-models.ts';
import { customerCarStreamId } from '../customer-car-commands.ts';
import { customerCarListPartition } from './customer-car-list.ts';

/**
 * The customer cars context's part of forgetting a customer: the customer's cars go with it. Their personal fields
 * (registration, chassis number, comment) were sealed with the customer's key and are unreadable already; each car
 * records CustomerCarForgotten, on which every row that shows it (its list row and bids, the customer's pane and
 * overview, the cases' references) is deleted. A car taken into stock stays a stock car of the dealer: only its link
 * to the customer goes. The cars are those of the customer's department (a car is saved only for a customer of the
 * department); the recording is the projection's lookup (its I/O), harmless when redelivered or replayed, as a car
 * forgotten once records nothing more. pk `customer-car-erasure#<dealerId>`, sk the customer's stream.
 */
export interface CustomerCarErasureRow extends Record<string, unknown> {
  Id: string;
  Cars: number;
  ErasedDate: string;
}

export const CUSTOMER_CAR_ERASURE = 'customer-car-erasure';
const ERASURE_EVENTS = ['CustomerForgotten'] as const;
type ErasureEvent = ProjectedEvent<(typeof ERASURE_EVENTS)[number]>;

/** Forgets the forgotten customer's cars; answers how many. */
export const forgetCarsOfCustomer = async (store: EventStore, event: ErasureEvent): Promise<number> => {
  const dealerId = event.meta.dealerId;
  const customerId = event.streamId.slice(event.streamId.indexOf('#') + 1);
  const cars = await queryPartition({
    pk: customerCarListPartition(dealerId),
    filter: 'CustomerId = :customer',
    values: { ':customer': customerId },
    attributes: ['Id'],
  });
  const context = { dealerId, userId: event.meta.userId, correlationId: event.meta.correlationId, causationId: event.meta.eventId };
  const forget = (carId: string) =>
    handleCommand(store, customerCarDecider, customerCarStreamId(carId), { type: 'ForgetCustomerCar', dealerId }, context).catch((error: unknown) => {
      // A row whose car is not the department's (or not there) has nothing to forget here; anything else is retried.
      if (!(error instanceof DomainError && error.kind === 'not-found')) throw error;
    });
  await Promise.all(cars.map((car) => forget(String(car.Id))));
  return cars.length;
};

export const customerCarErasureProjection = (store: () => EventStore): Projection<CustomerCarErasureRow> =>
  projection<CustomerCarErasureRow, (typeof ERASURE_EVENTS)[number], number>({
    name: CUSTOMER_CAR_ERASURE,
    events: ERASURE_EVENTS,
    key: (event) => ({ pk: `${CUSTOMER_CAR_ERASURE}#${event.meta.dealerId}`, sk: event.streamId }),
    lookup: async (_row, event) => forgetCarsOfCustomer(store(), event),
    evolve: (_row, event, cars) => ({ Id: event.streamId, Cars: cars ?? 0, ErasedDate: event.meta.occurredAt }),
  });

let shared: EventStore | undefined;
export const customerCarErasure = customerCarErasureProjection(() => (shared ??= new EventStore()));
