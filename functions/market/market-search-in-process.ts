import type { MarketListing } from '../../domain/market/listing.ts';
import { MARKET_REGIONS } from '../../domain/market/listing.ts';
import { marketName } from '../../domain/market/price-cells.ts';
import { LISTING_FUEL_TYPES, LISTING_SOURCES } from '../../events/market.ts';
import type { Counted, MarketFigures, MarketPage, MarketQuery, MarketSearch, MarketSortKey } from './market-search.ts';

/**
 * The in-process adapter of the market search: the listings held in columns of typed arrays, one presorted order
 * per sort key (built on first use), and a query answered in one pass over the chosen order that filters, counts,
 * averages for the price guide and takes the page. Strings are compared by their rank in a sorted dictionary.
 */
const DAY_MS = 86_400_000;
const dayNumber = (date: string | null): number => (date ? Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS) : 0);
const danish = (a: string, b: string): number => a.localeCompare(b, 'da');

class Dictionary {
  readonly values: string[] = [];
  private readonly ids = new Map<string, number>();
  idOf(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(value, id);
    }
    return id;
  }
  /** The dictionary's ids in Danish alphabetical order: rank by id. */
  ranks(): Uint32Array {
    const order = this.values.map((_, id) => id).sort((a, b) => danish(this.values[a]!, this.values[b]!));
    const ranks = new Uint32Array(this.values.length);
    order.forEach((id, rank) => (ranks[id] = rank));
    return ranks;
  }
  /** The ids whose value is `value` as the market matches names (ignoring case, as the price guide's cells do). */
  matching(value: string): Set<number> {
    const found = new Set<number>();
    const wanted = marketName(value);
    this.values.forEach((candidate, id) => marketName(candidate) === wanted && found.add(id));
    return found;
  }
}

