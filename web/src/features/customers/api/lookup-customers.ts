import { TYPEAHEAD_SIZE } from '@/components/typeahead.tsx';
import { api } from '@/lib/api.ts';

/** GET /api/typeaheadcustomers/lookup: a customer as the typeaheads list it. */
export interface CustomerLookupItem {
  Header: string;
  Text: string | null;
  Id: string;
  Category: string | null;
}
export interface CustomerLookup {
  Total: number;
  List: CustomerLookupItem[];
}

export const lookupCustomers = (searchText: string, count = TYPEAHEAD_SIZE): Promise<CustomerLookup> =>
  api.get<CustomerLookup>('/api/typeaheadcustomers/lookup', { searchText, count });
