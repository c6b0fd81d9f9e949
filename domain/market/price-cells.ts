import type { ListingEvent } from '../../events/market.ts';
import type { GuideLink } from './price-guide.ts';

/**
 * The price guide's market in cells (spec part 1 §3 "Price guide", "Valuation data", §9): per make, model and year of
 * first registration, the cars for sale counted with the sums of their prices and mileages in cells of mileage. The
 * guide link's search (make, model, registration year ±1, mileage ±50 thousand km, both ends included) covers whole
 * cells, so its figures are summed exactly from the cells of three years instead of searched over the whole market.
 *
 * The link's bounds are whole thousands of km and both are included, so a cell of one thousand would straddle the
 * upper bound (80,000 km is in, 80,100 km is out) and mileages are often given in round thousands. Each thousand is
 * therefore split in two cells: the round figure itself (cell 2k for exactly k × 1000 km) and what lies above it up
 * to the next (cell 2k + 1). The search from F to T thousand is then exactly the cells 2F to 2T.
 */

/** Make and model as the market matches them: ignoring case, as the all-cars list does. */
export const marketName = (name: string): string => name.toLocaleLowerCase('da');

/** The key of a make and model's cells, whatever the case they are written in. */
export const modelKey = (make: string, model: string): string => JSON.stringify([marketName(make), marketName(model)]);

/** The cell of a mileage in km (see above): 2k for exactly k thousand, 2k + 1 for above it and below k + 1 thousand. */
export const mileageCell = (mileageKm: number): number => {
  const thousands = Math.floor(mileageKm / 1000);
  return 2 * thousands + (mileageKm === thousands * 1000 ? 0 : 1);
};

/** The cells a search from `from` to `to` thousand km covers, both ends included. */
export const mileageCells = (fromThousands: number, toThousands: number): { first: number; last: number } => {
  if (!Number.isInteger(fromThousands) || !Number.isInteger(toThousands)) throw new Error('The guide searches whole thousands of km');
  return { first: 2 * Math.max(fromThousands, 0), last: 2 * toThousands };
};

/** What the cells need of a listing, folded from its events as the market-wide list folds it. */
export interface PricedListing {
  Make: string;
  Model: string;
  RegistrationYear: number;
  /** km */
  Mileage: number;
  /** With delivery costs, as the guide averages it. */
  CashPrice: number;
  /** Sold (it stays in the list's sold tab, out of the guide). */
  Expired: boolean;
}

/**
 * A listing after one of its events, as `applyListingEvent` changes the market-wide list: null once it left the list
 * (withdrawn) or before it was published; a price change of a listing not (or no longer) for sale changes nothing.
 */
export const foldPricedListing = (listing: PricedListing | null, event: ListingEvent): PricedListing | null => {
  switch (event.type) {
    case 'MarketListingPublished':
      return {
        Make: event.data.Make,
        Model: event.data.Model,
        RegistrationYear: Number(event.data.FirstRegistrationDate.slice(0, 4)),
        Mileage: event.data.Mileage,
        CashPrice: event.data.CashPrice,
        Expired: false,
      };
    case 'MarketListingPriceChanged':
      return !listing || listing.Expired ? listing : { ...listing, CashPrice: event.data.CashPrice };
    case 'MarketListingExpired':
      if (!listing || listing.Expired) return listing;
      return event.data.Sold ? { ...listing, Expired: true } : null;
  }
};

/** Where a listing for sale counts: its row (make, model, year) and cell, with its price and mileage. */
export interface Contribution {
  model: string;
  year: number;
  cell: number;
  price: number;
  mileage: number;
}

export const contributionOf = (listing: PricedListing | null): Contribution | null =>
  listing && !listing.Expired
    ? { model: modelKey(listing.Make, listing.Model), year: listing.RegistrationYear, cell: mileageCell(listing.Mileage), price: listing.CashPrice, mileage: listing.Mileage }
    : null;

/** A cell's cars for sale: how many, and the sums of their prices (kr) and mileages (km). */
export interface CellTotals {
  count: number;
  price: number;
  mileage: number;
}

