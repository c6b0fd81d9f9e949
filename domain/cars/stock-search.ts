/**
 * The stock search's vocabulary, shared by the server that searches and the list that asks (spec part 1 §3 "Stock
 * search parameters", document 2 `/Cars/OwnCars` and its reminders).
 */

/** The grid's page (spec part 1 §9): 50 cars. */
export const STOCK_PAGE_SIZE = 50;

/** The alert categories a list can be narrowed to. */
export const STOCK_CATEGORIES = ['NoPictures', 'NoExtraEquipmentText', 'NoMileage', 'ExpiredCars', 'ExpiringCars'] as const;
export type StockCategory = (typeof STOCK_CATEGORIES)[number];

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
