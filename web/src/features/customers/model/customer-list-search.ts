import { searchChoiceParam, searchDigitsParam, searchPageParam, searchSchema, searchTextParam, type SearchOf } from '@/lib/search-params.ts';

/** The customer list's page size (spec part 1 §9: grids page by 50). */
export const CUSTOMER_PAGE_SIZE = 50;

/** Spec part 1 §4 and §9: the Excel export is hidden when the search finds 5,000 customers or more. */
export const EXPORT_LIMIT = 5000;

/** Spec part 1 §3: mine, my department, all departments (the last only where allowed). */
export const CUSTOMER_SCOPES = ['User', 'Dealer', 'Conglomerate'] as const;
export type CustomerScope = (typeof CUSTOMER_SCOPES)[number];
export const SCOPE_LABELS: Record<CustomerScope, string> = {
  User: 'Mine kunder',
  Dealer: 'Min afdelings kunder',
  Conglomerate: 'Alle afdelingers kunder',
};

/** The customer category filter (spec part 1 §3: 0 prospect 'Emne', 1 customer); empty is both. */
export const CATEGORY_FILTERS = ['', '0', '1'] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];
export const CATEGORY_FILTER_LABELS: Record<CategoryFilter, string> = {
  '': 'Kunder og emner',
  '1': 'Kunder',
  '0': 'Emner',
};

/** The columns of the customer list row (spec part 1 §3 "Customer list row and search"), each sortable. */
export const CUSTOMER_SORT_KEYS = ['Name', 'Address', 'ZipCode', 'City', 'CellPhone', 'CustomerCar', 'DealerName', 'ModifiedDate'] as const;
export type CustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number];

const digits = searchDigitsParam(18);

/**
 * The customer list's state in the URL: scope (with the department chosen within 'all departments'), category,
 * registration number, make, model, free text, sort and page. Every key has a default, so a link needs none, and a
 * malformed value falls back to its default rather than failing the page.
 */
export const customerListSearchSchema = searchSchema({
  SearchManagementLevel: searchChoiceParam(CUSTOMER_SCOPES, 'Dealer'),
  /** One department to search within 'all departments'; empty is every department the user may search. */
  DealerId: digits,
  SearchType: searchChoiceParam(CATEGORY_FILTERS, ''),
  RegistrationNumber: searchTextParam,
  CarMake: searchTextParam,
  CarModel: searchTextParam,
  FreeText: searchTextParam,
  // Capitalised as in the spec's export query (Sort, SortDir); the grid's own call says sort and sortdir.
  Sort: searchChoiceParam(CUSTOMER_SORT_KEYS, 'ModifiedDate'),
  SortDir: searchChoiceParam(['asc', 'desc'], 'desc'),
  page: searchPageParam,
});
export type CustomerListSearch = SearchOf<typeof customerListSearchSchema>;
export type CustomerListPatch = Partial<Omit<CustomerListSearch, 'page'>> & {
  page?: number;
};

/** The list's state when nothing is set: the URL leaves these values out. */
export const CUSTOMER_LIST_DEFAULTS: CustomerListSearch = customerListSearchSchema.parse({});

/** The search fields without paging: what GET /api/customerlist/search, /getmakes and /excel share. */
export const filterQueryOf = (search: CustomerListSearch) => ({
  SearchManagementLevel: search.SearchManagementLevel,
  // A department only narrows 'all departments' (spec part 1 §4 "Search scope").
  DealerId: search.SearchManagementLevel === 'Conglomerate' && search.DealerId ? search.DealerId : undefined,
  SearchType: search.SearchType || undefined,
  RegistrationNumber: search.RegistrationNumber || undefined,
  CarMake: search.CarMake || undefined,
  CarModel: search.CarModel || undefined,
  FreeText: search.FreeText || undefined,
});

/** The query of GET /api/customerlist/search for a list state: empty fields left out, offset paging by 50. */
export const searchQueryOf = (search: CustomerListSearch) => ({
  ...filterQueryOf(search),
  sort: search.Sort,
  sortdir: search.SortDir,
  count: CUSTOMER_PAGE_SIZE,
  offset: (search.page - 1) * CUSTOMER_PAGE_SIZE,
});

/** The export's query: the search and its sort, every row (spec part 1 §7: the search params as query). */
export const exportQueryOf = (search: CustomerListSearch) => ({
  ...filterQueryOf(search),
  sort: search.Sort,
  sortdir: search.SortDir,
});

/** Whether the search narrows the list beyond scope and category (the 'Nulstil søgning' button shows). */
export const isFiltered = (search: CustomerListSearch): boolean => Boolean(search.RegistrationNumber || search.CarMake || search.CarModel || search.FreeText);
