import type { Customer } from '../../../domain/customers/customer.ts';
import type { PersonalData } from '../../platform/personal-data.ts';
import { projection, type Projection } from '../../platform/projection.ts';
import { CUSTOMER_EVENTS, evolveCustomerRow, listedCustomer, revealingLookup, type CustomerEvent } from './customer-projection.ts';

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
  /** What the customer is found by (listedCustomer). */
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

export const customerListRow = (
  id: string,
  dealerId: string,
  customer: Customer,
  dates: { CreatedDate: string; ModifiedDate: string },
  earlier?: Pick<CustomerListRow, 'CustomerCar' | 'CustomerCars'>,
): CustomerListRow => {
  const listed = listedCustomer(customer);
  return {
    Id: id,
    DealerId: dealerId,
    Title: listed.Name,
    ...listed,
    CustomerCar: earlier?.CustomerCar ?? null,
    CustomerCars: earlier?.CustomerCars ?? 0,
    ...dates,
    gsi1pk: customerIndexKey(id),
    gsi1sk: CUSTOMER_LIST,
  };
};

export const evolveCustomerListRow = evolveCustomerRow<CustomerListRow>(({ Id, DealerId, customer, CreatedDate, ModifiedDate }, earlier) =>
  customerListRow(Id, DealerId, customer, { CreatedDate, ModifiedDate }, earlier),
);

export const customerListProjection = (personalData?: () => PersonalData): Projection<CustomerListRow> =>
  projection<CustomerListRow, CustomerEvent['type'], Customer | null | undefined>({
    name: CUSTOMER_LIST,
    events: CUSTOMER_EVENTS,
    lookup: revealingLookup(personalData),
    evolve: evolveCustomerListRow,
  });

export const customerList = customerListProjection();
