import type { ListingEvent, ListingPublished } from '../../events/market.ts';

/**
 * A car of the market-wide list (spec part 1 §2 all-cars list, §3 "All-cars grid", "Marketplace listing"): a listing
 * folded from its events. Price is the asking price without delivery costs; a sold listing keeps its last price as
 * the sales price.
 */
export interface MarketListing extends Omit<ListingPublished, 'PublishedAt'> {
  CreatedDate: string;
  ModifiedDate: string;
  /** Without delivery costs (the grid's 'Price'). */
  Price: number;
  Region: MarketRegion;
  IsSold: boolean;
  IsExpired: boolean;
  SalesDate: string | null;
  SalesPrice: number | null;
  SalesPriceType: 'CashPrice' | null;
}

/** Denmark's five regions, by the zip code's range (the market's region filter). */
export const MARKET_REGIONS = ['Hovedstaden', 'Sjælland', 'Syddanmark', 'Midtjylland', 'Nordjylland'] as const;
export type MarketRegion = (typeof MARKET_REGIONS)[number];

/**
 * The region a Danish zip code lies in, by the ranges the post office hands out: Copenhagen, North Zealand and Bornholm
 * (1000–3799), Zealand and the islands (4000–4999), Funen and Southern Jutland with Vejle and Fredericia (5000–7299),
 * Central Jutland (7300–8999), North Jutland (9000–9999). A few towns at the borders differ; the filter is a guide.
 */
export const regionOfZip = (zip: string): MarketRegion => {
  const number = Number(zip);
  if (number < 4000) return 'Hovedstaden';
  if (number < 5000) return 'Sjælland';
  if (number < 7300) return 'Syddanmark';
  if (number < 9000) return 'Midtjylland';
  return 'Nordjylland';
};

const dateOf = (isoTime: string): string => isoTime.slice(0, 10);

/** The market list with one listing's event applied; events of a listing not (or no longer) in the list are ignored. */
export const applyListingEvent = (listings: Map<string, MarketListing>, event: ListingEvent): void => {
  switch (event.type) {
    case 'MarketListingPublished': {
      const { PublishedAt, ...data } = event.data;
      listings.set(data.ListingId, {
        ...data,
        CreatedDate: dateOf(PublishedAt),
        ModifiedDate: dateOf(PublishedAt),
        Price: Math.max(data.CashPrice - data.DeliveryCost, 0),
        Region: regionOfZip(data.ZipCode),
        IsSold: false,
        IsExpired: false,
        SalesDate: null,
        SalesPrice: null,
        SalesPriceType: null,
      });
      return;
    }
    case 'MarketListingPriceChanged': {
      const listing = listings.get(event.data.ListingId);
      if (!listing || listing.IsExpired) return;
      listing.CashPrice = event.data.CashPrice;
      listing.Price = Math.max(event.data.CashPrice - listing.DeliveryCost, 0);
      listing.ModifiedDate = dateOf(event.data.ChangedAt);
      return;
    }
    case 'MarketListingExpired': {
      const listing = listings.get(event.data.ListingId);
      if (!listing || listing.IsExpired) return;
      if (!event.data.Sold) {
        // A withdrawn ad tells nothing of what the car fetched: it leaves the list.
        listings.delete(listing.ListingId);
        return;
      }
      listing.IsExpired = true;
      listing.IsSold = true;
      listing.SalesDate = dateOf(event.data.ExpiredAt);
      listing.SalesPrice = listing.CashPrice;
      listing.SalesPriceType = 'CashPrice';
      listing.ModifiedDate = dateOf(event.data.ExpiredAt);
      return;
    }
  }
};

/** The market list of a sequence of listing events, in order. */
export const projectListings = (events: Iterable<ListingEvent>): Map<string, MarketListing> => {
  const listings = new Map<string, MarketListing>();
  for (const event of events) applyListingEvent(listings, event);
  return listings;
};
