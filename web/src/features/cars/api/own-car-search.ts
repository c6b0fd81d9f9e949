import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CHASSIS_TYPES } from '../../../../../domain/cars/vocabulary.ts';
import { REMINDER_CATEGORIES, STOCK_CATEGORIES, STOCK_PAGE_SIZE, STOCK_SORT_KEYS, type StockCategory, type StockSortKey } from '../../../../../domain/cars/stock-search.ts';
import { FUEL_TYPES, GEAR_TYPES } from '../../../../../events/car-vocabulary.ts';
import { api, withQuery } from '@/lib/api.ts';
import {
  searchChoiceParam,
  searchDigitsParam,
  searchFlagParam,
  searchIndexParam,
  searchListParam,
  searchPageParam,
  searchPatternParam,
  searchSchema,
  searchTextParam,
  type SearchOf,
} from '@/lib/search-params.ts';
import type { Department, ExtraEquipmentChoice, SearchScope, StockChoice, StockListPage, StockSearchParameters, StockSearchRequest } from './types.ts';

export { STOCK_CATEGORIES, STOCK_PAGE_SIZE, STOCK_SORT_KEYS, type StockCategory, type StockSortKey };

export const STOCK_CATEGORY_LABELS: Record<StockCategory, string> = {
  NoPictures: 'Mangler billeder',
  NoExtraEquipmentText: 'Mangler beskrivelse',
  NoMileage: 'Mangler km',
  ExpiredCars: 'Udløbne annoncer',
  ExpiringCars: 'Annoncer der snart udløber',
};

/** The scope as the address names it (document 2: searchType dealer or user; all departments besides). */
export const SCOPE_NAMES = ['user', 'dealer', 'conglomerate'] as const;
export type ScopeName = (typeof SCOPE_NAMES)[number];
export const SCOPE_OF_NAME: Record<ScopeName, SearchScope> = {
  user: 'User',
  dealer: 'Dealer',
  conglomerate: 'Conglomerate',
};

// Values come from the address as text (or a list when a key repeats); a link built in code may give numbers.
const digits = searchDigitsParam(9);
const serverDate = searchPatternParam(/^(\d{4}-\d{2}-\d{2})?$/);
const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);
/** One of `values` whatever its case in the address (`sortdir=DESC`), else `fallback`. */
const caseless =
  <const T extends string>(values: readonly T[], fallback: NoInfer<T>) =>
  (value: unknown): T =>
    values.find((candidate) => candidate.toLowerCase() === searchTextParam(value).toLowerCase()) ?? fallback;
const chassisKeys = Object.keys(CHASSIS_TYPES);

/**
 * The own-cars list's state in the URL (spec part 1 §2: reset, goToRow, selectedCategories, FreetextQuery, searchType,
 * daysfrom, daysto, externaldaysfrom, externaldaysto, isInternal, sort, sortdir), with the rest of the filter panel, the
 * tab (IsSold) and the page. Every key has a default; a malformed value falls back to it rather than failing the
 * page. `goToRow` (the row the car page came from) chooses the page that row is on.
 */
export const ownCarsSearchSchema = searchSchema(
  {
    IsSold: searchFlagParam(false),
    searchType: (value: unknown): ScopeName => {
      const name = searchTextParam(value).toLowerCase();
      if (name === 'mine' || name === 'responsibleuser') return 'user';
      return isOneOf(SCOPE_NAMES)(name) ? name : 'dealer';
    },
    /** The departments chosen in the all-departments scope. */
    dealers: searchListParam((value): value is string => /^\d{1,18}$/.test(value)),
    FreetextQuery: searchTextParam,
    CarType: searchPatternParam(/^[1-7]?$/),
    Make: searchTextParam,
    fuel: searchListParam(isOneOf(FUEL_TYPES.filter((fuel) => fuel !== 'Unknown'))),
    gear: searchChoiceParam(['', ...GEAR_TYPES], ''),
    chassis: (value: unknown): string => {
      const text = searchTextParam(value);
      return chassisKeys.includes(text) ? text : '';
    },
    selectedCategories: searchListParam(isOneOf([...STOCK_CATEGORIES, 'InternalCars', 'NoDescription'] as const)),
    equipment: searchListParam((value): value is string => /^[\w-]{1,50}$/.test(value)),
    daysfrom: digits,
    daysto: digits,
    externaldaysfrom: digits,
    externaldaysto: digits,
    isInternal: searchChoiceParam(['', 'true', 'false'], ''),
    PriceFrom: digits,
    PriceTo: digits,
    MileageFrom: digits,
    MileageTo: digits,
    ModelYearFrom: digits,
    ModelYearTo: digits,
    soldfrom: serverDate,
    soldto: serverDate,
    sort: caseless(STOCK_SORT_KEYS, 'Make'),
    sortdir: caseless(['asc', 'desc'] as const, 'asc'),
    page: searchPageParam,
    goToRow: searchIndexParam(0),
    reset: searchFlagParam(undefined),
  },
  (fields) => {
    const search = reminderAliases(fields);
    return search.goToRow === undefined ? search : { ...search, page: Math.floor(search.goToRow / STOCK_PAGE_SIZE) + 1 };
  },
);
export type OwnCarsSearch = SearchOf<typeof ownCarsSearchSchema>;

