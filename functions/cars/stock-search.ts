import * as z from 'zod';
import { CAR_TYPES, carStatusText, CHASSIS_TYPES, daysInStock, FUEL_TYPE_LABELS } from '../../domain/cars/car.ts';
import { daysBetween } from '../../domain/format.ts';
import { FUEL_TYPES, GEAR_TYPES } from '../../events/cars.ts';
import { ListEngine, sortListed, type ListDeclaration, type ListOrder, type ListShape, type ListEngineOptions, type ListSort, type StoredRow } from '../platform/list-engine.ts';
import { SEARCH_SCOPES, type SearchScope as PlatformSearchScope } from '../platform/search-scope.ts';
import { matchesWords, searchWords } from '../platform/search-text.ts';
import { stockListPartition, type StockListRow } from './projections/stock-list.ts';
import {
  STOCK_CATEGORIES,
  STOCK_SORT_KEYS,
  type SearchScope,
  type StockCategory,
  type StockListItem,
  type StockListPage,
  type StockSearchRequest,
  type StockSortKey,
} from '../../domain/cars/stock-search.ts';

/**
 * The own-cars search (spec part 1 §3 "Stock search parameters", §4 "Own cars", document 2 `/Cars/OwnCars`): the
 * rows of the departments in scope, as the platform's list engine holds them, filtered, sorted and paged in memory.
 */

/** The listed fields of a stored car: what the copy and the change-feed reads carry. */
const STOCK_LIST_FIELDS = [
  'Id', 'DealerId', 'CarType', 'Make', 'Model', 'Variant', 'Title', 'ModelYear', 'RegistrationDate', 'Mileage', 'CashPrice', 'RetailPrice',
  'PriceWithNoTax', 'LeasePayment', 'Status', 'IsInternal', 'ExternalSince', 'FuelType', 'GearType', 'ChassisType', 'VehicleNumber',
  'RegistrationNumber', 'InStockSince', 'ResponsibleUserId', 'IsSold', 'SoldDate', 'SalesPrice', 'IsRetailPrice', 'ModifiedDate', 'SearchText',
  'HasExtraEquipmentText', 'EquipmentIds', 'PictureCount', 'Pictures', 'AdType', 'AdTypeSetByRule', 'LockedByCarApi', 'Deleted', 'lastVersion',
  'ProjectedAt', 'RetailPriceModified', 'LeasingPriceModified', 'HasVideo', 'Has360Image',
] as const;
export type StoredStockCar = StoredRow<StockListRow, (typeof STOCK_LIST_FIELDS)[number]>;

export const stockListShape: ListShape<StoredStockCar> = {
  fields: STOCK_LIST_FIELDS,
  // Each write of a row sets it anew: a cold container reads whole only the rows written since the copy.
  writtenAt: 'ProjectedAt',
};


/**
 * How long an ad runs before it expires (the alert categories 'expiring' and 'expired', document 2 §3 Reminders):
 * counted in external days, the days the car has been shown externally.
 */
export const AD_PERIOD_DAYS = 90;
export const AD_EXPIRING_WITHIN_DAYS = 7;

export { STOCK_CATEGORIES, STOCK_SORT_KEYS, type StockCategory, type StockSortKey };

const number = (field: string) => z.number({ error: `${field} skal være et tal.` }).min(0, `${field} skal være mindst 0.`).nullish();
const date = (field: string) =>
  z
    .string({ error: `${field} skal være en dato (ÅÅÅÅ-MM-DD).` })
    .regex(/^\d{4}-\d{2}-\d{2}/, `${field} skal være en dato (ÅÅÅÅ-MM-DD).`)
    .transform((value) => value.slice(0, 10))
    .nullish();
const scopeNames: Record<string, (typeof SEARCH_SCOPES)[number]> = { user: 'User', dealer: 'Dealer', conglomerate: 'Conglomerate', mine: 'User' };

