import { BatchGetCommand, BatchWriteCommand, GetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  cellsOfListings,
  contributionOf,
  deltaOf,
  foldPricedListing,
  pricedListings,
  type CellDelta,
  type CellTotals,
  type PricedListing,
  type YearCells,
} from '../../../domain/market/price-cells.ts';
import { streamTypeOf, type StoredEvent } from '../../../events/envelope.ts';
import type { ListingEvent } from '../../../events/market.ts';
import { dynamo } from '../../platform/aws.ts';
import { EventStore } from '../../platform/event-store.ts';
import { physicalName, readModelsTable } from '../../platform/tables.ts';
import { inPool } from '../../platform/worker-pool.ts';

/**
 * The market's price cells read model (domain/market/price-cells.ts): one row per make, model and year of first
 * registration holding, per mileage cell, how many cars are for sale and the sums of their prices and mileages; and
 * per listing the one row that says where it counts now, at which version of its stream.
 *
 * A row of cells sums many listings, so it cannot carry one stream's version as the other read models do. Instead
 * each listing's change is one transaction: the listing's row, written only on the version it was read at, and the
 * cells it leaves and enters, added to. A redelivered or older event finds the listing's row past it and adds nothing;
 * an event beyond the next version first catches up the missed ones from the store, as the projection runner does;
 * two deliveries racing on a listing cannot both pass the version guard. So a listing counts exactly once, where its
 * last event put it, however the events arrive.
 */
export const PRICE_CELLS = 'market-price-cells';
const PRICED_LISTING = 'market-priced-listing';
const LISTING_STREAM = 'listing';

export const priceCellsKey = (model: string, year: number) => ({ pk: `${PRICE_CELLS}#${model}`, sk: String(year) });
export const pricedListingKey = (listingId: string) => ({ pk: `${PRICED_LISTING}#${listingId}`, sk: LISTING_STREAM });

/** A cell's three sums as attributes of its row: count, prices and mileages, so that DynamoDB adds to each in place. */
const COUNT = 'n';
const PRICE = 'p';
const MILEAGE = 'm';
const CELL_ATTRIBUTE = /^([npm])(\d+)$/;

interface PricedListingRow {
  pk: string;
  sk: string;
  projection: string;
  streamId: string;
  lastVersion: number;
  dealerId: string;
  Listing: PricedListing | null;
}

/** The cells of a row as stored. */
export const cellsOfRow = (row: Record<string, unknown>): YearCells => {
  const cells = new Map<number, CellTotals>();
  for (const [name, value] of Object.entries(row)) {
    const match = CELL_ATTRIBUTE.exec(name);
    if (!match || typeof value !== 'number') continue;
    const cell = Number(match[2]);
    const totals = cells.get(cell) ?? { count: 0, price: 0, mileage: 0 };
    if (match[1] === COUNT) totals.count = value;
    else if (match[1] === PRICE) totals.price = value;
    else totals.mileage = value;
    cells.set(cell, totals);
  }
  // A cell emptied by sales keeps its zeros: it adds nothing.
  for (const [cell, totals] of cells) if (totals.count === 0) cells.delete(cell);
  return cells;
};

const cellAttributes = (cells: ReadonlyMap<number, CellTotals>): Record<string, number> =>
  Object.fromEntries([...cells].flatMap(([cell, totals]) => [[`${COUNT}${cell}`, totals.count], [`${PRICE}${cell}`, totals.price], [`${MILEAGE}${cell}`, totals.mileage]]));

/** One transaction item that adds a change to a row of cells. */
const addTo = (tableName: string, delta: CellDelta) => {
  const values: Record<string, unknown> = { ':projection': PRICE_CELLS };
  const adds: string[] = [];
  let index = 0;
  for (const [name, value] of Object.entries(cellAttributes(delta.cells))) {
    values[`:v${index}`] = value;
    adds.push(`${name} :v${index}`);
    index += 1;
  }
  return {
    Update: {
      TableName: tableName,
      Key: priceCellsKey(delta.model, delta.year),
      UpdateExpression: `SET #projection = :projection ADD ${adds.join(', ')}`,
      ExpressionAttributeNames: { '#projection': 'projection' },
      ExpressionAttributeValues: values,
    },
  };
};

const isListingEvent = (event: StoredEvent): boolean =>
  streamTypeOf(event.streamId) === LISTING_STREAM && (event.type === 'MarketListingPublished' || event.type === 'MarketListingPriceChanged' || event.type === 'MarketListingExpired');

const asListingEvent = (event: StoredEvent): ListingEvent => ({ type: event.type, data: event.data }) as ListingEvent;

export interface PriceCellsOutcome {
  failed: { event: StoredEvent; error: unknown }[];
}

/** Keeps the price cells from the listing events of the Events stream (the projector runs it beside the other read models). */
export class PriceCellsProjection {
  constructor(
    private readonly store: EventStore = new EventStore(),
    private readonly client: DynamoDBDocumentClient = dynamo(),
    private readonly tableName: string = physicalName(readModelsTable),
    private readonly concurrency = 16,
  ) {}

  /** Applies a batch's listing events (others are passed over); a listing that failed is reported with its events. */
  async applyBatch(delivered: readonly StoredEvent[]): Promise<PriceCellsOutcome> {
    const byStream = new Map<string, StoredEvent[]>();
    for (const event of delivered) {
      if (!isListingEvent(event)) continue;
      const events = byStream.get(event.streamId) ?? [];
      events.push(event);
      byStream.set(event.streamId, events);
    }
    const failed: PriceCellsOutcome['failed'] = [];
    await inPool([...byStream.values()], this.concurrency, async (events) => {
      try {
        await this.applyListing(events.sort((a, b) => a.version - b.version));
      } catch (error) {
        for (const event of events) failed.push({ event, error });
      }
    });
    return { failed };
  }

