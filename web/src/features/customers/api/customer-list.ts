import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ApiFile } from '@/lib/api.ts';
import { exportQueryOf, filterQueryOf, searchQueryOf, type CustomerListSearch, type CustomerScope } from '../model/customer-list-search.ts';

/** A row of GET /api/customerlist/search (spec part 1 §3 "Customer list row and search"). */
export interface CustomerListRow {
  Id: string;
  Name: string;
  Address: string | null;
  ZipCode: string | null;
  City: string | null;
  CellPhone: string | null;
  /** The customer's latest car, as staff read it. */
  CustomerCar: string | null;
  /** How many cars the customer has. */
  CustomerCars: number;
  DealerName: string | null;
  ModifiedDate: string | null;
}

/** The grid list response (spec part 1 §3 "Other"). */
export interface CustomerListPage {
  Total: number;
  Offset: number;
  Count: number;
  List: CustomerListRow[];
}

/** A case of the customer as the case list shows it. */
export interface CustomerCaseRow {
  Id: string;
  CarDescription?: string | null;
  Status?: number;
  StatusText?: string | null;
  ModifiedDate?: string | null;
}

/** GET /api/customer/GetCustomerListDetails: the contact fields and the latest 3 cases the detail pane shows. */
export interface CustomerListDetails {
  Id: string;
  Name?: string | null;
  Title?: string | null;
  IsBusiness?: boolean;
  Category?: number | null;
  CoOrAtt?: string | null;
  Street?: string | null;
  StreetNumber?: string | null;
  Address?: string | null;
  ZipCode?: string | null;
  City?: string | null;
  Country?: string | null;
  Phone?: string | null;
  CellPhone?: string | null;
  Email?: string | null;
  DealerName?: string | null;
  Comment?: string | null;
  /** A business customer's decision maker. */
  ContactPerson?: string | null;
  CustomerCars?: { Title: string; RegistrationNumber: string }[];
  /** The latest 3 cases, most recent first; null where the dealer or the role may not read cases. */
  Cases?: CustomerCaseRow[] | null;
}

/** A make of the customers' cars in scope, with how many customers have one. */
export interface CustomerMake {
  Id: string;
  Name: string;
  Count: number;
}

export const customerListKeys = {
  all: ['customers', 'list'] as const,
  makes: ['customers', 'makes'] as const,
  details: (id: string) => ['customers', 'list-details', id] as const,
};

export const customerSearchQuery = (search: CustomerListSearch) => {
  const query = searchQueryOf(search);
  return queryOptions({
    queryKey: [...customerListKeys.all, query],
    queryFn: () => api.get<CustomerListPage>('/api/customerlist/search', query),
    // The grid keeps the rows it has while the next page or sort loads.
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
};

/** GET /api/customerlist/getmakes: the makes of the customers' cars in the scope, for the search panel. */
export const customerMakesQuery = (search: CustomerListSearch) => {
  const { SearchManagementLevel, DealerId } = filterQueryOf(search);
  return queryOptions({
    queryKey: [...customerListKeys.makes, SearchManagementLevel, DealerId ?? ''],
    queryFn: () => api.get<CustomerMake[]>('/api/customerlist/getmakes', { SearchManagementLevel, DealerId }),
    staleTime: 60_000,
  });
};

/** A department the user may search (the scope selector's department choice). */
export interface SearchableDepartment {
  Id: string;
  Name: string;
  IsOwn: boolean;
}

/**
 * GET /api/dealers/findconglomeratedealers/: the departments the user may search. 'All departments' is offered only
 * when there are others than the user's own (spec part 1 §4 "Search scope"); the server decides who may.
 */
export const searchableDepartmentsQuery = queryOptions({
  queryKey: ['customers', 'departments'],
  queryFn: () => api.get<SearchableDepartment[]>('/api/dealers/findconglomeratedealers/'),
  staleTime: 5 * 60_000,
});

export const offeredScopes = (departments: readonly SearchableDepartment[] | undefined): CustomerScope[] =>
  (departments?.length ?? 0) > 1 ? ['User', 'Dealer', 'Conglomerate'] : ['User', 'Dealer'];

export const customerListDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: customerListKeys.details(id),
    queryFn: () => api.get<CustomerListDetails>('/api/customer/GetCustomerListDetails', { id }),
    staleTime: 30_000,
  });

/** GET /api/customerlist/excel: the search's customers as an .xlsx workbook. */
export const exportCustomers = (search: CustomerListSearch): Promise<ApiFile> => api.getFile('/api/customerlist/excel', exportQueryOf(search));
