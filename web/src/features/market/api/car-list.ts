import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CarListChoice, CarListDetails, CarListPage } from '../../../../../domain/market/car-list.ts';
import { PAGE_SIZE } from '../../../../../domain/market/car-list-paging.ts';
import { MARKET_REGIONS } from '../../../../../domain/market/listing.ts';
import { LISTING_FUEL_TYPES } from '../../../../../events/market-vocabulary.ts';
import { api, type QueryParams } from '@/lib/api.ts';
import { searchChoiceParam, searchDigitsParam, searchPageParam, searchSchema, searchTextParam, type SearchOf } from '@/lib/search-params.ts';

export { PAGE_SIZE };
export type { CarListChoice, CarListDetails, CarListPage };

/** The grid's sort keys (spec part 1 §3 "All-cars grid"); the list opens on the newest changes first. */
export const CAR_LIST_SORT_KEYS = ['Type', 'Make', 'Model', 'FirstRegistrationDate', 'Mileage', 'CashPrice', 'Price', 'ZipCode', 'ModifiedDate', 'SalesDate', 'SalesPrice'] as const;
export type CarListSortKey = (typeof CAR_LIST_SORT_KEYS)[number];

/** The list's tab (spec part 1 §4): '' all, 'false' for sale, 'true' sold. */
export const TABS = ['', 'false', 'true'] as const;

const digits = searchDigitsParam(9);

/** The all-cars list's address (spec part 1 §2: IsSold, CarType, Make, FreetextQuery, years, mileage, ActualMileage). */
const tab = searchChoiceParam(TABS, '');

export const carListSearchSchema = searchSchema({
  // 'null' is how a link elsewhere says 'all'.
  IsSold: tab,
  CarType: searchDigitsParam(1),
  Make: searchTextParam,
  FreetextQuery: searchTextParam,
  RegistrationYearFrom: searchDigitsParam(4),
  RegistrationYearTo: searchDigitsParam(4),
  MileageFrom: digits,
  MileageTo: digits,
  ActualMileage: digits,
  PriceFrom: digits,
  PriceTo: digits,
  ZipcodeFrom: searchDigitsParam(4),
  ZipcodeTo: searchDigitsParam(4),
  Region: searchChoiceParam(['', ...MARKET_REGIONS], ''),
  Fuel: searchChoiceParam(['', ...LISTING_FUEL_TYPES], ''),
  sort: searchChoiceParam(['', ...CAR_LIST_SORT_KEYS], ''),
  sortdir: searchChoiceParam(['', 'asc', 'desc'], ''),
  page: searchPageParam,
  /** The car shown in the detail pane. */
  car: searchDigitsParam(18),
});
export type CarListSearch = SearchOf<typeof carListSearchSchema>;
export type CarListPatch = Partial<CarListSearch>;

export const CAR_LIST_DEFAULTS: CarListSearch = carListSearchSchema.parse({});

/** The server's query of a search: empty values left out, the page as an offset. */
export const carListQuery = (search: CarListSearch): QueryParams => {
  const { page, car: _car, Fuel, IsSold, ...rest } = search;
  const query: QueryParams = {
    offset: (page - 1) * PAGE_SIZE,
    count: PAGE_SIZE,
  };
  for (const [key, value] of Object.entries(rest)) if (value !== '') query[key] = value;
  if (IsSold !== '') query.IsSold = IsSold;
  if (Fuel !== '') query.SelectedFuelTypes = Fuel;
  return query;
};

const keys = { all: ['market', 'car-list'] as const };

export const carListSearchQuery = (search: CarListSearch) => {
  const query = carListQuery(search);
  return queryOptions({
    queryKey: [...keys.all, 'search', query],
    queryFn: () => api.get<CarListPage>('/api/carlist/search/', query),
    placeholderData: keepPreviousData,
  });
};

export const carListMakesQuery = (isSold: string, carType: string) =>
  queryOptions({
    queryKey: [...keys.all, 'makes', isSold, carType],
    queryFn: () =>
      api.get<CarListChoice[]>('/api/carlist/getmakes/', {
        ...(isSold ? { isSold } : {}),
        ...(carType ? { carType } : {}),
      }),
    staleTime: 5 * 60_000,
  });

export const carListCarTypesQuery = (isSold: string) =>
  queryOptions({
    queryKey: [...keys.all, 'types', isSold],
    queryFn: () => api.get<CarListChoice<number>[]>('/api/carlist/getcartypes/', isSold ? { isSold } : {}),
    staleTime: 5 * 60_000,
  });

export const carListDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: [...keys.all, 'details', id],
    queryFn: () => api.get<CarListDetails>('/api/CarList/GetDetails/', { id }),
    enabled: id !== '',
  });
