import { beforeAll, describe, expect, it } from 'vitest';
import { projectListings, type MarketListing } from '../../domain/market/listing.ts';
import { cellsOfListings, pricedListings } from '../../domain/market/price-cells.ts';
import { pricePerKm } from '../../domain/market/price-guide.ts';
import { RANGE_COLORS } from '../../domain/market/valuation.ts';
import { listingFeeds } from './listing-feed.ts';
import { readFeeds } from './market.ts';
import { priceAgainstMarket, priceIndicators, type PriceCellsSource } from './readers.ts';

let listings: MarketListing[];
/** The market's price cells as its projection keeps them, from the same events. */
let market: PriceCellsSource;
beforeAll(async () => {
  const events = await readFeeds(listingFeeds({ listings: 20_000, seed: 'readers', asOf: '2026-11-28' }));
  listings = [...projectListings(events).values()];
  const cells = cellsOfListings(pricedListings(events).values());
  market = async () => (model, year) => cells.get(model)?.get(year);
});

describe('a car priced against the market', () => {
  it('compares it with the same make and model for sale, registered a year either side, driven 50 thousand km either side', async () => {
    const car = { Make: 'Toyota', Model: 'Yaris', Mileage: 80_400, RegistrationYear: 2020, CurrentPrice: 150_000 };
    const { Link, Guide } = await priceAgainstMarket(car, market);
    expect(Link).toMatchObject({ RegistrationYearFrom: 2019, RegistrationYearTo: 2021, MileageFrom: 30, MileageTo: 130, ActualMileage: 80 });
    const comparable = listings.filter(
      (other) =>
        !other.IsSold &&
        other.Make === 'Toyota' &&
        other.Model === 'Yaris' &&
        Number(other.FirstRegistrationDate.slice(0, 4)) >= 2019 &&
        Number(other.FirstRegistrationDate.slice(0, 4)) <= 2021 &&
        other.Mileage >= 30_000 &&
        other.Mileage <= 130_000,
    );
    expect(Guide.NumberOfCars).toBe(comparable.length);
    expect(Guide.AveragePrice).toBe(Math.round(comparable.reduce((sum, other) => sum + other.CashPrice, 0) / comparable.length));
    expect(Guide.PricePrKmCalculated).toBe(pricePerKm(Guide.AveragePrice));
    expect(Guide.ActualMileage).toBe(80);
  });

  it('colours its own price by the ranges around the estimate', async () => {
    const car = { Make: 'Volkswagen', Model: 'Golf', Mileage: 90_000, RegistrationYear: 2019, CurrentPrice: null };
    const { Guide, Valuation } = await priceAgainstMarket(car, market);
    expect(Valuation.CarEstimatedPrice).toBe(Math.round(Guide.CalculatedPrice / 1000) * 1000);
    const cheap = await priceAgainstMarket({ ...car, CurrentPrice: Valuation.GreenRange!.From }, market);
    const dear = await priceAgainstMarket({ ...car, CurrentPrice: Valuation.RedRange!.From + 1_000 }, market);
    expect([Valuation.CurrentRangeColor, cheap.Valuation.CurrentRangeColor, dear.Valuation.CurrentRangeColor]).toEqual([RANGE_COLORS.Unique, RANGE_COLORS.Green, RANGE_COLORS.Red]);
  });

  it('a car the market has too few of is unique: no ranges', async () => {
    const { Guide, Valuation } = await priceAgainstMarket({ Make: 'Tesla', Model: 'Model Y', Mileage: 5_000, RegistrationYear: 2001, CurrentPrice: 300_000 }, market);
    expect(Guide.NumberOfCars).toBe(0);
    expect(Valuation).toMatchObject({ CurrentRangeColor: RANGE_COLORS.Unique, GreenRange: null });
  });

  it('colours a page of own cars from one read of their makes’ and models’ rows, and a car it cannot compare as unique', async () => {
    const asked: { model: string; year: number }[][] = [];
    const counting: PriceCellsSource = async (rows) => {
      asked.push([...rows]);
      return market(rows);
    };
    const golf = { Id: '1', Make: 'Volkswagen', Model: 'Golf', Mileage: 90_000, FirstRegistrationDate: '2019-05-01', ModelYear: 2019, CashPrice: 1 };
    const colours = await priceIndicators([golf, { ...golf, Id: '2', Make: '', CashPrice: 5_000_000 }, { ...golf, Id: '3', FirstRegistrationDate: null, ModelYear: 2020, CashPrice: 5_000_000 }], counting);
    expect([...colours]).toEqual([['1', RANGE_COLORS.Green], ['2', RANGE_COLORS.Unique], ['3', RANGE_COLORS.Red]]);
    expect(asked).toHaveLength(1);
  });
});
