import type { Customer } from '../../../domain/customers/customer.ts';
import { personalData as sharedPersonalData, type PersonalData } from '../../platform/personal-data.ts';
import type { ProjectedEvent } from '../../platform/projection.ts';
import { revealCustomerEvent, withoutPersonalData } from '../personal.ts';

/**
 * The customer events every customer read model folds. A row needs the personal data: `lookup` reveals the customer
 * an event carries (I/O: the data key), before `evolve`, which stays pure, folds it into the row.
 * `revealed` is the customer, null when it has been forgotten (its key is gone: no row), or undefined when the event
 * carries no customer or nothing was looked up (then only the clear part is known).
 */
export const CUSTOMER_EVENTS = ['CustomerCreated', 'CustomerUpdated', 'CustomerDeleted', 'CustomerForgotten'] as const;
export type CustomerEvent = ProjectedEvent<(typeof CUSTOMER_EVENTS)[number]>;

export const revealingLookup =
  (personalData: () => PersonalData = sharedPersonalData) =>
  async (_row: unknown, event: CustomerEvent): Promise<Customer | null | undefined> =>
    revealCustomerEvent(personalData(), event);

/** What a created or updated event says about the customer, or null if it must not be shown (forgotten). */
export const customerOf = (event: ProjectedEvent<'CustomerCreated' | 'CustomerUpdated'>, revealed: Customer | null | undefined): Customer | null => {
  if (revealed === null) return null;
  return revealed ?? withoutPersonalData(event.data.Customer);
};

/** The customer id of a customer stream (`customer#42` → '42'). */
export const customerIdOf = (event: Pick<CustomerEvent, 'streamId'>): string => event.streamId.slice(event.streamId.indexOf('#') + 1);
