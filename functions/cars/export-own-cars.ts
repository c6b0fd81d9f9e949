import * as z from 'zod';
import { query } from '../platform/http/endpoint.ts';
import { badRequest } from '../platform/errors.ts';
import { spreadsheetResponse, type SpreadsheetColumn } from '../platform/http/spreadsheet.ts';
import { searchStock } from './stock-scope.ts';
import { stockSearchSchema, type StockListItem } from './stock-search.ts';
import { SPREADSHEET } from '../platform/http/contract.ts';

const ARRAYS = ['SelectedDealerIds', 'SelectedFuelTypes', 'SelectedCategories', 'SelectedExtraEquipmentIdentifiers'];
const NUMBERS = [
  'CarType',
  'RegistrationYearFrom',
  'RegistrationYearTo',
  'ModelYearFrom',
  'ModelYearTo',
  'MileageFrom',
  'MileageTo',
  'PriceFrom',
  'PriceTo',
  'ZipcodeFrom',
  'ZipcodeTo',
  'DaysFrom',
  'DaysTo',
  'ExternalDaysFrom',
  'ExternalDaysTo',
];
const BOOLEANS = ['IsSold', 'IsInternal'];
const ALL_KEYS = [...Object.keys(stockSearchSchema.shape)];

/**
 * The search parameters from a query string, as the list sends them (spec part 1 §7: `?{search params, IsSold, Sort,
 * SortDir}`): names in any casing, arrays repeated, comma separated or with brackets (`SelectedFuelTypes[]=`).
 */
export const searchFromQuery = (params: Record<string, string | undefined>, multi: Record<string, string[] | undefined> = {}): unknown => {
  const byLower = new Map(ALL_KEYS.map((key) => [key.toLowerCase(), key]));
  const search: Record<string, unknown> = {};
  for (const [rawKey, rawValue] of Object.entries(params)) {
    if (rawValue === undefined || rawValue === '') continue;
    const key = byLower.get(rawKey.replace(/\[\d*\]$/, '').toLowerCase());
    if (!key || key === 'count' || key === 'offset') continue;
    const values = multi[rawKey] ?? [rawValue];
    if (ARRAYS.includes(key)) search[key] = [...((search[key] as string[] | undefined) ?? []), ...values.flatMap((value) => value.split(',')).filter(Boolean)];
    else if (NUMBERS.includes(key)) search[key] = Number.isNaN(Number(rawValue)) ? rawValue : Number(rawValue);
    else if (BOOLEANS.includes(key)) search[key] = rawValue.toLowerCase() === 'true' ? true : rawValue.toLowerCase() === 'false' ? false : rawValue;
    else search[key] = rawValue;
  }
  return search;
};

const columns = (sold: boolean): SpreadsheetColumn<StockListItem>[] => [
  { header: 'Type', value: (car) => car.TypeText, width: 14 },
  { header: 'Mærke', value: (car) => car.Make, width: 14 },
  { header: 'Model', value: (car) => `${car.Model} ${car.Variant}`.trim(), width: 36 },
  { header: '1. reg.', value: (car) => (car.FirstRegistrationDate ? new Date(`${car.FirstRegistrationDate}T00:00:00Z`) : null), width: 12 },
  { header: 'Km', value: (car) => car.Mileage, format: '#,##0', width: 10 },
  { header: 'Kontantpris', value: (car) => car.CashPrice, format: '#,##0', width: 12 },
  { header: 'Pris ekskl. lev.', value: (car) => car.Price, format: '#,##0', width: 14 },
  { header: 'Leasingydelse', value: (car) => car.LeasePayment, format: '#,##0', width: 12 },
  { header: 'Status', value: (car) => car.StatusText, width: 18 },
  { header: 'Visning', value: (car) => car.InternalExternal, width: 10 },
  { header: 'Afdeling', value: (car) => car.Branch, width: 18 },
  { header: 'Vognnr.', value: (car) => car.VehicleNumber, width: 10 },
  { header: 'Reg.nr.', value: (car) => car.RegistrationNumber, width: 10 },
  { header: 'Drivmiddel', value: (car) => car.FuelTypeText, width: 10 },
  { header: 'Lagerdage', value: (car) => car.DaysInStock, width: 10 },
  { header: 'Eksterne dage', value: (car) => car.ExternalDays, width: 12 },
  { header: 'Billeder', value: (car) => car.Pictures, width: 8 },
  { header: 'Ansvarlig', value: (car) => car.ResponsibleUser?.Name ?? '', width: 18 },
  { header: 'Ændret', value: (car) => new Date(car.ModifiedDate), format: 'dd-mm-yyyy', width: 12 },
  ...(sold
    ? [
        { header: 'Salgspristype', value: (car: StockListItem) => car.SalesPriceType, width: 12 },
        { header: 'Salgsdato', value: (car: StockListItem) => (car.SalesDate ? new Date(`${car.SalesDate}T00:00:00Z`) : null), width: 12 },
        { header: 'Salgspris', value: (car: StockListItem) => car.SalesPrice, format: '#,##0', width: 12 },
      ]
    : []),
];

/** GET /api/owncarlist/excel?{search params, IsSold, Sort, SortDir}: every car of the search as an .xlsx download. */
export const handler = query({
  summary: 'Egne biler som Excel-regneark.',
  responses: { 200: SPREADSHEET },
  query: z.record(z.string(), z.string().optional()),
  run: async ({ query: params, session, event }) => {
    const multi: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(event.queryStringParameters ?? {})) if (value?.includes(',')) multi[key] = value.split(',');
    const parsed = stockSearchSchema.safeParse(searchFromQuery(params, multi));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw badRequest(String(issue.path[0] ?? 'query'), issue.message);
    }
    const { items } = await searchStock(session, parsed.data);
    const sold = parsed.data.IsSold ?? false;
    return spreadsheetResponse(sold ? 'solgte-biler' : 'egne-biler', sold ? 'Solgte biler' : 'Egne biler', columns(sold), items);
  },
});
