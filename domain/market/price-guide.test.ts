import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guideLink, guideLinkQuery, MIN_PRICE_PER_KM, priceGuide, pricePerKm } from './price-guide.ts';

const averagePrice = fc.integer({ min: 1, max: 5_000_000 });
const mileageKm = fc.integer({ min: 0, max: 600_000 });
const thousands = fc.integer({ min: 0, max: 600 });

describe('the price per km (part 1 §9)', () => {
  it('is 0.35 per 100,000 kr of average price, to two decimals', () => {
    expect(pricePerKm(200_000)).toBe(0.7);
    expect(pricePerKm(123_456)).toBe(0.43);
    // 0.35 / (100000 / 101,430) = 0.355005: to two decimals 0.36.
    expect(pricePerKm(101_430)).toBe(0.36);
    // 0.455 on paper (a float division gives 0.45499…): half up to 0.46.
    expect(pricePerKm(130_000)).toBe(0.46);
  });

  it('is never below 0.20, so a cheap car still pays for its kilometres', () => {
    expect(pricePerKm(50_000)).toBe(MIN_PRICE_PER_KM);
    expect(pricePerKm(0)).toBe(MIN_PRICE_PER_KM);
  });

  it('for any average price: the larger of the rounded formula and 0.20, with at most two decimals', () => {
    fc.assert(
      fc.property(averagePrice, (price) => {
        const perKm = pricePerKm(price);
        expect(perKm).toBe(Math.max(Math.round((35 * price) / 100_000) / 100, 0.2));
        expect(perKm).toBeGreaterThanOrEqual(0.2);
        expect(Math.abs(perKm * 100 - Math.round(perKm * 100))).toBeLessThan(1e-9);
        expect(Math.abs(perKm - Math.max((0.35 * price) / 100_000, 0.2))).toBeLessThanOrEqual(0.005 + 1e-12);
      }),
    );
  });

  it('never falls when the average price rises', () => {
    fc.assert(fc.property(averagePrice, averagePrice, (a, b) => {
        expect(pricePerKm(Math.min(a, b))).toBeLessThanOrEqual(pricePerKm(Math.max(a, b)));
      }),
    );
  });
});

describe('the calculated price (part 1 §9)', () => {
  it('adds the price per km for every km the car has driven less than the average, and subtracts for more', () => {
    // 200,000 kr average at 80,000 km; a car at 60 thousand km: 200,000 + 0.70 × 20,000.
    const guide = priceGuide({ NumberOfCars: 12, AverageMileage: 80_000, AveragePrice: 200_000, ActualMileage: 60 });
    expect(guide).toEqual({
      NumberOfCars: 12,
      AverageMileage: 80_000,
      AveragePrice: 200_000,
      ActualMileage: 60,
      PricePrKmCalculated: 0.7,
      PricePrKmUserOverwrite: null,
      CalculatedPrice: 214_000,
    });
    expect(priceGuide({ NumberOfCars: 12, AverageMileage: 80_000, AveragePrice: 200_000, ActualMileage: 130 }).CalculatedPrice).toBe(165_000);
  });

  it('is never below 0', () => {
    expect(priceGuide({ NumberOfCars: 2, AverageMileage: 10_000, AveragePrice: 20_000, ActualMileage: 900 }).CalculatedPrice).toBe(0);
  });

  it("uses the user's price per km when one is typed, and still shows the calculated one", () => {
    const guide = priceGuide({ NumberOfCars: 3, AverageMileage: 80_000, AveragePrice: 200_000, ActualMileage: 60, PricePrKmUserOverwrite: 1.1 });
    expect(guide.PricePrKmCalculated).toBe(0.7);
    expect(guide.PricePrKmUserOverwrite).toBe(1.1);
    expect(guide.CalculatedPrice).toBe(222_000);
  });

  it('for any market: the formula, in whole øre, not below 0', () => {
    fc.assert(
      fc.property(fc.nat(10_000), mileageKm, averagePrice, thousands, (cars, averageMileage, price, actual) => {
        const guide = priceGuide({ NumberOfCars: cars, AverageMileage: averageMileage, AveragePrice: price, ActualMileage: actual });
        const exact = price + guide.PricePrKmCalculated * (averageMileage - 1000 * actual);
        expect(guide.CalculatedPrice).toBeGreaterThanOrEqual(0);
        expect(Math.abs(guide.CalculatedPrice - Math.max(exact, 0))).toBeLessThanOrEqual(0.005 + 1e-6);
        expect(Math.abs(guide.CalculatedPrice * 100 - Math.round(guide.CalculatedPrice * 100))).toBeLessThan(1e-6);
      }),
    );
  });

  it('a car driven exactly the average fetches the average price; more km never fetches more', () => {
    fc.assert(
      fc.property(thousands, averagePrice, thousands, thousands, (averageThousands, price, a, b) => {
        const at = (actual: number) => priceGuide({ NumberOfCars: 5, AverageMileage: averageThousands * 1000, AveragePrice: price, ActualMileage: actual }).CalculatedPrice;
        expect(at(averageThousands)).toBe(price);
        expect(at(Math.max(a, b))).toBeLessThanOrEqual(at(Math.min(a, b)));
      }),
    );
  });
});

describe('the price-guide link (part 1 §9, part 2 the swap car)', () => {
  it('searches the make and model, mileage ±50 thousand km and registration year ±1', () => {
    const link = guideLink({ Make: 'Toyota', Model: 'Yaris', mileageKm: 87_400, registrationYear: 2019 });
    expect(link).toEqual({ Make: 'Toyota', Model: 'Yaris', MileageFrom: 37, MileageTo: 137, RegistrationYearFrom: 2018, RegistrationYearTo: 2020, ActualMileage: 87 });
    expect(guideLinkQuery(link)).toBe('Make=Toyota&FreetextQuery=Yaris&RegistrationYearFrom=2018&RegistrationYearTo=2020&MileageFrom=37&MileageTo=137&ActualMileage=87');
  });

  it('never searches from below 0 km', () => {
    expect(guideLink({ Make: 'Kia', mileageKm: 12_000, registrationYear: 2024 })).toMatchObject({ MileageFrom: 0, MileageTo: 62 });
  });

  it('for any car: a 100 thousand km window around its mileage cut at 0, and a three-year window', () => {
    fc.assert(
      fc.property(mileageKm, fc.integer({ min: 1950, max: 2030 }), (km, year) => {
        const link = guideLink({ Make: 'Volvo', mileageKm: km, registrationYear: year });
        expect(link.MileageFrom).toBe(Math.max(link.ActualMileage - 50, 0));
        expect(link.MileageTo).toBe(link.ActualMileage + 50);
        expect(Math.abs(link.ActualMileage * 1000 - km)).toBeLessThanOrEqual(500);
        expect([link.RegistrationYearFrom, link.RegistrationYearTo]).toEqual([year - 1, year + 1]);
      }),
    );
  });
});