/** The search parameters, as the list posts them (JSON) and the export reads them from its query. */
export const stockSearchSchema = z.object({
  SearchScope: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value, context) => {
      if (value === null || value === undefined || value === '') return undefined;
      const byNumber = typeof value === 'number' ? SEARCH_SCOPES[value] : undefined;
      const found = byNumber ?? scopeNames[String(value).toLowerCase()];
      if (!found) context.addIssue({ code: 'custom', message: 'SearchScope skal være User, Dealer eller Conglomerate.' });
      return found ?? z.NEVER;
    }),
  SelectedDealerIds: z.array(z.string().regex(/^\d{1,18}$/, 'SelectedDealerIds skal være afdelingsnumre.')).max(200).nullish(),
  IsSold: z.boolean({ error: 'IsSold skal være true eller false.' }).nullish(),
  CarType: z
    .number({ error: 'CarType skal være en biltype.' })
    .refine((value) => Object.hasOwn(CAR_TYPES, value), 'CarType skal være en biltype.')
    .nullish(),
  Make: z.string().max(100, 'Make må højst være 100 tegn.').nullish(),
  FreetextQuery: z.string().max(200, 'Søgeteksten må højst være 200 tegn.').nullish(),
  RegistrationYearFrom: number('RegistrationYearFrom'),
  RegistrationYearTo: number('RegistrationYearTo'),
  ModelYearFrom: number('ModelYearFrom'),
  ModelYearTo: number('ModelYearTo'),
  MileageFrom: number('MileageFrom'),
  MileageTo: number('MileageTo'),
  PriceFrom: number('PriceFrom'),
  PriceTo: number('PriceTo'),
  ZipcodeFrom: number('ZipcodeFrom'),
  ZipcodeTo: number('ZipcodeTo'),
  DaysFrom: number('DaysFrom'),
  DaysTo: number('DaysTo'),
  ExternalDaysFrom: number('ExternalDaysFrom'),
  ExternalDaysTo: number('ExternalDaysTo'),
  SelectedFuelTypes: z.array(z.enum(FUEL_TYPES, { error: 'SelectedFuelTypes skal være drivmidler.' })).nullish(),
  SelectedCategories: z.array(z.enum(STOCK_CATEGORIES, { error: `SelectedCategories skal være ${STOCK_CATEGORIES.join(', ')}.` })).nullish(),
  IsInternal: z.boolean({ error: 'IsInternal skal være true eller false.' }).nullish(),
  SelectedExtraEquipmentIdentifiers: z.array(z.string().max(50)).max(50).nullish(),
  SelectedGearType: z.enum(GEAR_TYPES, { error: 'SelectedGearType skal være AutoShift eller ManualShift.' }).nullish(),
  SelectedChassisType: z
    .string()
    .refine((value) => Object.hasOwn(CHASSIS_TYPES, value), 'SelectedChassisType skal være en karrosseritype.')
    .nullish(),
  SoldDateFrom: date('SoldDateFrom'),
  SoldDateTo: date('SoldDateTo'),
  count: z.number().int().min(1, 'count skal være mellem 1 og 500.').max(500, 'count skal være mellem 1 og 500.').nullish(),
  offset: z.number().int().min(0, 'offset skal være mindst 0.').nullish(),
  sort: z.enum(STOCK_SORT_KEYS, { error: `sort skal være en af ${STOCK_SORT_KEYS.join(', ')}.` }).nullish(),
  sortdir: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(['asc', 'desc'], { error: 'sortdir skal være asc eller desc.' }))
    .nullish(),
});
export type StockSearch = z.output<typeof stockSearchSchema>;

// The request and the row are declared once, in the domain, for the list that asks and the server that answers: the
// schema must take every request the list can send, and the platform's scopes must be the wire's.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const requestFitsSchema: StockSearchRequest extends z.input<typeof stockSearchSchema> ? true : never = true;
const scopesAreTheWire: Same<SearchScope, PlatformSearchScope> = true;
void requestFitsSchema;
void scopesAreTheWire;

export type { StockListItem, StockListPage };

/** The days the car is (or was, until sold) in stock, and shown externally. */
const daysOf = (car: StoredStockCar, today: string) => {
  const until = car.IsSold && car.SoldDate ? car.SoldDate : today;
  return {
    DaysInStock: daysInStock(car, today),
    ExternalDays: car.IsInternal || !car.ExternalSince ? null : daysBetween(car.ExternalSince, until),
  };
};

