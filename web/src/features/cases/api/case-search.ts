import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api.ts';
import { searchChoiceParam, searchDigitsParam, searchFlagParam, searchOptionalTextParam, searchPageParam, searchSchema, searchTextParam, type SearchOf } from '@/lib/search-params.ts';
import { CASE_SCOPES, type CaseListPage, type CaseScope } from './types.ts';

/** The case list's page size (spec part 2 §9: grids page by 50). */
export const CASE_PAGE_SIZE = 50;

export const CASE_SORT_KEYS = ['Id', 'CustomerName', 'CarDescription', 'SwapCarDescription', 'ModifiedDate', 'Status'] as const;
export type CaseSortKey = (typeof CASE_SORT_KEYS)[number];

const digits = searchDigitsParam();

/**
 * The case list's state in the URL (spec part 2 §2: /Cases/CaseList with optional searchType and customername): the
 * scope, the search fields, sort and page. Every key has a default, so a link needs none, and a malformed value falls
 * back to its default rather than failing the page. `customername` (from links elsewhere) becomes the free text.
 */
export const caseListSearchSchema = searchSchema(
  {
    searchType: searchChoiceParam(CASE_SCOPES, 'Dealer'),
    /** true: open cases, false: closed cases, 'all': both. */
    IsActive: (value: unknown): boolean | 'all' => (value === 'all' ? 'all' : searchFlagParam(true)(value)),
    CaseId: digits,
    FreeTextQuery: searchTextParam,
    customername: searchOptionalTextParam,
    CustomerId: digits,
    /** The name shown for the CustomerId filter (from the customer typeahead). */
    CustomerName: searchTextParam,
    Make: searchTextParam,
    CarFreeTextQuery: searchTextParam,
    sort: searchChoiceParam(CASE_SORT_KEYS, 'ModifiedDate'),
    sortdir: searchChoiceParam(['asc', 'desc'], 'desc'),
    page: searchPageParam,
  },
  ({ customername, ...search }) => {
    const name = customername?.trim() ?? '';
    // With a customer id the name labels that filter; alone it searches as free text.
    return search.CustomerId
      ? { ...search, CustomerName: search.CustomerName || name }
      : {
          ...search,
          CustomerName: '',
          FreeTextQuery: search.FreeTextQuery || name,
        };
  },
);
export type CaseListSearch = SearchOf<typeof caseListSearchSchema>;

/** The list's state when nothing is set: the URL leaves these values out. */
export const CASE_LIST_DEFAULTS: CaseListSearch = caseListSearchSchema.parse({});

/** The query of GET /api/caselist/search/ for a list state: empty fields left out, offset paging by 50. */
export const searchQueryOf = (search: CaseListSearch) => ({
  SearchType: search.searchType,
  IsActive: search.IsActive === 'all' ? undefined : search.IsActive,
  CaseId: search.CaseId || undefined,
  FreeTextQuery: search.FreeTextQuery || undefined,
  CustomerId: search.CustomerId || undefined,
  Make: search.Make || undefined,
  CarFreeTextQuery: search.CarFreeTextQuery || undefined,
  sort: search.sort,
  sortdir: search.sortdir,
  count: CASE_PAGE_SIZE,
  offset: (search.page - 1) * CASE_PAGE_SIZE,
});

export const caseSearchQuery = (search: CaseListSearch) => {
  const query = searchQueryOf(search);
  return queryOptions({
    queryKey: ['cases', 'list', query],
    queryFn: () => api.get<CaseListPage>('/api/caselist/search/', query),
    // The grid keeps the rows it has while the next page or sort loads.
    placeholderData: keepPreviousData,
    // Fresh for the moment between the route's loader and the grid; commands on a case mark it stale.
    staleTime: 5_000,
  });
};

/** GET /api/caselist/getmakes: the makes in the scope, for the search panel. */
export const caseMakesQuery = (scope: CaseScope) =>
  queryOptions({
    queryKey: ['cases', 'makes', scope],
    queryFn: () => api.get<string[]>('/api/caselist/getmakes', { SearchType: scope }),
    staleTime: 60_000,
  });

/**
 * Whether the user may search all departments: the server allows it for owners, business and sales managers (and
 * administrators) whose conglomerate has other departments, and refuses it with 403 otherwise. Asked only of those
 * roles; the answer is the server's.
 */
export const conglomerateScopeQuery = queryOptions({
  queryKey: ['cases', 'conglomerate-scope'],
  queryFn: async () => {
    try {
      await api.get<string[]>('/api/caselist/getmakes', {
        SearchType: 'Conglomerate',
      });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) return false;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});
