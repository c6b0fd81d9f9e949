import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CarListChoice } from '../../../../../domain/market/car-list.ts';
import { PAGE_SIZE } from '../../../../../domain/market/car-list-paging.ts';
import { MARKETPLACES } from '../../../../../domain/market/marketplace.ts';
import { LISTING_FUEL_TYPES } from '../../../../../events/market-vocabulary.ts';
import { api, type QueryParams } from '@/lib/api.ts';
import { searchChoiceParam, searchDigitsParam, searchPageParam, searchPatternParam, searchSchema, searchTextParam, type SearchOf } from '@/lib/search-params.ts';

export { PAGE_SIZE };

/**
 * A listing for sale on a marketplace (spec part 1 §3 "Marketplace listing"), as GET
 * /api/marketplace/searchallmarketplace/ answers it: every row carries what the detail pane shows.
 */
export interface MarketplaceListing {
  Id: string;
  CreatedDate: string;
  ExpectedExpirationDate: string;
  Currency: 'DKK';
  RetailPrice: number;
  SalesPriceType: string;
  PriceWithNoTax: number | null;
  WholesalePrice: number | null;
  CarTitle: string;
  Make: string;
  Model: string;
  Variant: string;
  CarType: number;
  ModelCatalogueId: string | null;
  ModelYear: number;
  Motor: string;
  NumberOfDoors: number;
  Color: string;
  Description: string;
  Effect: number;
  FuelType: string;
  GearType: string;
  KmPerLiter: number | null;
  Mileage: number;
  PictureUrls: string[];
  SharedListingId: string;
  WeightTaxCosts: number | null;
  Marketplace: string;
  Link: string;
  DealerName: string;
  DealerPhone: string;
  DealerEmail: string | null;
  DealerAddress: string | null;
  DealerCity: string;
  DealerZip: string;
}

export interface MarketplacePage {
  Total: number;
  Offset: number;
  Count: number;
  List: MarketplaceListing[];
}

/** The grid's sort keys: the server's names of the columns it sorts. */
export const MARKETPLACE_SORT_KEYS = ['CreatedDate', 'Type', 'Make', 'Model', 'Mileage', 'CashPrice', 'ZipCode'] as const;
export type MarketplaceSortKey = (typeof MARKETPLACE_SORT_KEYS)[number];

/** A day as the marketplace takes it, dd-mm-yyyy (spec part 1 §5); the page checks it before it searches. */
const clientDay = searchPatternParam(/^(\d{2}-\d{2}-\d{4})?$/);
/** The chosen marketplaces, comma-separated in the address. */
const marketplaces = (value: unknown): string =>
  searchTextParam(value)
    .split(',')
    .filter((name): name is (typeof MARKETPLACES)[number] => (MARKETPLACES as readonly string[]).includes(name))
    .join(',');

/** The marketplace's address: its search (spec part 1 §3 "Marketplace listing"), sort, page and the chosen listing. */
export const marketplaceSearchSchema = searchSchema({
  CarType: searchDigitsParam(1),
  Make: searchTextParam,
  FreetextQuery: searchTextParam,
  ModelYearFrom: searchDigitsParam(4),
  ModelYearTo: searchDigitsParam(4),
  MileageFrom: searchDigitsParam(5),
  MileageTo: searchDigitsParam(5),
  PriceFrom: searchDigitsParam(9),
  PriceTo: searchDigitsParam(9),
  CreatedDateFrom: clientDay,
  CreatedDateTo: clientDay,
  Marketplaces: marketplaces,
  Fuel: searchChoiceParam(['', ...LISTING_FUEL_TYPES], ''),
  sort: searchChoiceParam(['', ...MARKETPLACE_SORT_KEYS], ''),
  sortdir: searchChoiceParam(['', 'asc', 'desc'], ''),
  page: searchPageParam,
  /** The listing shown in the detail pane. */
  listing: searchTextParam,
});
export type MarketplaceSearch = SearchOf<typeof marketplaceSearchSchema>;
export type MarketplacePatch = Partial<MarketplaceSearch>;

export const MARKETPLACE_DEFAULTS: MarketplaceSearch = marketplaceSearchSchema.parse({});

/** The server's query of a search: empty values left out, the page as an offset. */
export const marketplaceQuery = (search: MarketplaceSearch): QueryParams => {
  const { page, listing: _listing, Fuel, ...rest } = search;
  const query: QueryParams = { offset: (page - 1) * PAGE_SIZE, count: PAGE_SIZE };
  for (const [key, value] of Object.entries(rest)) if (value !== '') query[key] = value;
  if (Fuel !== '') query.SelectedFuelTypes = Fuel;
  return query;
};

const keys = { all: ['market', 'marketplace'] as const };

export const marketplaceSearchQuery = (search: MarketplaceSearch) => {
  const query = marketplaceQuery(search);
  return queryOptions({
    queryKey: [...keys.all, 'search', query],
    queryFn: () => api.get<MarketplacePage>('/api/marketplace/searchallmarketplace/', query),
    placeholderData: keepPreviousData,
    // The page's loader has just read it: the grid shows that answer rather than ask again.
    staleTime: 30_000,
  });
};

export const marketplaceMakesQuery = (carType: string) =>
  queryOptions({
    queryKey: [...keys.all, 'makes', carType],
    queryFn: () => api.get<CarListChoice[]>('/api/marketplace/getmakes/', carType ? { carType } : {}),
    staleTime: 5 * 60_000,
  });

export const marketplaceCarTypesQuery = () =>
  queryOptions({
    queryKey: [...keys.all, 'types'],
    queryFn: () => api.get<CarListChoice<number>[]>('/api/marketplace/getcartypes/'),
    staleTime: 5 * 60_000,
  });
