import type { Customer } from '../../../domain/customers/customer.ts';
import type { EventData } from '../../../events/catalogue.ts';
import type { StoredEvent } from '../../../events/envelope.ts';
import { personalData as sharedPersonalData, type PersonalData } from '../../platform/personal-data.ts';
import type { Projection, Row } from '../../platform/projection.ts';
import { revealCustomerEvent, withoutPersonalData } from '../personal.ts';

/**
 * A projection of customer streams that needs the personal data: `lookup` reveals the customer an event carries
 * (I/O: the data key), before `evolve`, which stays pure, folds it into the row. The projector passes the lookup's
 * result to `evolve` (the same shape as the case projections' name lookups).
 * `revealed` is the customer, null when it has been forgotten (its key is gone: no row), or undefined when the event
 * carries no customer or nothing was looked up (then only the clear part is known).
 */
export interface CustomerProjection<R extends Row> extends Projection<R> {
  lookup(row: R | undefined, event: StoredEvent): Promise<Customer | null | undefined>;
  evolve(row: R | undefined, event: StoredEvent, revealed?: Customer | null): R | null;
}

export const revealingLookup =
  (personalData: () => PersonalData = sharedPersonalData) =>
  async (_row: unknown, event: StoredEvent): Promise<Customer | null | undefined> =>
    revealCustomerEvent(personalData(), event);

/** What a created or updated event says about the customer, or null if it must not be shown (forgotten). */
export const customerOf = (event: StoredEvent, revealed: Customer | null | undefined): Customer | null => {
  if (revealed === null) return null;
  return revealed ?? withoutPersonalData((event.data as EventData<'CustomerCreated' | 'CustomerUpdated'>).Customer);
};

/** The customer id of a customer stream (`customer#42` → '42'). */
export const customerIdOf = (event: StoredEvent): string => event.streamId.slice(event.streamId.indexOf('#') + 1);
