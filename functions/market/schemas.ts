import * as z from 'zod';
import { MARKET_REGIONS } from '../../domain/market/listing.ts';
import { LISTING_FUEL_TYPES } from '../../events/market.ts';
import { idField, integerText, notTenantId, oneOfText, querySchema, sortParams } from '../platform/http/request-schemas.ts';
import { MARKET_SORT_KEYS } from './market-search.ts';

export { MARKET_CAR_TYPES, PAGE_SIZE, carListCarTypesResponse, carListDetailsResponse, carListMakesResponse, carListSearchResponse, type CarListRow } from '../../domain/market/car-list.ts';

/**
 * Requests and answers of the all-cars list (spec part 1 §2 all-cars list, §3 "All-cars grid", "Price guide", §7 the
 * carlist calls). The list is the public market: its ids name listings of the ad marketplaces, no tenant's data.
 */
const MAX_PAGE = 500;
const LISTING_ID_IS_PUBLIC = 'a listing of the public market (the ad marketplaces and the wholesale list), the same for every dealer';


const year = (field: string) => integerText(field, 1900, 2100).optional();
const whole = (field: string, max: number) => integerText(field, 0, max).optional();
/** The list's tab: 'true' sold, 'false' for sale, none or 'null' all (spec part 1 §4 car list tab state). */
const isSold = z
  .string()
  .transform((value, context) => {
    const text = value.toLowerCase();
    if (text === 'null') return null;
    if (text !== 'true' && text !== 'false') context.addIssue({ code: 'custom', message: 'IsSold skal være true, false eller null.' });
    return text === 'true';
  })
  .optional();
const carType = integerText('CarType', 1, 7).optional();

export const carListSearchQuery = querySchema({
  IsSold: isSold,
  CarType: carType,
  Make: z.string().max(100, 'Make må højst være 100 tegn.').optional(),
  Model: z.string().max(100, 'Model må højst være 100 tegn.').optional(),
  FreetextQuery: z.string().max(200, 'Søgeteksten må højst være 200 tegn.').optional(),
  /** Comma-separated, as a repeated query parameter arrives. */
  SelectedFuelTypes: z
    .string()
    .transform((value, context) => {
      const names = value.split(',').map((name) => name.trim()).filter(Boolean);
      const found = names.map((name) => LISTING_FUEL_TYPES.find((fuel) => fuel.toLowerCase() === name.toLowerCase()));
      if (found.some((fuel) => fuel === undefined)) context.addIssue({ code: 'custom', message: `SelectedFuelTypes skal være ${LISTING_FUEL_TYPES.join(', ')}.` });
      return found.filter((fuel) => fuel !== undefined);
    })
    .optional(),
  RegistrationYearFrom: year('RegistrationYearFrom'),
  RegistrationYearTo: year('RegistrationYearTo'),
  ModelYearFrom: year('ModelYearFrom'),
  ModelYearTo: year('ModelYearTo'),
  /** In thousands of km. */
  MileageFrom: whole('MileageFrom', 10_000),
  MileageTo: whole('MileageTo', 10_000),
  PriceFrom: whole('PriceFrom', 100_000_000),
  PriceTo: whole('PriceTo', 100_000_000),
  ZipcodeFrom: whole('ZipcodeFrom', 9999),
  ZipcodeTo: whole('ZipcodeTo', 9999),
  Region: oneOfText('Region', MARKET_REGIONS).optional(),
  /** The priced car's mileage in thousands of km: the price guide's calculated price is for it. */
  ActualMileage: whole('ActualMileage', 10_000),
  /** A price per km typed over the calculated one, in kr with up to two decimals. */
  PricePrKmUserOverwrite: z
    .string()
    .regex(/^\d{1,3}([.,]\d{1,2})?$/, 'PricePrKmUserOverwrite skal være et beløb i kr. pr. km.')
    .transform((value) => Number(value.replace(',', '.')))
    .optional(),
  ...sortParams(MARKET_SORT_KEYS),
  count: integerText('count', 1, Number.MAX_SAFE_INTEGER).transform((count) => Math.min(count, MAX_PAGE)).optional(),
  offset: integerText('offset', 0, 10_000_000).optional(),
});
export type CarListSearchQuery = z.infer<typeof carListSearchQuery>;

export const carListMakesQuery = querySchema({ carType, isSold });
export const carListCarTypesQuery = querySchema({ isSold });
export const carListDetailsQuery = querySchema({ id: notTenantId(idField('id'), LISTING_ID_IS_PUBLIC) });

