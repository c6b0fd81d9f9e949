import type { FUEL_TYPES, GEAR_TYPES } from '../../events/cars.ts';

type FuelTypeName = (typeof FUEL_TYPES)[number];
type GearTypeName = (typeof GEAR_TYPES)[number];

/**
 * The stock search's vocabulary, shared by the server that searches and the list that asks (spec part 1 §3 "Stock
 * search parameters", document 2 `/Cars/OwnCars` and its reminders).
 */

/** The grid's page (spec part 1 §9): 50 cars. */
export const STOCK_PAGE_SIZE = 50;

/** The alert categories a list can be narrowed to. */
export const STOCK_CATEGORIES = ['NoPictures', 'NoExtraEquipmentText', 'NoMileage', 'ExpiredCars', 'ExpiringCars'] as const;
export type StockCategory = (typeof STOCK_CATEGORIES)[number];

/**
 * The dashboard's reminders of stock cars (document 2 §3 "Widgets data": InternalCars, NoDescription, NoMileage,
 * NoPictures, ExpiringCars, ExpiredCars). Each links to the own-cars list narrowed to its cars: a category of the list,
 * or for the internal cars the list's display filter.
 */
export const STOCK_REMINDERS = ['InternalCars', 'NoDescription', 'NoMileage', 'NoPictures', 'ExpiringCars', 'ExpiredCars'] as const;
export type StockReminder = (typeof STOCK_REMINDERS)[number];

/** The list's category of each reminder that is one (the description is the extra equipment text). */
export const REMINDER_CATEGORIES: Readonly<Record<Exclude<StockReminder, 'InternalCars'>, StockCategory>> = {
  NoDescription: 'NoExtraEquipmentText',
  NoMileage: 'NoMileage',
  NoPictures: 'NoPictures',
  ExpiringCars: 'ExpiringCars',
  ExpiredCars: 'ExpiredCars',
};

/** The own-cars list's query parameters of a link from the dashboard (document 2: `/Cars/OwnCars`, linked from alerts). */
export interface OwnCarsLinkSearch {
  selectedCategories?: StockCategory[];
  isInternal?: 'true';
  /** Mine or my department's cars, as the widget shows them. */
  searchType?: 'user' | 'dealer';
  daysfrom?: number;
  daysto?: number;
}

/**
 * The search of the own-cars list a dashboard widget links to: a reminder's cars, or a bar of the days-in-stock chart
 * (its DaysFrom and DaysTo, either open), in the user's own cars or the department's.
 */
export const ownCarsLinkSearch = (link: { reminder?: StockReminder; daysFrom?: number | null; daysTo?: number | null; mine?: boolean }): OwnCarsLinkSearch => ({
  ...(link.reminder === 'InternalCars' ? { isInternal: 'true' as const } : link.reminder ? { selectedCategories: [REMINDER_CATEGORIES[link.reminder]] } : {}),
  ...(link.mine === undefined ? {} : { searchType: link.mine ? ('user' as const) : ('dealer' as const) }),
  ...(link.daysFrom === null || link.daysFrom === undefined ? {} : { daysfrom: link.daysFrom }),
  ...(link.daysTo === null || link.daysTo === undefined ? {} : { daysto: link.daysTo }),
});

/** The columns of the stock car list row the search sorts by. */
export const STOCK_SORT_KEYS = [
  'Type',
  'Make',
  'Model',
  'FirstRegistrationDate',
  'LeasePayment',
  'Mileage',
  'CashPrice',
  'Price',
  'Status',
  'InternalExternal',
  'Branch',
  'VehicleNumber',
  'FuelType',
  'DaysInStock',
  'ExternalDays',
  'ModifiedDate',
  'Pictures',
  'ResponsibleUser',
  'SalesPriceType',
  'SalesDate',
  'SalesPrice',
] as const;
export type StockSortKey = (typeof STOCK_SORT_KEYS)[number];

