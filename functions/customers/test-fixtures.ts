import type { ListedCustomer } from './customer-list-search.ts';

const LISTED_FIELDS = [
  'Id',
  'Version',
  'DealerId',
  'IsBusiness',
  'Category',
  'Name',
  'Address',
  'ZipCode',
  'City',
  'Phone',
  'CellPhone',
  'Email',
  'AccountManagerId',
  'ModifiedDate',
  'SearchText',
  'CarText',
  'Cars',
  'CustomerCar',
] as const satisfies readonly (keyof ListedCustomer)[];

/** Listed customers as plain values to compare: every field the list shows, read ones included (cars, their line). */
export const plainCustomers = (customers: readonly ListedCustomer[]): ListedCustomer[] =>
  customers.map((customer) => Object.fromEntries(LISTED_FIELDS.map((field) => [field, customer[field]])) as unknown as ListedCustomer);