/**
 * A dashboard link may name its reminder as the dashboard does (document 2 §3 Reminders): 'NoDescription' is the
 * category 'NoExtraEquipmentText', and 'InternalCars' the display filter 'Intern', unless the link sets the filter itself.
 */
function reminderAliases<
  T extends {
    selectedCategories: (StockCategory | 'InternalCars' | 'NoDescription')[];
    isInternal: '' | 'true' | 'false';
  },
>(search: T): Omit<T, 'selectedCategories'> & { selectedCategories: StockCategory[] } {
  const names = search.selectedCategories;
  const selectedCategories = [...new Set(names.flatMap((name) => (name === 'InternalCars' ? [] : name === 'NoDescription' ? [REMINDER_CATEGORIES.NoDescription] : [name])))];
  return {
    ...search,
    isInternal: names.includes('InternalCars') && search.isInternal === '' ? 'true' : search.isInternal,
    selectedCategories,
  };
}

/** The list's state when nothing is set: the URL leaves these values out. */
export const OWN_CARS_DEFAULTS: OwnCarsSearch = ownCarsSearchSchema.parse({});

/** The parts of the state that are the search itself (not where the user is in it). */
export const isDefaultSearch = (search: Omit<OwnCarsSearch, 'goToRow' | 'reset'> & Partial<Pick<OwnCarsSearch, 'goToRow' | 'reset'>>): boolean => {
  const { goToRow: _goToRow, reset: _reset, page: _page, ...rest } = search;
  const { goToRow: _g, reset: _r, page: _p, ...defaults } = OWN_CARS_DEFAULTS;
  return JSON.stringify(rest) === JSON.stringify(defaults);
};

const numberOrNull = (value: string): number | null => (value === '' ? null : Number(value));

/**
 * The stock search parameters (spec part 1 §3 "Stock search parameters") of a list state, empty ones left out: the
 * body of the search and, as query parameters, of the Excel export and the print.
 */
export const searchParamsOf = (search: OwnCarsSearch) => {
  const scope = SCOPE_OF_NAME[search.searchType];
  const params = {
    IsSold: search.IsSold,
    SearchScope: scope,
    SelectedDealerIds: scope === 'Conglomerate' && search.dealers.length > 0 ? search.dealers : null,
    FreetextQuery: search.FreetextQuery || null,
    CarType: numberOrNull(search.CarType),
    Make: search.Make || null,
    SelectedFuelTypes: search.fuel.length > 0 ? search.fuel : null,
    SelectedGearType: search.gear || null,
    SelectedChassisType: search.chassis || null,
    SelectedCategories: search.selectedCategories.length > 0 ? search.selectedCategories : null,
    SelectedExtraEquipmentIdentifiers: search.equipment.length > 0 ? search.equipment : null,
    DaysFrom: numberOrNull(search.daysfrom),
    DaysTo: numberOrNull(search.daysto),
    ExternalDaysFrom: numberOrNull(search.externaldaysfrom),
    ExternalDaysTo: numberOrNull(search.externaldaysto),
    IsInternal: search.isInternal === '' ? null : search.isInternal === 'true',
    PriceFrom: numberOrNull(search.PriceFrom),
    PriceTo: numberOrNull(search.PriceTo),
    MileageFrom: numberOrNull(search.MileageFrom),
    MileageTo: numberOrNull(search.MileageTo),
    ModelYearFrom: numberOrNull(search.ModelYearFrom),
    ModelYearTo: numberOrNull(search.ModelYearTo),
    SoldDateFrom: search.IsSold && search.soldfrom ? search.soldfrom : null,
    SoldDateTo: search.IsSold && search.soldto ? search.soldto : null,
  } satisfies StockSearchParameters;
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== null)) as Partial<typeof params>;
};

