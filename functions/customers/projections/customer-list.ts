import { customerTitle, type Customer } from '../../../domain/customers/customer.ts';
import type { PersonalData } from '../../platform/personal-data.ts';
import { searchTextOf } from '../../platform/search-text.ts';
import { projection, type Projection } from '../../platform/projection.ts';
import { CUSTOMER_EVENTS, customerIdOf, customerOf, revealingLookup, type CustomerEvent } from './customer-projection.ts';

/**
 * One row per customer for the customer list and the typeahead (spec part 1 §3 "Customer list row and search"),
 * pk `customer-list#<dealerId>` (tenant-scoped), sk the customer id; also found by id alone through gsi1
 * (`customer#<id>`), for a case that picked a customer of another department. A deleted or forgotten customer leaves a
 * tombstone without personal data. The dealer's name (DealerName) is added when the row is read.
 */
export interface CustomerListRow extends Record<string, unknown> {
  Id: string;
  DealerId: string;
  IsBusiness: boolean;
  /** 0 prospect (Emne), 1 customer (Kunde). */
  Category: 0 | 1;
  /** Full name or company name: what the case and the typeahead show. */
  Title: string;
  Name: string;
  Address: string;
  ZipCode: string;
  City: string;
  Phone: string;
  CellPhone: string;
  Email: string;
  AccountManagerId: string | null;
  /** The customer's latest car and the number of cars: filled once customer cars are listed with their owners. */
  CustomerCar: string | null;
  CustomerCars: number;
  CreatedDate: string;
  ModifiedDate: string;
  /** Normalised name, address, phones and e-mail (see cars/search-text.ts). */
  SearchText: string;
  gsi1pk: string;
  gsi1sk: string;
}

export const CUSTOMER_LIST = 'customer-list';
export const customerListPartition = (dealerId: string): string => `${CUSTOMER_LIST}#${dealerId}`;
/** Where a customer's list row lives: one GetItem. */
export const customerRowKey = (dealerId: string, id: string) => ({ pk: customerListPartition(dealerId), sk: id });
/** A customer's rows by id alone (gsi1), whatever its dealer. */
export const customerIndexKey = (id: string): string => `customer#${id}`;

export const addressLine = (customer: Pick<Customer, 'Street' | 'StreetNumber' | 'CoOrAtt'>): string =>
  [[customer.Street, customer.StreetNumber].filter(Boolean).join(' '), customer.CoOrAtt ? `c/o ${customer.CoOrAtt}` : '']
    .filter(Boolean)
    .join(', ');

export const customerListRow = (
  id: string,
  dealerId: string,
  customer: Customer,
  dates: { CreatedDate: string; ModifiedDate: string },
  earlier?: Pick<CustomerListRow, 'CustomerCar' | 'CustomerCars'>,
): CustomerListRow => {
  const title = customerTitle(customer);
  const contactPerson = customer.IsBusiness && customer.DecisionMaker ? [customer.DecisionMaker.FirstName, customer.DecisionMaker.LastName] : [];
  return {
    Id: id,
    DealerId: dealerId,
    IsBusiness: customer.IsBusiness,
    Category: customer.Category,
    Title: title,
    Name: title,
    Address: addressLine(customer),
    ZipCode: customer.ZipCode,
    City: customer.City,
    Phone: customer.Phone,
    CellPhone: customer.CellPhone,
    Email: customer.Email,
    AccountManagerId: customer.AccountManagerId,
    CustomerCar: earlier?.CustomerCar ?? null,
    CustomerCars: earlier?.CustomerCars ?? 0,
    ...dates,
    SearchText: searchTextOf([
      title,
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
    gsi1pk: customerIndexKey(id),
    gsi1sk: CUSTOMER_LIST,
  };
};

export const evolveCustomerListRow = (row: CustomerListRow | undefined, event: CustomerEvent, revealed?: Customer | null): CustomerListRow | null => {
  switch (event.type) {
    case 'CustomerCreated':
    case 'CustomerUpdated': {
      const customer = customerOf(event, revealed);
      if (!customer) return null;
      const dealerId = event.type === 'CustomerCreated' ? event.data.DealerId : (row?.DealerId ?? event.meta.dealerId);
      const dates = { CreatedDate: row?.CreatedDate ?? event.meta.occurredAt, ModifiedDate: event.meta.occurredAt };
      return customerListRow(customerIdOf(event), dealerId, customer, dates, row);
    }
    case 'CustomerDeleted':
    case 'CustomerForgotten':
      return null;
  }
};

export const customerListProjection = (personalData?: () => PersonalData): Projection<CustomerListRow> =>
  projection<CustomerListRow, CustomerEvent['type'], Customer | null | undefined>({
    name: CUSTOMER_LIST,
    events: CUSTOMER_EVENTS,
    lookup: revealingLookup(personalData),
    evolve: evolveCustomerListRow,
  });

export const customerList = customerListProjection();
