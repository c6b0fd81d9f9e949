import { figuresOfLink, rowsOfLink, type YearCells } from '../../domain/market/price-cells.ts';
import { guideLink, priceGuide, type GuideLink, type PriceGuide } from '../../domain/market/price-guide.ts';
import { valuation, type Valuation } from '../../domain/market/valuation.ts';
import { readPriceCells } from './projections/price-cells.ts';

/** A car to price against the market: a dealer's stock car or a customer's swap car. */
export interface CarToPrice {
  Make: string;
  Model: string;
  /** km */
  Mileage: number;
  /** The year of first registration. */
  RegistrationYear: number;
  /** The car's own asking price, when it has one (a stock car). */
  CurrentPrice: number | null;
}

export interface MarketPrice {
  /** The all-cars search that prices the car (make, model, ±1 year, ±50 thousand km). */
  Link: GuideLink;
  Guide: PriceGuide;
  Valuation: Valuation;
}

/** Reads the rows of price cells asked for (the market's read model; a test may hand over cells of its own). */
export type PriceCellsSource = (rows: readonly { model: string; year: number }[]) => Promise<(model: string, year: number) => YearCells | undefined>;

/** How long a container answers from the rows it read: the market's feeds are read once a day. */
export const PRICE_CELLS_FRESH_MS = 60_000;
const recent = new Map<string, { at: number; cells: YearCells | undefined }>();
/**
 * The rows of cells, each kept in the container for a minute after it was read: a grid paged through or sorted reads
 * its makes' and models' rows once, and the market it shows is at most a minute older than the read model.
 */
export const recentPriceCells: PriceCellsSource = async (rows) => {
  const now = Date.now();
  const id = (row: { model: string; year: number }) => `${row.model}\u0000${row.year}`;
  const stale = rows.filter((row) => (recent.get(id(row))?.at ?? -Infinity) < now - PRICE_CELLS_FRESH_MS);
  if (stale.length > 0) {
    const read = await readPriceCells(stale);
    for (const row of stale) recent.set(id(row), { at: now, cells: read(row.model, row.year) });
  }
  return (model, year) => recent.get(id({ model, year }))?.cells;
};

/**
 * What the market says cars are worth (spec part 1 §3 "Price guide", "Valuation data", §9): for each, the price guide
 * over the comparable cars for sale, for the car's own mileage, and the green, yellow and red ranges around it. The
 * figures are summed from the market's price cells (exactly those of the guide link's all-cars search): one read of
 * the rows of the cars' makes, models and years, never a search of the whole market.
 */
export const pricesAgainstMarket = async (cars: readonly CarToPrice[], cells: PriceCellsSource = recentPriceCells): Promise<MarketPrice[]> => {
  const links = cars.map((car) => ({ ...guideLink({ Make: car.Make, Model: car.Model, mileageKm: car.Mileage, registrationYear: car.RegistrationYear }), Model: car.Model }));
  const rowOf = await cells(links.flatMap(rowsOfLink));
  return cars.map((car, index) => {
    const link = links[index]!;
    const figures = figuresOfLink(link, rowOf);
    const guide = priceGuide({ ...figures, ActualMileage: link.ActualMileage });
    return { Link: link, Guide: guide, Valuation: valuation({ currentPrice: car.CurrentPrice, estimatedPrice: guide.CalculatedPrice, comparableCars: figures.NumberOfCars }) };
  });
};

/** One car against the market (the price estimate, the swap car's guide): see `pricesAgainstMarket`. */
export const priceAgainstMarket = async (car: CarToPrice, cells?: PriceCellsSource): Promise<MarketPrice> => (await pricesAgainstMarket([car], cells))[0]!;

/** A stock car as the own-cars grid has it: its price indicator is the market's colour for it. */
export interface GridCarToPrice {
  Id: string;
  Make: string;
  Model: string;
  Mileage: number | null;
  FirstRegistrationDate: string | null;
  ModelYear: number | null;
  CashPrice: number | null;
}

/**
 * The own-cars grid's price indicator (spec part 1 §3 "Stock car list row" CurrentRangeColor, §2 valuation colour) of
 * the cars on a page, by car id: 1 good, 2 fair, 3 high price, 0 unique on the market. A car without make, model or
 * year cannot be compared: 0, as a car without comparable cars.
 */
export const priceIndicators = async (cars: readonly GridCarToPrice[], cells?: PriceCellsSource): Promise<Map<string, number>> => {
  const comparable = cars.flatMap((car) => {
    const year = car.FirstRegistrationDate ? Number(car.FirstRegistrationDate.slice(0, 4)) : car.ModelYear;
    return car.Make && car.Model && year ? [{ id: car.Id, car: { Make: car.Make, Model: car.Model, Mileage: car.Mileage ?? 0, RegistrationYear: year, CurrentPrice: car.CashPrice } }] : [];
  });
  const priced = comparable.length ? await pricesAgainstMarket(comparable.map(({ car }) => car), cells) : [];
  const colours = new Map<string, number>(cars.map((car) => [car.Id, 0]));
  comparable.forEach(({ id }, index) => colours.set(id, priced[index]!.Valuation.CurrentRangeColor));
  return colours;
};
