/**
 * The valuation of a car for sale (spec part 1 §3 "Valuation data", §8, §9): the market's estimated price and the
 * green, yellow and red price ranges around it, each limit rounded to the nearest thousand kr, and the range the
 * car's current price falls in. With too few comparable cars the car is unique on the market and gets no ranges.
 */

/** Valuation colour (spec part 1 §2): 1 good price, 2 fair price, 3 high price, 0 unique car (no price). */
export const RANGE_COLORS = { Unique: 0, Green: 1, Yellow: 2, Red: 3 } as const;
export type RangeColor = (typeof RANGE_COLORS)[keyof typeof RANGE_COLORS];

/** Fewer comparable cars than this and an estimate would be a guess: the car counts as unique. */
export const MIN_COMPARABLE_CARS = 3;
/**
 * The ranges as shares of the estimated price: up to 3 % under it is a good price, within 3 % either side a fair one,
 * above that a high one; the outer limits bound what the indicator shows (15 % either side).
 */
export const RANGE_LIMITS = { lowest: 0.85, fairFrom: 0.97, fairTo: 1.03, highest: 1.15 } as const;

export const roundToThousand = (kr: number): number => Math.round(kr / 1000) * 1000;

export interface PriceRange {
  From: number;
  To: number;
}

export interface Valuation {
  CarEstimatedPrice: number | null;
  CurrentRangeColor: RangeColor;
  GreenRange: PriceRange | null;
  YellowRange: PriceRange | null;
  RedRange: PriceRange | null;
}

const UNIQUE: Valuation = { CarEstimatedPrice: null, CurrentRangeColor: RANGE_COLORS.Unique, GreenRange: null, YellowRange: null, RedRange: null };

/**
 * The valuation of a car priced at `currentPrice`, given the market's estimate for it (the price guide's calculated
 * price over `comparableCars` cars). The ranges meet: green ends where yellow starts, yellow where red starts.
 */
export const valuation = (input: { currentPrice: number | null; estimatedPrice: number; comparableCars: number }): Valuation => {
  if (input.comparableCars < MIN_COMPARABLE_CARS || input.estimatedPrice <= 0) return UNIQUE;
  const estimate = roundToThousand(input.estimatedPrice);
  const limit = (share: number) => roundToThousand(input.estimatedPrice * share);
  const green = { From: limit(RANGE_LIMITS.lowest), To: limit(RANGE_LIMITS.fairFrom) };
  const yellow = { From: green.To, To: Math.max(limit(RANGE_LIMITS.fairTo), green.To) };
  const red = { From: yellow.To, To: Math.max(limit(RANGE_LIMITS.highest), yellow.To) };
  return {
    CarEstimatedPrice: estimate,
    CurrentRangeColor: rangeColorOf(input.currentPrice, yellow),
    GreenRange: green,
    YellowRange: yellow,
    RedRange: red,
  };
};

/** A price up to the fair range is good, within it fair, above it high; a car without a price gets no colour. */
export const rangeColorOf = (price: number | null, fair: PriceRange): RangeColor => {
  if (price === null || price <= 0) return RANGE_COLORS.Unique;
  if (price < fair.From) return RANGE_COLORS.Green;
  if (price <= fair.To) return RANGE_COLORS.Yellow;
  return RANGE_COLORS.Red;
};
