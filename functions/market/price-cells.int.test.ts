import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cellsOfListings, pricedListings } from '../../domain/market/price-cells.ts';
import type { StoredEvent } from '../../events/envelope.ts';
import type { ListingEvent } from '../../events/market.ts';
import { shuffled, streamBatchOf } from '../../tests/support/stream-records.ts';
import { EventStore } from '../platform/event-store.ts';
import { ProjectionRunner } from '../platform/projection.ts';
import { projector } from '../projector.ts';
import { projections } from '../projections.ts';
import { ingestFeeds, listingStreamId } from './ingest-listings.ts';
import { sandboxListingFeed } from './listing-feed-sandbox.ts';
import type { ListingFeed } from './listing-feed.ts';
import { readPriceCells, writePriceCells } from './projections/price-cells.ts';

const store = new EventStore();

/**
 * A small market of its own, kept as the market keeps its events: listing ids and makes carry a prefix of this run,
 * so that its rows of cells are its alone.
 */
const marketOfItsOwn = async (): Promise<{ told: ListingEvent[]; stored: StoredEvent[] }> => {
  // Eight digits before the feed's ten: a listing id has at most eighteen.
  const prefix = String(Date.now() % 10_000_000).padStart(7, '0') + String(Math.floor(Math.random() * 10));
  const feed = sandboxListingFeed('DBA', { listings: 400, seed: randomUUID(), asOf: '2026-11-28' });
  const renamed = (event: ListingEvent): ListingEvent =>
    ({
      ...event,
      data: { ...event.data, ListingId: `${prefix}${event.data.ListingId}`, ...(event.type === 'MarketListingPublished' ? { Make: `${prefix} ${event.data.Make}` } : {}) },
    }) as ListingEvent;
  const told = (await feed.changesSince(null)).events.map(renamed);
  const renaming: ListingFeed = { source: 'DBA', changesSince: async () => ({ events: told, cursor: prefix }) };
  await ingestFeeds([renaming], store, randomUUID());
  const ids = [...new Set(told.map((event) => event.data.ListingId))];
  const stored = (await Promise.all(ids.map((id) => store.readStream(listingStreamId(id))))).flat();
  return { told, stored };
};

/** Every row of cells the market should have, as read back, beside what folding its events gives. */
const rowsOf = async (told: readonly ListingEvent[]) => {
  const expected = cellsOfListings(pricedListings(told).values());
  const rows = [...expected].flatMap(([model, years]) => [...years.keys()].map((year) => ({ model, year })));
  const read = await readPriceCells(rows);
  return { expected: rows.map(({ model, year }) => expected.get(model)!.get(year)!), stored: rows.map(({ model, year }) => read(model, year)) };
};

describe('the market’s price cells', () => {
  it('count each car for sale once, in its make, model, year and mileage, fed in order', async () => {
    const { told, stored } = await marketOfItsOwn();
    // Some listings changed price and some expired: the fold is not a count of publications.
    expect(stored.some((event) => event.type === 'MarketListingExpired')).toBe(true);
    expect(stored.some((event) => event.type === 'MarketListingPriceChanged')).toBe(true);
    const handle = projector(new ProjectionRunner(projections));
    expect((await handle(streamBatchOf(stored))).batchItemFailures).toEqual([]);
    const { expected, stored: rows } = await rowsOf(told);
    expect(rows).toEqual(expected);
  });

  it('end where one in-order delivery ends when fed each batch twice at once and the batches out of order', async () => {
    const { told, stored } = await marketOfItsOwn();
    const handle = projector(new ProjectionRunner(projections));
    const mixed = shuffled(stored, 7);
    // Four batches: a listing's later events often come before its first, and are caught up from the store.
    const batches = [0, 1, 2, 3].map((part) => mixed.filter((_, index) => index % 4 === part));
    for (const batch of batches) {
      const outcomes = await Promise.all([handle(streamBatchOf(batch)), handle(streamBatchOf(shuffled(batch, 11)))]);
      expect(outcomes.map((outcome) => outcome.batchItemFailures)).toEqual([[], []]);
    }
    const { expected, stored: rows } = await rowsOf(told);
    expect(rows).toEqual(expected);
  });

  it('rebuilt from the events in one write, then fed them again, count nothing twice', async () => {
    const { told, stored } = await marketOfItsOwn();
    await writePriceCells(told);
    expect((await projector(new ProjectionRunner(projections))(streamBatchOf(shuffled(stored, 3)))).batchItemFailures).toEqual([]);
    const { expected, stored: rows } = await rowsOf(told);
    expect(rows).toEqual(expected);
  });
});