  private async applyListing(events: readonly StoredEvent[]): Promise<void> {
    const listingId = events[0]!.streamId.slice(LISTING_STREAM.length + 1);
    const key = pricedListingKey(listingId);
    for (let attempt = 0; ; attempt += 1) {
      const read = (await this.client.send(new GetCommand({ TableName: this.tableName, Key: key, ConsistentRead: true }))).Item as PricedListingRow | undefined;
      let lastVersion = read?.lastVersion ?? 0;
      let listing = read?.Listing ?? null;
      let moved = false;
      for (const event of events) {
        if (event.version <= lastVersion) continue;
        const missing = event.version > lastVersion + 1 ? await this.store.readStream(event.streamId, lastVersion + 1, event.version - 1) : [];
        for (const next of [...missing, event]) if (isListingEvent(next)) listing = foldPricedListing(listing, asListingEvent(next));
        lastVersion = event.version;
        moved = true;
      }
      if (!moved) return;
      const row: PricedListingRow = { ...key, projection: PRICED_LISTING, streamId: events[0]!.streamId, lastVersion, dealerId: '', Listing: listing };
      const guard = read
        ? { ConditionExpression: 'lastVersion = :seen', ExpressionAttributeValues: { ':seen': read.lastVersion } }
        : { ConditionExpression: 'attribute_not_exists(pk)' };
      const deltas = deltaOf(contributionOf(read?.Listing ?? null), contributionOf(listing));
      try {
        await this.client.send(
          new TransactWriteCommand({ TransactItems: [{ Put: { TableName: this.tableName, Item: row, ...guard } }, ...deltas.map((delta) => addTo(this.tableName, delta))] }),
        );
        return;
      } catch (error) {
        // Another delivery moved the listing on, or raced on one of its rows of cells: read it again and re-apply.
        const retry = error instanceof Error && (error.name === 'TransactionCanceledException' || error.name === 'TransactionConflictException');
        if (!retry || attempt >= 8) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 10 * 2 ** attempt + Math.random() * 20)));
      }
    }
  }
}

/**
 * Writes the price cells of a whole market outright, from its listing events in order (each listing's events being
 * versions 1, 2, … of its stream, as the market keeps them): a rebuild. Whatever was stored for these rows is
 * replaced, so it runs where nothing else writes them meanwhile. `listings: false` writes the rows of cells only,
 * without the listings' rows that guard later events: for a market no event is projected into afterwards (the local
 * cloud's, which ingests none), at a fortieth of the writes.
 */
export const writePriceCells = async (
  events: readonly ListingEvent[],
  options: { listings?: boolean; client?: DynamoDBDocumentClient; tableName?: string } = {},
): Promise<{ listings: number; rows: number }> => {
  const { client = dynamo(), tableName = physicalName(readModelsTable) } = options;
  const versions = new Map<string, number>();
  for (const event of events) versions.set(event.data.ListingId, (versions.get(event.data.ListingId) ?? 0) + 1);
  const listings = pricedListings(events);
  const items: Record<string, unknown>[] = [];
  if (options.listings ?? true) {
    for (const [listingId, listing] of listings) {
      items.push({ ...pricedListingKey(listingId), projection: PRICED_LISTING, streamId: `${LISTING_STREAM}#${listingId}`, lastVersion: versions.get(listingId)!, dealerId: '', Listing: listing });
    }
  }
  let rows = 0;
  for (const [model, years] of cellsOfListings(listings.values())) {
    for (const [year, cells] of years) {
      items.push({ ...priceCellsKey(model, year), projection: PRICE_CELLS, ...cellAttributes(cells) });
      rows += 1;
    }
  }
  const batches: Record<string, unknown>[][] = [];
  for (let start = 0; start < items.length; start += 25) batches.push(items.slice(start, start + 25));
  await inPool(batches, 16, async (batch) => {
    let requests = batch.map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 25 * 2 ** attempt)));
      const result = await client.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (result.UnprocessedItems?.[tableName] as typeof requests | undefined) ?? [];
    }
  });
  return { listings: listings.size, rows };
};

/**
 * Reads rows of cells by make/model key and year: one BatchGet for up to 100 rows, answered as a lookup. A row not
 * there holds no car for sale.
 */
export const readPriceCells = async (
  rows: readonly { model: string; year: number }[],
  client: DynamoDBDocumentClient = dynamo(),
  tableName = physicalName(readModelsTable),
): Promise<(model: string, year: number) => YearCells | undefined> => {
  const keys = [...new Map(rows.map((row) => [JSON.stringify([row.model, row.year]), priceCellsKey(row.model, row.year)])).values()];
  const found = new Map<string, YearCells>();
  const chunks: (typeof keys)[] = [];
  for (let start = 0; start < keys.length; start += 100) chunks.push(keys.slice(start, start + 100));
  await Promise.all(
    chunks.map(async (chunk) => {
      let pending: Record<string, unknown>[] = chunk;
      for (let attempt = 0; pending.length > 0; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(500, 20 * 2 ** attempt)));
        const result = await client.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending } } }));
        for (const item of result.Responses?.[tableName] ?? []) found.set(`${item.pk as string}\u0000${item.sk as string}`, cellsOfRow(item));
        pending = result.UnprocessedKeys?.[tableName]?.Keys ?? [];
      }
    }),
  );
  return (model, year) => {
    const key = priceCellsKey(model, year);
    return found.get(`${key.pk}\u0000${key.sk}`);
  };
};