export const salesPriceTypeOf = (car: Pick<StoredStockCar, 'IsSold' | 'IsRetailPrice'>): string | null =>
  !car.IsSold || car.IsRetailPrice === null || car.IsRetailPrice === undefined ? null : car.IsRetailPrice ? 'Detailpris' : 'Anden pris';

export const listItemOf = (car: StoredStockCar, today: string, branches: ReadonlyMap<string, string>, users: ReadonlyMap<string, { Name: string; Username: string }>): StockListItem => {
  const days = daysOf(car, today);
  return {
    Id: car.Id,
    DealerId: car.DealerId,
    Title: car.Title,
    Type: car.CarType,
    TypeText: CAR_TYPES[car.CarType as keyof typeof CAR_TYPES] ?? '',
    Make: car.Make,
    Model: car.Model,
    Variant: car.Variant ?? '',
    ModelYear: car.ModelYear ?? null,
    FirstRegistrationDate: car.RegistrationDate ?? null,
    LeasePayment: car.LeasePayment ?? null,
    LeasingPriceModified: car.LeasingPriceModified ?? null,
    Mileage: car.Mileage ?? null,
    CashPrice: car.CashPrice ?? null,
    CurrentRangeColor: null,
    RetailPriceModified: car.RetailPriceModified ?? null,
    Price: car.RetailPrice ?? null,
    Status: car.Status,
    StatusText: carStatusText(car),
    IsInternal: car.IsInternal ?? false,
    InternalExternal: car.IsInternal ? 'Intern' : 'Ekstern',
    Branch: branches.get(car.DealerId) ?? '',
    VehicleNumber: car.VehicleNumber ?? '',
    RegistrationNumber: car.RegistrationNumber ?? '',
    FuelType: car.FuelType,
    FuelTypeText: FUEL_TYPE_LABELS[car.FuelType] ?? FUEL_TYPE_LABELS.Unknown,
    GearType: car.GearType ?? null,
    ChassisType: car.ChassisType || null,
    ...days,
    ModifiedDate: car.ModifiedDate,
    Pictures: car.PictureCount ?? 0,
    MainPictureId: car.Pictures?.[0] ?? null,
    HasVideo: car.HasVideo ?? false,
    Has360Image: car.Has360Image ?? false,
    ResponsibleUserId: car.ResponsibleUserId ?? null,
    ResponsibleUser: car.ResponsibleUserId ? (users.get(`${car.DealerId}#${car.ResponsibleUserId}`) ?? null) : null,
    AdType: car.AdType ?? null,
    AdTypeSetByRule: car.AdTypeSetByRule ?? false,
    CanEdit: !car.LockedByCarApi,
    SalesPriceType: salesPriceTypeOf(car),
    SalesDate: car.IsSold ? (car.SoldDate ?? null) : null,
    SalesPrice: car.IsSold ? (car.SalesPrice ?? null) : null,
  };
};

const within = (value: number | null | undefined, from: number | null | undefined, to: number | null | undefined): boolean => {
  if ((from === null || from === undefined) && (to === null || to === undefined)) return true;
  if (value === null || value === undefined) return false;
  return (from === null || from === undefined || value >= from) && (to === null || to === undefined || value <= to);
};

export interface StockFilterContext {
  today: string;
  /** The zip code of each department (the zip code range filters by the car's department). */
  zipCodes?: ReadonlyMap<string, string>;
  /** Only the cars this user is responsible for (the 'Mine biler' scope). */
  responsibleUserId?: string;
}

/** The query's words, worked out once per query rather than once per row. */
let lastQuery: { text: string; words: string[] } = { text: '', words: [] };
const wordsOf = (text: string): string[] => {
  if (lastQuery.text !== text) lastQuery = { text, words: searchWords(text) };
  return lastQuery.words;
};

