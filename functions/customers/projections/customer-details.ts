import { customerTitle, mapCprs, type Customer } from '../../../domain/customers/customer.ts';
import type { ProtectedData } from '../../../events/customers.ts';
import type { EventData } from '../../../events/catalogue.ts';
import type { StoredEvent } from '../../../events/envelope.ts';
import type { PersonalData } from '../../platform/personal-data.ts';
import { customerIdOf, customerOf, revealingLookup, type CustomerProjection } from './customer-projection.ts';

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

export const evolveCustomerDetailsRow = (
  row: CustomerDetailsRow | undefined,
  event: StoredEvent,
  revealed?: Customer | null,
): CustomerDetailsRow | null => {
  switch (event.type) {
    case 'CustomerCreated':
    case 'CustomerUpdated': {
      const customer = customerOf(event, revealed);
      if (!customer) return null;
      const dealerId = event.type === 'CustomerCreated' ? (event.data as EventData<'CustomerCreated'>).DealerId : (row?.DealerId ?? event.meta.dealerId);
      return {
        Id: customerIdOf(event),
        DealerId: dealerId,
        Title: customerTitle(customer),
        ...mapCprs(customer, () => ''),
        Personal: (event.data as EventData<'CustomerCreated' | 'CustomerUpdated'>).Personal,
        CreatedDate: row?.CreatedDate ?? event.meta.occurredAt,
        ModifiedDate: event.meta.occurredAt,
      };
    }
    case 'CustomerDeleted':
    case 'CustomerForgotten':
      return null;
    default:
      return row ?? null;
  }
};

export const customerDetailsProjection = (personalData?: () => PersonalData): CustomerProjection<CustomerDetailsRow> => ({
  name: CUSTOMER_DETAILS,
  streamTypes: ['customer'],
  lookup: revealingLookup(personalData),
  evolve: evolveCustomerDetailsRow,
});

export const customerDetails = customerDetailsProjection();
