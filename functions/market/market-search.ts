import type { MarketListing, MarketRegion } from '../../domain/market/listing.ts';
import type { LISTING_FUEL_TYPES, LISTING_SOURCES } from '../../events/market.ts';

/** The all-cars grid's sort keys (spec part 1 §3 "All-cars grid"). */
export const MARKET_SORT_KEYS = [
  'Type',
  'Make',
  'Model',
  'FirstRegistrationDate',
  'Mileage',
  'CashPrice',
  'Price',
  'ZipCode',
  'ModifiedDate',
  'SalesDate',
  'SalesPrice',
  'CreatedDate',
] as const;
export type MarketSortKey = (typeof MARKET_SORT_KEYS)[number];

/** A search of the market-wide list. Mileage is in thousands of km, as the all-cars list and its guide link take it. */
export interface MarketQuery {
  /** null: all; true: sold; false: for sale (the list's tabs). */
  IsSold?: boolean | null;
  CarType?: number | null;
  Make?: string | null;
  Model?: string | null;
  /** Every word must occur in the make, model, variant, motor or town. */
  FreetextQuery?: string | null;
  SelectedFuelTypes?: readonly (typeof LISTING_FUEL_TYPES)[number][] | null;
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
  Region?: MarketRegion | null;
  /** The day the listing was created, `YYYY-MM-DD`, both ends included (the marketplace). */
  CreatedDateFrom?: string | null;
  CreatedDateTo?: string | null;
  /** The sources listed (the marketplace's choice of marketplaces); none: every source. */
  Sources?: readonly (typeof LISTING_SOURCES)[number][] | null;
  sort?: MarketSortKey | null;
  sortdir?: 'asc' | 'desc' | null;
  offset?: number;
  count?: number;
}

/** What the matching cars say of their market: the price guide's inputs (spec part 1 §3 "Price guide"). */
export interface MarketFigures {
  NumberOfCars: number;
  /** km, whole. */
  AverageMileage: number;
  /** kr, whole. */
  AveragePrice: number;
}

export interface MarketPage {
  Total: number;
  List: MarketListing[];
  Figures: MarketFigures;
}

export interface Counted<Id> {
  Id: Id;
  Count: number;
}

/**
 * The search port of the market-wide list (DESIGN "At scale"): a search engine made for it serves it in AWS
 * (OpenSearch Serverless), an in-process index in the Lambda locally and in the tests; both answer the same.
 */
export interface MarketSearch {
  search(query: MarketQuery): Promise<MarketPage>;
  /** The price guide's inputs only, for a query (no page). */
  figures(query: MarketQuery): Promise<MarketFigures>;
  makes(filter: { IsSold?: boolean | null; CarType?: number | null }): Promise<Counted<string>[]>;
  carTypes(filter: { IsSold?: boolean | null }): Promise<Counted<number>[]>;
  byId(id: string): Promise<MarketListing | undefined>;
}
