import { STOCK_REMINDERS, type StockReminder } from '../cars/stock-search.ts';

/**
 * The dashboard's stock widgets computed from the stock cars the user may see (document 2 §3 "Widgets data"):
 * the summary (AvgStockDays, NumberOfCars, StockValue) and the days-in-stock chart (Label, Frequency, DaysFrom, DaysTo).
 */

/** What the widgets need of a car in stock. */
export interface StockCarFacts {
  DaysInStock: number;
  /** The retail price; a car without one adds nothing to the stock value. */
  Price: number | null;
}

export interface StockSummary {
  AvgStockDays: number;
  NumberOfCars: number;
  StockValue: number;
}

export interface DaysInStockBar {
  Label: string;
  Frequency: number;
  DaysFrom: number;
  /** Null for the last, open bar. */
  DaysTo: number | null;
}

/** The chart's bars: a month at a time for the first quarter, then everything older in one bar. */
export const DAYS_IN_STOCK_RANGES: readonly { DaysFrom: number; DaysTo: number | null }[] = [
  { DaysFrom: 0, DaysTo: 30 },
  { DaysFrom: 31, DaysTo: 60 },
  { DaysFrom: 61, DaysTo: 90 },
  { DaysFrom: 91, DaysTo: null },
];

export const daysInStockLabel = (range: { DaysFrom: number; DaysTo: number | null }): string =>
  range.DaysTo === null ? `${range.DaysFrom}+ dage` : `${range.DaysFrom}-${range.DaysTo} dage`;

/** An empty stock has an average of 0 days rather than none, so the widget always shows a number. */
export const stockSummary = (cars: readonly StockCarFacts[]): StockSummary => {
  const totalDays = cars.reduce((sum, car) => sum + car.DaysInStock, 0);
  return {
    AvgStockDays: cars.length === 0 ? 0 : Math.round(totalDays / cars.length),
    NumberOfCars: cars.length,
    StockValue: cars.reduce((sum, car) => sum + (car.Price ?? 0), 0),
  };
};

export const daysInStockBars = (cars: readonly StockCarFacts[]): DaysInStockBar[] =>
  DAYS_IN_STOCK_RANGES.map((range) => ({
    ...range,
    Label: daysInStockLabel(range),
    Frequency: cars.filter((car) => car.DaysInStock >= range.DaysFrom && (range.DaysTo === null || car.DaysInStock <= range.DaysTo)).length,
  }));

/**
 * The car alerts' counts, one per reminder. Whether a car is due for a reminder is the stock list's own rule (so the
 * count always equals the list the alert links to): the caller passes it in.
 */
export const reminderCounts = <Car>(cars: readonly Car[], isDue: (car: Car, reminder: StockReminder) => boolean): Record<StockReminder, number> =>
  Object.fromEntries(STOCK_REMINDERS.map((reminder) => [reminder, cars.filter((car) => isDue(car, reminder)).length])) as Record<StockReminder, number>;