/** Whether the car matches every parameter given (a parameter left out matches everything). */
export const matchesStockSearch = (car: StoredStockCar, search: StockSearch, context: StockFilterContext): boolean => {
  if (car.Deleted) return false;
  if ((car.IsSold ?? false) !== (search.IsSold ?? false)) return false;
  if (context.responsibleUserId !== undefined && car.ResponsibleUserId !== context.responsibleUserId) return false;
  if (search.CarType !== null && search.CarType !== undefined && car.CarType !== search.CarType) return false;
  if (search.Make && car.Make.localeCompare(search.Make, 'da', { sensitivity: 'accent' }) !== 0) return false;
  if (search.IsInternal !== null && search.IsInternal !== undefined && (car.IsInternal ?? false) !== search.IsInternal) return false;
  if (search.SelectedGearType && car.GearType !== search.SelectedGearType) return false;
  if (search.SelectedChassisType && car.ChassisType !== search.SelectedChassisType) return false;
  if (search.SelectedFuelTypes?.length && !search.SelectedFuelTypes.includes(car.FuelType)) return false;
  const registrationYear = car.RegistrationDate ? Number(car.RegistrationDate.slice(0, 4)) : null;
  if (!within(registrationYear, search.RegistrationYearFrom, search.RegistrationYearTo)) return false;
  if (!within(car.ModelYear, search.ModelYearFrom, search.ModelYearTo)) return false;
  if (!within(car.Mileage, search.MileageFrom, search.MileageTo)) return false;
  if (!within(car.CashPrice, search.PriceFrom, search.PriceTo)) return false;
  if (search.ZipcodeFrom != null || search.ZipcodeTo != null) {
    const zip = context.zipCodes?.get(car.DealerId);
    if (!within(zip ? Number(zip) : null, search.ZipcodeFrom, search.ZipcodeTo)) return false;
  }
  const days = daysOf(car, context.today);
  if (!within(days.DaysInStock, search.DaysFrom, search.DaysTo)) return false;
  if (!within(days.ExternalDays, search.ExternalDaysFrom, search.ExternalDaysTo)) return false;
  if (search.IsSold && (search.SoldDateFrom || search.SoldDateTo)) {
    if (!car.SoldDate) return false;
    if (search.SoldDateFrom && car.SoldDate < search.SoldDateFrom) return false;
    if (search.SoldDateTo && car.SoldDate > search.SoldDateTo) return false;
  }
  for (const category of search.SelectedCategories ?? []) {
    if (category === 'NoPictures' && (car.PictureCount ?? 0) > 0) return false;
    if (category === 'NoExtraEquipmentText' && car.HasExtraEquipmentText) return false;
    if (category === 'NoMileage' && car.Mileage !== null && car.Mileage !== undefined && car.Mileage > 0) return false;
    if (category === 'ExpiredCars' && !(days.ExternalDays !== null && days.ExternalDays > AD_PERIOD_DAYS)) return false;
    if (category === 'ExpiringCars' && !(days.ExternalDays !== null && days.ExternalDays > AD_PERIOD_DAYS - AD_EXPIRING_WITHIN_DAYS && days.ExternalDays <= AD_PERIOD_DAYS)) {
      return false;
    }
  }
  const equipment = search.SelectedExtraEquipmentIdentifiers ?? [];
  if (equipment.length && !equipment.every((id) => car.EquipmentIds?.includes(id))) return false;
  const words = wordsOf(search.FreetextQuery ?? '');
  if (words.length && !matchesWords(car.SearchText ?? '', words)) return false;
  return true;
};

type Comparable = string | number | null;
const sortValue = (item: StockListItem, key: StockSortKey): Comparable => {
  switch (key) {
    case 'Type':
      return item.TypeText;
    case 'ResponsibleUser':
      return item.ResponsibleUser?.Name ?? null;
    default:
      return item[key] as Comparable;
  }
};

/**
 * The value a stored car sorts by: what its list item shows in the column (`sortValue` of `listItemOf`), worked out
 * without making the item, so that a page of the search makes the items of its own rows only.
 */