/** The body of POST /api/owncarlist/search/ for a list state: the parameters, the page and the sort. */
export const searchBodyOf = (search: OwnCarsSearch): StockSearchRequest => ({
  ...searchParamsOf(search),
  count: STOCK_PAGE_SIZE,
  offset: (search.page - 1) * STOCK_PAGE_SIZE,
  sort: search.sort,
  sortdir: search.sortdir,
});

export const ownCarKeys = {
  all: ['cars'] as const,
  list: ['cars', 'list'] as const,
  choices: ['cars', 'choices'] as const,
  details: (id: string) => ['cars', 'details', id] as const,
};

export const ownCarsSearchQuery = (search: OwnCarsSearch) => {
  const body = searchBodyOf(search);
  return queryOptions({
    queryKey: [...ownCarKeys.list, body],
    queryFn: () => api.post<StockListPage>('/api/owncarlist/search/', body),
    // The grid keeps the rows it has while the next page or sort loads.
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
};

/** The scope of the filter panel's choices, as GET /api/owncarlist/getmakes/ and /getcartypes/ take it. */
const choicesQueryOf = (search: OwnCarsSearch) => {
  const params = searchParamsOf(search);
  return {
    isSold: search.IsSold,
    searchScope: search.searchType,
    selectedDealerIds: params.SelectedDealerIds?.join(','),
  };
};

/** GET /api/owncarlist/getmakes/: the makes of the cars in scope (of the car type chosen). */
export const makesQuery = (search: OwnCarsSearch) => {
  const query = {
    ...choicesQueryOf(search),
    carType: search.CarType || undefined,
  };
  return queryOptions({
    queryKey: [...ownCarKeys.choices, 'makes', query],
    queryFn: () => api.get<StockChoice[]>('/api/owncarlist/getmakes/', query),
    staleTime: 60_000,
  });
};

/** GET /api/owncarlist/getcartypes/: the car types of the cars in scope. */
export const carTypesQuery = (search: OwnCarsSearch) => {
  const query = choicesQueryOf(search);
  return queryOptions({
    queryKey: [...ownCarKeys.choices, 'types', query],
    queryFn: () => api.get<StockChoice<number>[]>('/api/owncarlist/getcartypes/', query),
    staleTime: 60_000,
  });
};

/** GET /api/owncarlist/getExtraEquipments/: the extra equipment the filter offers. */
export const extraEquipmentsQuery = queryOptions({
  queryKey: [...ownCarKeys.choices, 'equipment'],
  queryFn: () => api.get<ExtraEquipmentChoice[]>('/api/owncarlist/getExtraEquipments/'),
  staleTime: 10 * 60_000,
});

/**
 * GET /api/dealers/findconglomeratedealers/: the departments the user may search (all of the conglomerate for a role
 * that may, else the user's own). All departments are offered only when there are others (spec part 1 §4).
 */
export const searchableDepartmentsQuery = queryOptions({
  queryKey: [...ownCarKeys.choices, 'departments'],
  queryFn: () => api.get<Department[]>('/api/dealers/findconglomeratedealers/'),
  staleTime: 5 * 60_000,
});

/** GET /api/owncarlist/excel?{search params, IsSold, Sort, SortDir}: the address of the list as an .xlsx download. */
export const excelUrlOf = (search: OwnCarsSearch): string => {
  const params = searchParamsOf(search);
  const query: Record<string, string | number | boolean | readonly string[]> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query[key] = Array.isArray(value) ? value.join(',') : (value as string | number | boolean);
  return withQuery('/api/owncarlist/excel', {
    ...query,
    Sort: search.sort,
    SortDir: search.sortdir,
  });
};
