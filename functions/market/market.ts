import { projectListings } from '../../domain/market/listing.ts';
import type { ListingEvent } from '../../events/market.ts';
import { listingFeeds, marketFeedSettings, type ListingFeed, type MarketFeedSettings } from './listing-feed.ts';
import { inProcessMarketSearch } from './market-search-in-process.ts';
import type { MarketSearch } from './market-search.ts';
import { writePriceCells } from './projections/price-cells.ts';

/** Every feed's events since the start, in order per listing. */
export const readFeeds = async (feeds: readonly ListingFeed[]): Promise<ListingEvent[]> => {
  const batches = await Promise.all(feeds.map((feed) => feed.changesSince(null)));
  return batches.flatMap((batch) => batch.events);
};

/** The market-wide list of these feeds, behind the search port's in-process adapter. */
export const marketFromFeeds = async (feeds: readonly ListingFeed[]): Promise<MarketSearch> =>
  inProcessMarketSearch(projectListings(await readFeeds(feeds)).values());

let market: { day: string; search: Promise<MarketSearch> } | undefined;
/**
 * The market this container answers from, built once per container and day from the configured feeds (`MARKET_SEARCH`
 * 'in-process', the default: the only adapter wired; the search engine's is deployed behind the same port).
 */
export const marketSearch = (settings: MarketFeedSettings = marketFeedSettings()): Promise<MarketSearch> => {
  const adapter = process.env.MARKET_SEARCH ?? 'in-process';
  if (adapter !== 'in-process') throw new Error(`Unknown MARKET_SEARCH adapter: ${adapter}`);
  if (!market || market.day !== settings.asOf) {
    const search = marketFromFeeds(listingFeeds(settings));
    market = { day: settings.asOf, search };
    search.catch(() => (market = undefined));
  }
  return market.search;
};

/** Forgets the container's market, as a new container starts without one (the benchmark's cold searches). */
export const forgetMarket = (): void => {
  market = undefined;
};

/**
 * The market's price cells written from the configured feeds' events, the rows of cells only. In AWS the projector
 * keeps them from the events the market ingests; the local cloud ingests none, so it writes them so at start.
 */
export const writeLocalPriceCells = async (settings: MarketFeedSettings = marketFeedSettings()): Promise<{ listings: number; rows: number }> =>
  writePriceCells(await readFeeds(listingFeeds(settings)), { listings: false });
