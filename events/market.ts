import * as z from 'zod';
import { LISTING_FUEL_TYPES, LISTING_GEAR_TYPES, LISTING_SOURCES } from './market-vocabulary.ts';

export { LISTING_FUEL_TYPES, LISTING_GEAR_TYPES, LISTING_SOURCES };

/**
 * Events of the market (spec part 1 §2 all-cars list, §3 "Marketplace listing"): what the listing sources (the two
 * external ad marketplaces and the provider's wholesale list) tell of a car for sale, one stream per listing. They are
 * the public market, not a dealer's data: the envelope's dealer is the feed's, and no personal data is carried.
 */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const isoTime = z.string().datetime();
const kr = z.number().int().min(0).max(100_000_000);


export const listingPublished = z.object({
  ListingId: z.string().regex(/^\d{1,18}$/),
  Source: z.enum(LISTING_SOURCES),
  /** The listing's own id at its source (the marketplace's ad id). */
  SourceListingId: z.string().min(1).max(64),
  Link: z.string().url().max(500),
  PublishedAt: isoTime,
  ExpectedExpirationDate: isoDate,
  Make: z.string().min(1).max(100),
  Model: z.string().min(1).max(100),
  Variant: z.string().max(200),
  Motor: z.string().max(50),
  /** The model catalogue variant, when the source names one. */
  ModelCatalogueId: z.string().max(64).nullable(),
  /** Car type 1–7 (spec part 1 §2). */
  CarType: z.number().int().min(1).max(7),
  FuelType: z.enum(LISTING_FUEL_TYPES),
  GearType: z.enum(LISTING_GEAR_TYPES),
  ModelYear: z.number().int().min(1900).max(2100),
  FirstRegistrationDate: isoDate,
  Mileage: z.number().int().min(0).max(2_000_000),
  Color: z.string().max(50),
  NumberOfDoors: z.number().int().min(0).max(9),
  Effect: z.number().int().min(0).max(2_000),
  KmPerLiter: z.number().min(0).max(200).nullable(),
  /** The asking price with delivery costs, and without them (the all-cars grid's Price). */
  CashPrice: kr,
  DeliveryCost: kr,
  ZipCode: z.string().regex(/^\d{4}$/),
  City: z.string().max(100),
  /** The advertising business: a dealer of the market, not a DealerHub department. */
  SellerName: z.string().max(200),
  SellerPhone: z.string().max(30),
});

export const listingPriceChanged = z.object({
  ListingId: z.string().regex(/^\d{1,18}$/),
  CashPrice: kr,
  ChangedAt: isoTime,
});

export const listingExpired = z.object({
  ListingId: z.string().regex(/^\d{1,18}$/),
  ExpiredAt: isoTime,
  /** Sold, as the source reports it; otherwise withdrawn. A sold listing stays in the list's sold tab. */
  Sold: z.boolean(),
});

/** How far the market has read a feed: the cursor to ask it from next time. */
export const feedRead = z.object({
  Source: z.enum(LISTING_SOURCES),
  Cursor: z.string().min(1).max(200),
  Events: z.number().int().min(0),
});

export const marketEvents = {
  MarketListingPublished: listingPublished,
  MarketListingPriceChanged: listingPriceChanged,
  MarketListingExpired: listingExpired,
  MarketFeedRead: feedRead,
} as const;

export type ListingPublished = z.infer<typeof listingPublished>;
export type ListingPriceChanged = z.infer<typeof listingPriceChanged>;
export type ListingExpired = z.infer<typeof listingExpired>;
export type ListingEvent =
  | { type: 'MarketListingPublished'; data: ListingPublished }
  | { type: 'MarketListingPriceChanged'; data: ListingPriceChanged }
  | { type: 'MarketListingExpired'; data: ListingExpired };
