import { customerTitle, type Customer } from '../../../domain/customers/customer.ts';
import { personalData as sharedPersonalData, type PersonalData } from '../../platform/personal-data.ts';
import type { ProjectedEvent } from '../../platform/projection.ts';
import { searchTextOf } from '../../platform/search-text.ts';
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

/** A customer created or updated, as a row built from it sees it. */
export interface SavedCustomer {
  Id: string;
  DealerId: string;
  customer: Customer;
  CreatedDate: string;
  ModifiedDate: string;
}

/**
 * The fold of a row that holds one customer in its department: built anew from each save (`rowOf` gets the earlier
 * row and the event, for what the customer alone does not say), gone once the customer is deleted or forgotten. The department is the one the
 * customer was created in; the creation date is the first save's.
 */
export const evolveCustomerRow =
  <Row extends { DealerId: string; CreatedDate: string }>(
    rowOf: (saved: SavedCustomer, earlier: Row | undefined, event: ProjectedEvent<'CustomerCreated' | 'CustomerUpdated'>) => Row,
  ) =>
  (row: Row | undefined, event: CustomerEvent, revealed?: Customer | null): Row | null => {
    switch (event.type) {
      case 'CustomerCreated':
      case 'CustomerUpdated': {
        const customer = customerOf(event, revealed);
        if (!customer) return null;
        return rowOf(
          {
            Id: customerIdOf(event),
            DealerId: event.type === 'CustomerCreated' ? event.data.DealerId : (row?.DealerId ?? event.meta.dealerId),
            customer,
            CreatedDate: row?.CreatedDate ?? event.meta.occurredAt,
            ModifiedDate: event.meta.occurredAt,
          },
          row,
          event,
        );
      }
      case 'CustomerDeleted':
      case 'CustomerForgotten':
        return null;
    }
  };

export const addressLine = (customer: Pick<Customer, 'Street' | 'StreetNumber' | 'CoOrAtt'>): string =>
  [[customer.Street, customer.StreetNumber].filter(Boolean).join(' '), customer.CoOrAtt ? `c/o ${customer.CoOrAtt}` : '']
    .filter(Boolean)
    .join(', ');

/**
 * What the customer lists show of a customer and find it by: name, address, phones, e-mail, CVR and a business's
 * contact person (normalised, see platform/search-text.ts).
 */
export const listedCustomer = (customer: Customer) => {
  const name = customerTitle(customer);
  const contactPerson = customer.IsBusiness && customer.DecisionMaker ? [customer.DecisionMaker.FirstName, customer.DecisionMaker.LastName] : [];
  return {
    IsBusiness: customer.IsBusiness,
    Category: customer.Category,
    Name: name,
    Address: addressLine(customer),
    ZipCode: customer.ZipCode,
    City: customer.City,
    Phone: customer.Phone,
    CellPhone: customer.CellPhone,
    Email: customer.Email,
    AccountManagerId: customer.AccountManagerId,
    SearchText: searchTextOf([
      name,
      customer.Street,
      customer.StreetNumber,
      customer.CoOrAtt,
      customer.ZipCode,
      customer.City,
      customer.Phone,
      customer.CellPhone,
      customer.Email,
      customer.IsBusiness ? customer.Cvr : null,
      ...contactPerson,
    ]),
  };
};