export const inProcessMarketSearch = (listings: Iterable<MarketListing>): MarketSearch => {
  const rows: MarketListing[] = [...listings];
  const size = rows.length;
  const makes = new Dictionary();
  const models = new Dictionary();
  /** What free text searches, per distinct make, model, variant and motor. */
  const texts = new Dictionary();
  const towns = new Dictionary();
  const make = new Uint16Array(size);
  const model = new Uint16Array(size);
  const text = new Uint16Array(size);
  const town = new Uint16Array(size);
  const carType = new Uint8Array(size);
  const fuel = new Uint8Array(size);
  const region = new Uint8Array(size);
  const sold = new Uint8Array(size);
  const registrationYear = new Uint16Array(size);
  const modelYear = new Uint16Array(size);
  const mileage = new Int32Array(size);
  const cashPrice = new Int32Array(size);
  const zip = new Uint16Array(size);
  const createdDay = new Int32Array(size);
  const source = new Uint8Array(size);
  const byId = new Map<string, number>();
  /** The rows of each make, in list order: a search for a make (every price guide) looks at its rows only. */
  const rowsOfMake: number[][] = [];
  rows.forEach((row, index) => {
    make[index] = makes.idOf(row.Make);
    (rowsOfMake[make[index]!] ??= []).push(index);
    model[index] = models.idOf(row.Model);
    text[index] = texts.idOf(`${row.Make} ${row.Model} ${row.Variant} ${row.Motor}`.toLowerCase());
    town[index] = towns.idOf(row.City.toLowerCase());
    carType[index] = row.CarType;
    fuel[index] = LISTING_FUEL_TYPES.indexOf(row.FuelType);
    region[index] = MARKET_REGIONS.indexOf(row.Region);
    sold[index] = row.IsSold ? 1 : 0;
    registrationYear[index] = Number(row.FirstRegistrationDate.slice(0, 4));
    modelYear[index] = row.ModelYear;
    mileage[index] = row.Mileage;
    cashPrice[index] = row.CashPrice;
    zip[index] = Number(row.ZipCode);
    createdDay[index] = dayNumber(row.CreatedDate);
    source[index] = LISTING_SOURCES.indexOf(row.Source);
    byId.set(row.ListingId, index);
  });

  const sortValue = (key: MarketSortKey): ((index: number) => number) => {
    switch (key) {
      case 'Type':
        return (index) => carType[index]!;
      case 'Make': {
        const ranks = makes.ranks();
        return (index) => ranks[make[index]!]!;
      }
      case 'Model': {
        const ranks = models.ranks();
        return (index) => ranks[model[index]!]!;
      }
      case 'FirstRegistrationDate':
        return (index) => dayNumber(rows[index]!.FirstRegistrationDate);
      case 'Mileage':
        return (index) => mileage[index]!;
      case 'CashPrice':
        return (index) => cashPrice[index]!;
      case 'Price':
        return (index) => rows[index]!.Price;
      case 'ZipCode':
        return (index) => zip[index]!;
      case 'ModifiedDate':
        return (index) => dayNumber(rows[index]!.ModifiedDate);
      case 'SalesDate':
        return (index) => dayNumber(rows[index]!.SalesDate);
      case 'SalesPrice':
        return (index) => rows[index]!.SalesPrice ?? 0;
      case 'CreatedDate':
        return (index) => createdDay[index]!;
    }
  };
  const orders = new Map<MarketSortKey, Int32Array>();
  /** Rows by key, ties by position: (value, index) packed in one float, sorted natively. */
  const orderOf = (key: MarketSortKey): Int32Array => {
    let order = orders.get(key);
    if (!order) {
      const value = sortValue(key);
      const packed = new Float64Array(size);
      for (let index = 0; index < size; index++) packed[index] = value(index) * 2 ** 22 + index;
      packed.sort();
      order = new Int32Array(size);
      for (let position = 0; position < size; position++) order[position] = packed[position]! % 2 ** 22;
      orders.set(key, order);
    }
    return order;
  };

  // The list opens on the newest changes: that order is ready before the first request.
  orderOf('ModifiedDate');

  /** The query as one test per row. */
  const matcherOf = (query: MarketQuery): ((index: number) => boolean) => {
    const tests: ((index: number) => boolean)[] = [];
    const range = (column: ArrayLike<number>, from: number | null | undefined, to: number | null | undefined, scale = 1) => {
      if (from !== null && from !== undefined) tests.push((index) => column[index]! >= from * scale);
      if (to !== null && to !== undefined) tests.push((index) => column[index]! <= to * scale);
    };
    if (query.IsSold !== null && query.IsSold !== undefined) {
      const wanted = query.IsSold ? 1 : 0;
      tests.push((index) => sold[index] === wanted);
    }
    if (query.CarType) {
      const wanted = query.CarType;
      tests.push((index) => carType[index] === wanted);
    }
    if (query.Make) {
      const wanted = makes.matching(query.Make);
      tests.push((index) => wanted.has(make[index]!));
    }
    if (query.Model) {
      const wanted = models.matching(query.Model);
      tests.push((index) => wanted.has(model[index]!));
    }
    if (query.SelectedFuelTypes?.length) {
      const wanted = new Set(query.SelectedFuelTypes.map((name) => LISTING_FUEL_TYPES.indexOf(name)));
      tests.push((index) => wanted.has(fuel[index]!));
    }
    if (query.Region) {
      const wanted = MARKET_REGIONS.indexOf(query.Region);
      tests.push((index) => region[index] === wanted);
    }
    range(registrationYear, query.RegistrationYearFrom, query.RegistrationYearTo);
    range(modelYear, query.ModelYearFrom, query.ModelYearTo);
    // Mileage is asked in thousands of km, as the list and its guide link take it.
    range(mileage, query.MileageFrom, query.MileageTo, 1000);
    range(cashPrice, query.PriceFrom, query.PriceTo);
    range(zip, query.ZipcodeFrom, query.ZipcodeTo);
    range(createdDay, query.CreatedDateFrom ? dayNumber(query.CreatedDateFrom) : null, query.CreatedDateTo ? dayNumber(query.CreatedDateTo) : null);
    if (query.Sources?.length) {
      const wanted = new Set(query.Sources.map((name) => LISTING_SOURCES.indexOf(name)));
      tests.push((index) => wanted.has(source[index]!));
    }
    const words = (query.FreetextQuery ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    for (const word of words) {
      // A word is looked up once per distinct text and town, not once per row.
      const inText = Uint8Array.from(texts.values, (value) => (value.includes(word) ? 1 : 0));
      const inTown = Uint8Array.from(towns.values, (value) => (value.includes(word) ? 1 : 0));
      tests.push((index) => inText[text[index]!] === 1 || inTown[town[index]!] === 1);
    }
    return (index) => {
      for (const test of tests) if (!test(index)) return false;
      return true;
    };
  };

  const figuresOf = (count: number, mileageSum: number, priceSum: number): MarketFigures => ({
    NumberOfCars: count,
    AverageMileage: count ? Math.round(mileageSum / count) : 0,
    AveragePrice: count ? Math.round(priceSum / count) : 0,
  });

  /** A search for a make: its rows filtered, then only the matches sorted for the page. */
  const runOverMake = (query: MarketQuery & { Make: string }, page: boolean): MarketPage => {
    const matches = matcherOf(query);
    const matched: number[] = [];
    let mileageSum = 0;
    let priceSum = 0;
    for (const id of makes.matching(query.Make)) {
      for (const index of rowsOfMake[id] ?? []) {
        if (!matches(index)) continue;
        matched.push(index);
        mileageSum += mileage[index]!;
        priceSum += cashPrice[index]!;
      }
    }
    const figures = figuresOf(matched.length, mileageSum, priceSum);
    if (!page) return { Total: matched.length, List: [], Figures: figures };
    const value = sortValue(query.sort ?? 'ModifiedDate');
    const packed = Float64Array.from(matched, (index) => value(index) * 2 ** 22 + index).sort();
    if (descendingOf(query)) packed.reverse();
    const offset = query.offset ?? 0;
    const list = Array.from(packed.subarray(offset, offset + (query.count ?? 50)), (key) => rows[key % 2 ** 22]!);
    return { Total: matched.length, List: list, Figures: figures };
  };

  const descendingOf = (query: MarketQuery): boolean => (query.sortdir ?? (query.sort && query.sort !== 'ModifiedDate' ? 'asc' : 'desc')) === 'desc';

  const run = (query: MarketQuery, page: boolean): MarketPage => {
    if (query.Make) return runOverMake({ ...query, Make: query.Make }, page);
    const matches = matcherOf(query);
    const offset = query.offset ?? 0;
    const count = page ? (query.count ?? 50) : 0;
    const order = page ? orderOf(query.sort ?? 'ModifiedDate') : undefined;
    const descending = descendingOf(query);
    const list: MarketListing[] = [];
    let total = 0;
    let mileageSum = 0;
    let priceSum = 0;
    for (let position = 0; position < size; position++) {
      const index = order ? order[descending ? size - 1 - position : position]! : position;
      if (!matches(index)) continue;
      if (total >= offset && list.length < count) list.push(rows[index]!);
      total++;
      mileageSum += mileage[index]!;
      priceSum += cashPrice[index]!;
    }
    return { Total: total, List: list, Figures: figuresOf(total, mileageSum, priceSum) };
  };

  const counted = <Id>(ids: Map<Id, number>): Counted<Id>[] => [...ids].map(([Id, Count]) => ({ Id, Count }));

  return {
    search: async (query) => run(query, true),
    figures: async (query) => run(query, false).Figures,
    makes: async (filter) => {
      const matches = matcherOf(filter);
      const counts = new Map<string, number>();
      for (let index = 0; index < size; index++) if (matches(index)) counts.set(rows[index]!.Make, (counts.get(rows[index]!.Make) ?? 0) + 1);
      return counted(counts).sort((a, b) => danish(a.Id, b.Id));
    },
    carTypes: async (filter) => {
      const matches = matcherOf(filter);
      const counts = new Map<number, number>();
      for (let index = 0; index < size; index++) if (matches(index)) counts.set(carType[index]!, (counts.get(carType[index]!) ?? 0) + 1);
      return counted(counts).sort((a, b) => a.Id - b.Id);
    },
    byId: async (id) => {
      const index = byId.get(id);
      return index === undefined ? undefined : rows[index];
    },
  };
};
