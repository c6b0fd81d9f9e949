import { customerTitle, mapCprs, type Customer } from '../../../domain/customers/customer.ts';
import type { ProtectedData } from '../../../events/customers.ts';
import type { PersonalData } from '../../platform/personal-data.ts';
import { projection, type Projection } from '../../platform/projection.ts';
import { CUSTOMER_EVENTS, evolveCustomerRow, revealingLookup, type CustomerEvent } from './customer-projection.ts';

/**
 * One row per customer with every field, revealed: what `GET /api/customer/get` and the customer screen read.
 * pk `customer-details#<dealerId>`, sk the customer id. Deleted or forgotten: a tombstone without personal data.
 * CPR numbers are never stored in clear (DESIGN.md "Security"): the row holds them empty, and `Personal` keeps the
 * event's encrypted part, from which `GET /api/customer/get` reveals them for the one customer asked for.
 */
export type CustomerDetailsRow = Customer & {
  Id: string;
  DealerId: string;
  Title: string;
  CreatedDate: string;
  ModifiedDate: string;
  Personal?: ProtectedData;
} & Record<string, unknown>;

export const CUSTOMER_DETAILS = 'customer-details';
export const customerDetailsKey = (dealerId: string, id: string) => ({ pk: `${CUSTOMER_DETAILS}#${dealerId}`, sk: id });

export const evolveCustomerDetailsRow = evolveCustomerRow<CustomerDetailsRow>(({ Id, DealerId, customer, CreatedDate, ModifiedDate }, _earlier, event) => ({
  Id,
  DealerId,
  Title: customerTitle(customer),
  ...mapCprs(customer, () => ''),
  Personal: event.data.Personal,
  CreatedDate,
  ModifiedDate,
}));

export const customerDetailsProjection = (personalData?: () => PersonalData): Projection<CustomerDetailsRow> =>
  projection<CustomerDetailsRow, CustomerEvent['type'], Customer | null | undefined>({
    name: CUSTOMER_DETAILS,
    events: CUSTOMER_EVENTS,
    lookup: revealingLookup(personalData),
    evolve: evolveCustomerDetailsRow,
  });

export const customerDetails = customerDetailsProjection();
