import type { ListingEvent } from '../../events/market.ts';
import type { LISTING_SOURCES } from '../../events/market.ts';
import { sandboxListingFeed } from './listing-feed-sandbox.ts';

export type ListingSource = (typeof LISTING_SOURCES)[number];

/** What a feed hands over: its listing events since the cursor, in order per listing, and the cursor to ask from next. */
export interface FeedBatch {
  events: readonly ListingEvent[];
  cursor: string;
}

/**
 * The listing-feed port: one feed per source (the two ad marketplaces and the provider's wholesale list). A feed
 * tells what happened to its listings (published, price changed, expired) since a cursor; the market keeps those as
 * its events and projects them into the market-wide list. Adapters are chosen by configuration (`MARKET_FEED`).
 */
export interface ListingFeed {
  readonly source: ListingSource;
  changesSince(cursor: string | null): Promise<FeedBatch>;
}

export interface MarketFeedSettings {
  /** Listings over all sources (the bench runs 250,000). */
  listings: number;
  seed: string;
  /** The market's day (YYYY-MM-DD): listings are published up to it. */
  asOf: string;
}

/** `MARKET_LISTINGS` (default 20,000), `MARKET_SEED`, `MARKET_AS_OF` (default today, UTC). */
export const marketFeedSettings = (env: NodeJS.ProcessEnv = process.env): MarketFeedSettings => ({
  listings: Number(env.MARKET_LISTINGS ?? 20_000),
  seed: env.MARKET_SEED ?? 'dealerhub-market',
  asOf: env.MARKET_AS_OF ?? new Date().toISOString().slice(0, 10),
});

/** `MARKET_FEED`: 'sandbox' (the default). No real marketplace adapter is wired yet. */
export const listingFeeds = (settings = marketFeedSettings(), adapter = process.env.MARKET_FEED ?? 'sandbox'): ListingFeed[] => {
  if (adapter !== 'sandbox') throw new Error(`Unknown MARKET_FEED adapter: ${adapter}`);
  return (['Bilbasen', 'DBA', 'Engros'] as const).map((source) => sandboxListingFeed(source, settings));
};