/** The search scope as the stock search names it on the wire (spec part 1 §3 "Search scope"). */
export type SearchScope = 'User' | 'Dealer' | 'Conglomerate';

/**
 * The stock search parameters as the list sends them (spec part 1 §3 "Stock search parameters"): the body of POST
 * /api/owncarlist/search/ besides the page and the sort, and the query of the Excel export and the print. A parameter
 * left out (or null) matches every car.
 */
export interface StockSearchParameters {
  IsSold?: boolean | null;
  SearchScope?: SearchScope | null;
  /** The departments chosen in the all-departments scope. */
  SelectedDealerIds?: string[] | null;
  FreetextQuery?: string | null;
  CarType?: number | null;
  Make?: string | null;
  SelectedFuelTypes?: FuelTypeName[] | null;
  SelectedGearType?: GearTypeName | null;
  SelectedChassisType?: string | null;
  SelectedCategories?: StockCategory[] | null;
  SelectedExtraEquipmentIdentifiers?: string[] | null;
  RegistrationYearFrom?: number | null;
  RegistrationYearTo?: number | null;
  ModelYearFrom?: number | null;
  ModelYearTo?: number | null;
  MileageFrom?: number | null;
  MileageTo?: number | null;
  PriceFrom?: number | null;
  PriceTo?: number | null;
  ZipcodeFrom?: number | null;
  ZipcodeTo?: number | null;
  DaysFrom?: number | null;
  DaysTo?: number | null;
  ExternalDaysFrom?: number | null;
  ExternalDaysTo?: number | null;
  IsInternal?: boolean | null;
  SoldDateFrom?: string | null;
  SoldDateTo?: string | null;
}

/** The search with its page and sort: the body of POST /api/owncarlist/search/. */
export interface StockSearchRequest extends StockSearchParameters {
  count?: number | null;
  offset?: number | null;
  sort?: StockSortKey | null;
  sortdir?: 'asc' | 'desc' | null;
}

/** A car as the grid shows it (spec part 1 §3 "Stock car list row"; a sold car adds the sale). */
export interface StockListItem {
  Id: string;
  DealerId: string;
  Title: string;
  Type: number;
  TypeText: string;
  Make: string;
  Model: string;
  Variant: string;
  ModelYear: number | null;
  FirstRegistrationDate: string | null;
  LeasePayment: number | null;
  /** Price changes are recorded by the market data: null until then. */
  LeasingPriceModified: string | null;
  Mileage: number | null;
  CashPrice: number | null;
  /** The price indicator (market data): null until then, its column kept. */
  CurrentRangeColor: number | null;
  RetailPriceModified: string | null;
  /** The price excluding delivery costs (the retail price). */
  Price: number | null;
  Status: number;
  StatusText: string;
  IsInternal: boolean;
  InternalExternal: 'Intern' | 'Ekstern';
  Branch: string;
  VehicleNumber: string;
  RegistrationNumber: string;
  FuelType: string;
  FuelTypeText: string;
  GearType: string | null;
  ChassisType: string | null;
  DaysInStock: number;
  ExternalDays: number | null;
  ModifiedDate: string;
  Pictures: number;
  MainPictureId: string | null;
  HasVideo: boolean;
  Has360Image: boolean;
  ResponsibleUserId: string | null;
  ResponsibleUser: { Name: string; Username: string } | null;
  AdType: number | null;
  AdTypeSetByRule: boolean;
  CanEdit: boolean;
  SalesPriceType: string | null;
  SalesDate: string | null;
  SalesPrice: number | null;
}

/** A row of a page of the search: the car and its main picture's thumbnail as a short-lived link. */
export interface StockListPageItem extends StockListItem {
  CarPictureThumbnailUrl?: string | null;
}

/** POST /api/owncarlist/search/'s answer: one page, with the scope the server searched and the scopes it offers. */
export interface StockListPage {
  Total: number;
  Offset: number;
  Count: number;
  List: StockListPageItem[];
  SearchScope?: SearchScope;
  OfferedScopes?: SearchScope[];
}