export const carSortValue = (
  car: StoredStockCar,
  key: StockSortKey,
  today: string,
  branches: ReadonlyMap<string, string>,
  users: ReadonlyMap<string, { Name: string; Username: string }>,
): Comparable => {
  switch (key) {
    case 'Type':
      return CAR_TYPES[car.CarType as keyof typeof CAR_TYPES] ?? '';
    case 'Make':
      return car.Make;
    case 'Model':
      return car.Model;
    case 'FirstRegistrationDate':
      return car.RegistrationDate ?? null;
    case 'LeasePayment':
      return car.LeasePayment ?? null;
    case 'Mileage':
      return car.Mileage ?? null;
    case 'CashPrice':
      return car.CashPrice ?? null;
    case 'Price':
      return car.RetailPrice ?? null;
    case 'Status':
      return car.Status;
    case 'InternalExternal':
      return car.IsInternal ? 'Intern' : 'Ekstern';
    case 'Branch':
      return branches.get(car.DealerId) ?? '';
    case 'VehicleNumber':
      return car.VehicleNumber ?? '';
    case 'FuelType':
      return car.FuelType;
    case 'DaysInStock':
      return daysOf(car, today).DaysInStock;
    case 'ExternalDays':
      return daysOf(car, today).ExternalDays;
    case 'ModifiedDate':
      return car.ModifiedDate;
    case 'Pictures':
      return car.PictureCount ?? 0;
    case 'ResponsibleUser':
      return car.ResponsibleUserId ? (users.get(`${car.DealerId}#${car.ResponsibleUserId}`)?.Name ?? null) : null;
    case 'SalesPriceType':
      return salesPriceTypeOf(car);
    case 'SalesDate':
      return car.IsSold ? (car.SoldDate ?? null) : null;
    case 'SalesPrice':
      return car.IsSold ? (car.SalesPrice ?? null) : null;
  }
};

/** What the columns' values are worked out with: today (the days in stock), the departments' and users' names. */
export interface StockSortContext {
  today: string;
  branches: ReadonlyMap<string, string>;
  users: ReadonlyMap<string, { Name: string; Username: string }>;
}

/**
 * How the own-cars list sorts (the default: make ascending, spec part 1 §9): by the column in the direction, blanks last
 * in either, then make, model and id ascending, so that pages are stable.
 */
const stockOrder = <L extends { Id: string; DealerId: string }>(value: (row: L, key: StockSortKey, context: StockSortContext) => Comparable): ListOrder<L, StockSortKey, StockSortContext> => ({
  sorts: Object.fromEntries(STOCK_SORT_KEYS.map((key): [StockSortKey, ListSort<L, StockSortContext>] => [key, { value: (row, context) => value(row, key, context), contextual: true }])) as Record<
    StockSortKey,
    ListSort<L, StockSortContext>
  >,
  ties: ['Make', 'Model'],
  tiesFollowDirection: false,
  blanks: 'end',
});
const stockCarOrder = stockOrder<StoredStockCar>((car, key, context) => carSortValue(car, key, context.today, context.branches, context.users));
const stockItemOrder = stockOrder<StockListItem>((item, key) => sortValue(item, key));

/** The own-cars list as the list engine serves it: a department's stock cars as they are stored. */
export const stockListDeclaration: ListDeclaration<StoredStockCar, StoredStockCar, StockSortKey, StockSortContext> = {
  ...stockCarOrder,
  partition: stockListPartition,
  shape: stockListShape,
  listed: (car) => car,
  defaultSort: 'Make',
};

export const stockListEngine = (options?: ListEngineOptions<StoredStockCar>) => new ListEngine(stockListDeclaration, options);
let cache: ReturnType<typeof stockListEngine> | undefined;
/** The container's stock list (one per Lambda container or local process). */
export const stockListCache = (): ReturnType<typeof stockListEngine> => (cache ??= stockListEngine());
export const stockCarsOf = (dealerIds: readonly string[]): Promise<StoredStockCar[]> => stockListCache().rowsOf(dealerIds);

/** The reader the projector uses to keep the stock list's compact copies current. */
export const stockListSnapshots = () => [{ prefix: 'stock-list#', reader: stockListCache().reader }];

/** Sorted by the key (the default: make ascending, spec part 1 §9), then make, model and id so that pages are stable. */
export const sortStockItems = (items: StockListItem[], key: StockSortKey = 'Make', direction: 'asc' | 'desc' = 'asc'): StockListItem[] =>
  sortListed(stockItemOrder, items, key, direction, { today: '', branches: new Map(), users: new Map() });

/** Stored cars in the order their list items sort in (`sortStockItems`). */
export const sortStockCars = (cars: StoredStockCar[], key: StockSortKey, direction: 'asc' | 'desc', context: StockSortContext): StoredStockCar[] =>
  sortListed(stockCarOrder, cars, key, direction, context);