/** One row of cells: a make and model's cars for sale registered in one year, by mileage cell. */
export type YearCells = ReadonlyMap<number, CellTotals>;

/** The rows a change touches: per row (model and year), per cell, what to add (negative to take away). */
export interface CellDelta {
  model: string;
  year: number;
  cells: Map<number, CellTotals>;
}

/** What moving a listing from one contribution to another adds to the rows, grouped by row; nothing when they are equal. */
export const deltaOf = (before: Contribution | null, after: Contribution | null): CellDelta[] => {
  const rows = new Map<string, CellDelta>();
  const add = (contribution: Contribution | null, sign: 1 | -1) => {
    if (!contribution) return;
    const id = `${contribution.model}\u0000${contribution.year}`;
    const row = rows.get(id) ?? { model: contribution.model, year: contribution.year, cells: new Map<number, CellTotals>() };
    rows.set(id, row);
    const cell = row.cells.get(contribution.cell) ?? { count: 0, price: 0, mileage: 0 };
    row.cells.set(contribution.cell, { count: cell.count + sign, price: cell.price + sign * contribution.price, mileage: cell.mileage + sign * contribution.mileage });
  };
  add(before, -1);
  add(after, 1);
  for (const [id, row] of rows) {
    for (const [cell, totals] of row.cells) if (totals.count === 0 && totals.price === 0 && totals.mileage === 0) row.cells.delete(cell);
    if (row.cells.size === 0) rows.delete(id);
  }
  return [...rows.values()];
};

/** The cell rows of a whole market: every listing's events folded, its contribution counted (a rebuild, a test). */
export const cellsOfListings = (listings: Iterable<PricedListing | null>): Map<string, Map<number, Map<number, CellTotals>>> => {
  const byModel = new Map<string, Map<number, Map<number, CellTotals>>>();
  for (const listing of listings) {
    const contribution = contributionOf(listing);
    if (!contribution) continue;
    const years = byModel.get(contribution.model) ?? new Map<number, Map<number, CellTotals>>();
    byModel.set(contribution.model, years);
    const cells = years.get(contribution.year) ?? new Map<number, CellTotals>();
    years.set(contribution.year, cells);
    const cell = cells.get(contribution.cell) ?? { count: 0, price: 0, mileage: 0 };
    cells.set(contribution.cell, { count: cell.count + 1, price: cell.price + contribution.price, mileage: cell.mileage + contribution.mileage });
  }
  return byModel;
};

/** Each listing of a sequence of events, folded (by listing id, in order). */
export const pricedListings = (events: Iterable<ListingEvent>): Map<string, PricedListing | null> => {
  const listings = new Map<string, PricedListing | null>();
  for (const event of events) listings.set(event.data.ListingId, foldPricedListing(listings.get(event.data.ListingId) ?? null, event));
  return listings;
};

/** The rows (make/model key, year) a guide link reads: the three years around the car's. */
export const rowsOfLink = (link: GuideLink & { Model: string }): { model: string; year: number }[] => {
  const rows: { model: string; year: number }[] = [];
  for (let year = link.RegistrationYearFrom; year <= link.RegistrationYearTo; year++) rows.push({ model: modelKey(link.Make, link.Model), year });
  return rows;
};

/**
 * The price guide's inputs for a guide link, summed from its rows' cells: the same figures as the all-cars search of
 * the link over the cars for sale (averages rounded to whole km and kr).
 */
export const figuresOfLink = (link: GuideLink & { Model: string }, rowOf: (model: string, year: number) => YearCells | undefined) => {
  const { first, last } = mileageCells(link.MileageFrom, link.MileageTo);
  let count = 0;
  let price = 0;
  let mileage = 0;
  for (const { model, year } of rowsOfLink(link)) {
    const row = rowOf(model, year);
    if (!row) continue;
    for (const [cell, totals] of row) {
      if (cell < first || cell > last) continue;
      count += totals.count;
      price += totals.price;
      mileage += totals.mileage;
    }
  }
  return { NumberOfCars: count, AverageMileage: count ? Math.round(mileage / count) : 0, AveragePrice: count ? Math.round(price / count) : 0 };
};
