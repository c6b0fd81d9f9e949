import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { categoryLabel } from '../../domain/customers/customer.ts';
import type { Department } from '../platform/auth/dealer-directory.ts';
import { searchDepartments } from '../platform/read-models.ts';
import { normaliseSearch, searchFilter } from '../platform/search-text.ts';
import { customerListPartition, type CustomerListRow } from './projections/customer-list.ts';

/**
 * Searches the customer list rows of some departments: every word must occur in the row's search text (name,
 * address, phones, e-mail). Names that begin with the first word come first, then by name (Danish order).
 */
export interface CustomerSearch {
  departments: readonly Department[];
  words: readonly string[];
  /** true: business customers only; false: private only; undefined: both. */
  isBusiness?: boolean;
  /** Only the customers this user is account manager for (the 'User' scope). */
  accountManagerId?: string;
}

const LIST_ATTRIBUTES = [
  'Id',
  'DealerId',
  'IsBusiness',
  'Category',
  'Title',
  'Name',
  'Address',
  'ZipCode',
  'City',
  'Phone',
  'CellPhone',
  'Email',
  'CustomerCar',
  'CustomerCars',
  'ModifiedDate',
] as const;
export type CustomerSearchRow = Pick<CustomerListRow, (typeof LIST_ATTRIBUTES)[number]> & { DealerName: string };

export const searchCustomers = async (search: CustomerSearch, client?: DynamoDBDocumentClient): Promise<CustomerSearchRow[]> => {
  const words = searchFilter(search.words);
  const conditions = [words.expression];
  const values: Record<string, unknown> = { ...words.values };
  if (search.isBusiness !== undefined) {
    conditions.push('IsBusiness = :isBusiness');
    values[':isBusiness'] = search.isBusiness;
  }
  if (search.accountManagerId !== undefined) {
    conditions.push('AccountManagerId = :accountManager');
    values[':accountManager'] = search.accountManagerId;
  }
  const found = await searchDepartments(search.departments, customerListPartition, { conditions, values, attributes: LIST_ATTRIBUTES }, client);
  const first = search.words[0];
  const rank = (row: CustomerSearchRow): number => (first && normaliseSearch(row.Title).startsWith(first) ? 0 : 1);
  return found
    .map(({ row, department }): CustomerSearchRow => ({ ...(row as CustomerSearchRow), DealerName: department.Name }))
    .sort((a, b) => rank(a) - rank(b) || a.Title.localeCompare(b.Title, 'da') || Number(a.Id) - Number(b.Id));
};

/** The typeahead's line under the name: address, zip and city, then a phone number. */
export const customerLookupText = (row: Pick<CustomerSearchRow, 'Address' | 'ZipCode' | 'City' | 'CellPhone' | 'Phone'>): string | null => {
  const place = [row.ZipCode, row.City].filter(Boolean).join(' ');
  const address = [row.Address, place].filter(Boolean).join(', ');
  return [address, row.CellPhone || row.Phone].filter(Boolean).join(' · ') || null;
};

/** A typeahead entry (spec part 1 §7 "Typeahead": Header, Text, Id, Category). */
export const customerLookupItem = (row: CustomerSearchRow) => ({
  Header: row.Title,
  Text: customerLookupText(row),
  Id: row.Id,
  /** 'Kunde' or 'Emne'. */
  Category: categoryLabel(row.Category),
  IsBusiness: row.IsBusiness,
  DealerId: row.DealerId,
  DealerName: row.DealerName,
});
