import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { projectListings } from '../../domain/market/listing.ts';
import type { ListingEvent } from '../../events/market.ts';
import { EventStore } from '../platform/event-store.ts';
import { feedStreamId, ingestFeeds, listingStreamId } from './ingest-listings.ts';
import { sandboxListingFeed } from './listing-feed-sandbox.ts';
import type { ListingFeed } from './listing-feed.ts';

const store = new EventStore();

describe('the market keeps what the feeds tell as its events', () => {
  it('appends each listing’s events to its stream and the cursor to the feed’s, and reads the feed once per day', async () => {
    // A seed of its own, so that the listings are this test's alone.
    const settings = { listings: 300, seed: randomUUID(), asOf: '2026-11-28' };
    const feed = sandboxListingFeed('DBA', settings);
    const told = (await feed.changesSince(null)).events;
    // Listing ids are the feed's own; this run's are made unique by reading them through a renaming feed.
    const prefix = String(Date.now() % 1_000_000);
    const renamed = (event: ListingEvent): ListingEvent => ({ ...event, data: { ...event.data, ListingId: `${prefix}${event.data.ListingId}` } }) as ListingEvent;
    const source = `DBA` as const;
    const renaming: ListingFeed = { source, changesSince: async (cursor) => {
      const batch = await feed.changesSince(cursor);
      return { ...batch, events: batch.events.map(renamed) };
    } };
    const before = await store.readStream(feedStreamId(source));

    const [first] = await ingestFeeds([renaming], store, randomUUID());
    expect(first!.events).toBe(told.length);
    const ids = [...new Set(told.map((event) => `${prefix}${event.data.ListingId}`))];
    const stored = (await Promise.all(ids.map((id) => store.readStream(listingStreamId(id))))).flat();
    expect(stored).toHaveLength(told.length);
    expect(stored.every((event) => event.meta.dealerId === '' && event.meta.userId === 'market-feed')).toBe(true);
    const fromStore = projectListings(stored.map((event) => ({ type: event.type, data: event.data }) as ListingEvent));
    expect([...fromStore.values()]).toEqual([...projectListings(told.map(renamed)).values()]);
    const cursors = await store.readStream(feedStreamId(source));
    expect(cursors.length).toBe(before.length + 1);
    expect(cursors.at(-1)!.data).toEqual({ Source: 'DBA', Cursor: '2026-11-28', Events: told.length });

    // Read again the same day: nothing new is told, nothing is appended.
    const [again] = await ingestFeeds([renaming], store, randomUUID());
    expect(again!.events).toBe(0);
    expect(await store.readStream(feedStreamId(source))).toHaveLength(cursors.length);
  });
});
