import * as z from 'zod';
import { toServerDate } from '../../domain/format.ts';
import { MARKETPLACES, MarketplaceMessages } from '../../domain/market/marketplace.ts';
import { LISTING_FUEL_TYPES } from '../../events/market.ts';
import { integerText, querySchema, sortParams } from '../platform/http/request-schemas.ts';
import { MARKET_SORT_KEYS } from './market-search.ts';

/**
 * Requests and answers of the marketplace (spec part 1 §2 marketplace list, §3 "Marketplace listing", §5, §7): the
 * listings for sale on the two ad marketplaces and the provider's wholesale list. The public market, no tenant's data.
 */
const listOf = <T extends string>(field: string, values: readonly T[]) =>
  z.string().transform((value, context) => {
    const names = value.split(',').map((name) => name.trim()).filter(Boolean);
    const found = names.map((name) => values.find((candidate) => candidate.toLowerCase() === name.toLowerCase()));
    if (found.some((item) => item === undefined)) context.addIssue({ code: 'custom', message: `${field} skal være ${values.join(', ')}.` });
    return found.filter((item) => item !== undefined);
  });
/** dd-mm-yyyy on the wire (spec part 1 §5), `YYYY-MM-DD` inside. */
const clientDate = z.string().transform((value, context) => {
  const date = /^\d{2}-\d{2}-\d{4}$/.test(value) ? toServerDate(value) : undefined;
  if (!date) context.addIssue({ code: 'custom', message: MarketplaceMessages.createdDateFormat });
  return date ?? z.NEVER;
});
const year = (field: string) => integerText(field, 1900, 2100).optional();
const whole = (field: string, max: number) => integerText(field, 0, max).optional();
const carType = integerText('CarType', 1, 7).optional();

export const marketplaceSearchQuery = querySchema({
  CarType: carType,
  Make: z.string().max(100, 'Make må højst være 100 tegn.').optional(),
  ModelYearFrom: year('ModelYearFrom'),
  ModelYearTo: year('ModelYearTo'),
  /** In thousands of km, as the all-cars list. */
  MileageFrom: whole('MileageFrom', 10_000),
  MileageTo: whole('MileageTo', 10_000),
  PriceFrom: whole('PriceFrom', 100_000_000),
  PriceTo: whole('PriceTo', 100_000_000),
  CreatedDateFrom: clientDate.optional(),
  CreatedDateTo: clientDate.optional(),
  Marketplaces: listOf('Marketplaces', MARKETPLACES).optional(),
  FreetextQuery: z.string().max(200, 'Søgeteksten må højst være 200 tegn.').optional(),
  SelectedFuelTypes: listOf('SelectedFuelTypes', LISTING_FUEL_TYPES).optional(),
  ...sortParams(MARKET_SORT_KEYS),
  count: integerText('count', 1, Number.MAX_SAFE_INTEGER).transform((count) => Math.min(count, 500)).optional(),
  offset: integerText('offset', 0, 10_000_000).optional(),
});

export const marketplaceMakesQuery = querySchema({ carType });
export const marketplaceCarTypesQuery = querySchema({});

const listing = z.object({
  Id: z.string(),
  CreatedDate: z.string(),
  ExpectedExpirationDate: z.string(),
  Currency: z.literal('DKK'),
  RetailPrice: z.number(),
  SalesPriceType: z.string(),
  /** A price without registration tax is for export and trade: the sources give none. */
  PriceWithNoTax: z.number().nullable(),
  /** The wholesale list's price is a trade price. */
  WholesalePrice: z.number().nullable(),
  CarTitle: z.string(),
  Make: z.string(),
  Model: z.string(),
  Variant: z.string(),
  CarType: z.number(),
  ModelCatalogueId: z.string().nullable(),
  ModelYear: z.number(),
  Motor: z.string(),
  NumberOfDoors: z.number(),
  Color: z.string(),
  Description: z.string(),
  Effect: z.number(),
  FuelType: z.string(),
  GearType: z.string(),
  KmPerLiter: z.number().nullable(),
  Mileage: z.number(),
  PictureUrls: z.array(z.string()),
  SharedListingId: z.string(),
  WeightTaxCosts: z.number().nullable(),
  Marketplace: z.string(),
  Link: z.string(),
  DealerName: z.string(),
  DealerPhone: z.string(),
  DealerEmail: z.string().nullable(),
  DealerAddress: z.string().nullable(),
  DealerCity: z.string(),
  DealerZip: z.string(),
});
export type MarketplaceListing = z.infer<typeof listing>;

export const marketplaceSearchResponse = z.object({ Total: z.number(), Offset: z.number(), Count: z.number(), List: z.array(listing) });
export const marketplaceMakesResponse = z.array(z.object({ Id: z.string(), Name: z.string(), Count: z.number() }));
export const marketplaceCarTypesResponse = z.array(z.object({ Id: z.number(), Name: z.string(), Count: z.number() }));
