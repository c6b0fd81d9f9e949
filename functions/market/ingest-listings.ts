import type { ListingEvent } from '../../events/market.ts';
import { ConcurrencyError } from '../platform/errors.ts';
import type { AppendContext, EventStore } from '../platform/event-store.ts';
import type { ListingFeed } from './listing-feed.ts';

/** A listing's stream: its events, as its source told them. */
export const listingStreamId = (listingId: string): string => `listing#${listingId}`;
/** A feed's stream: how far the market has read it. */
export const feedStreamId = (source: string): string => `market-feed#${source}`;

/** The market is no dealer's: its events carry no department. */
const MARKET_CONTEXT: Omit<AppendContext, 'correlationId' | 'causationId'> = { dealerId: '', userId: 'market-feed' };

/**
 * Keeps what the feeds tell as the market's events: each feed is asked from where it was last read, its events are
 * appended to their listings' streams, and the new cursor to the feed's stream. A listing already published is not
 * published twice (its stream exists), so a read repeated after a failure adds nothing twice.
 */
export const ingestFeeds = async (feeds: readonly ListingFeed[], store: EventStore, runId: string): Promise<{ source: string; events: number }[]> => {
  const context: AppendContext = { ...MARKET_CONTEXT, correlationId: runId, causationId: runId };
  const results: { source: string; events: number }[] = [];
  for (const feed of feeds) {
    const feedStream = feedStreamId(feed.source);
    const read = await store.readStream(feedStream);
    const last = read.at(-1);
    const cursor = last ? (last.data as { Cursor: string }).Cursor : null;
    const batch = await feed.changesSince(cursor);
    const byListing = new Map<string, ListingEvent[]>();
    for (const event of batch.events) {
      const events = byListing.get(event.data.ListingId);
      if (events) events.push(event);
      else byListing.set(event.data.ListingId, [event]);
    }
    let appended = 0;
    const listings = [...byListing];
    // A few listings at a time: the table's write capacity, not the Lambda, sets the pace.
    for (let from = 0; from < listings.length; from += 25) {
      const counts = await Promise.all(
        listings.slice(from, from + 25).map(async ([listingId, events]) => {
          const streamId = listingStreamId(listingId);
          const version = events[0]!.type === 'MarketListingPublished' ? 0 : await store.lastVersion(streamId);
          try {
            await store.append(streamId, version, events, context);
            return events.length;
          } catch (error) {
            if (error instanceof ConcurrencyError && version === 0) return 0;
            throw error;
          }
        }),
      );
      appended += counts.reduce((sum, count) => sum + count, 0);
    }
    if (batch.cursor !== cursor) {
      await store.append(feedStream, read.length, [{ type: 'MarketFeedRead', data: { Source: feed.source, Cursor: batch.cursor, Events: appended } }], context);
    }
    results.push({ source: feed.source, events: appended });
  }
  return results;
};
