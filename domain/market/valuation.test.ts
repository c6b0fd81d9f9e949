import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_COMPARABLE_CARS, RANGE_COLORS, roundToThousand, valuation } from './valuation.ts';

describe('valuation ranges (part 1 §3 "Valuation data", §9)', () => {
  it('puts green, yellow and red ranges around the estimate, rounded to the nearest thousand', () => {
    expect(valuation({ currentPrice: 199_900, estimatedPrice: 201_600, comparableCars: 14 })).toEqual({
      CarEstimatedPrice: 202_000,
      CurrentRangeColor: RANGE_COLORS.Yellow,
      GreenRange: { From: 171_000, To: 196_000 },
      YellowRange: { From: 196_000, To: 208_000 },
      RedRange: { From: 208_000, To: 232_000 },
    });
  });

  it('a price under the fair range is good, over it high', () => {
    expect(valuation({ currentPrice: 180_000, estimatedPrice: 200_000, comparableCars: 5 }).CurrentRangeColor).toBe(RANGE_COLORS.Green);
    expect(valuation({ currentPrice: 215_000, estimatedPrice: 200_000, comparableCars: 5 }).CurrentRangeColor).toBe(RANGE_COLORS.Red);
  });

  it('with too few comparable cars the car is unique: colour 0 and no ranges', () => {
    expect(valuation({ currentPrice: 180_000, estimatedPrice: 200_000, comparableCars: MIN_COMPARABLE_CARS - 1 })).toEqual({
      CarEstimatedPrice: null,
      CurrentRangeColor: RANGE_COLORS.Unique,
      GreenRange: null,
      YellowRange: null,
      RedRange: null,
    });
  });

  it('rounds half a thousand up', () => {
    expect([roundToThousand(1_499), roundToThousand(1_500), roundToThousand(171_360)]).toEqual([1_000, 2_000, 171_000]);
  });

  it('for any market: every limit a whole thousand, the ranges ordered and meeting, the colour the range the price is in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), fc.option(fc.integer({ min: 1, max: 6_000_000 })), fc.integer({ min: MIN_COMPARABLE_CARS, max: 10_000 }), (estimate, price, cars) => {
        const result = valuation({ currentPrice: price, estimatedPrice: estimate, comparableCars: cars });
        const { GreenRange: green, YellowRange: yellow, RedRange: red } = result;
        if (!green || !yellow || !red) throw new Error('a car with comparable cars has ranges');
        for (const limit of [green.From, green.To, yellow.From, yellow.To, red.From, red.To, result.CarEstimatedPrice!]) expect(limit % 1000).toBe(0);
        expect(green.From).toBeLessThanOrEqual(green.To);
        expect(green.To).toBe(yellow.From);
        expect(yellow.From).toBeLessThanOrEqual(yellow.To);
        expect(yellow.To).toBe(red.From);
        expect(red.From).toBeLessThanOrEqual(red.To);
        expect(Math.abs(result.CarEstimatedPrice! - estimate)).toBeLessThanOrEqual(500);
        const expected = price === null ? 0 : price < yellow.From ? 1 : price <= yellow.To ? 2 : 3;
        expect(result.CurrentRangeColor).toBe(expected);
      }),
    );
  });
});
