import { beforeAll, describe, expect, it } from 'vitest';
import { projectListings, type MarketListing } from '../../domain/market/listing.ts';
import { pricePerKm } from '../../domain/market/price-guide.ts';
import { RANGE_COLORS } from '../../domain/market/valuation.ts';
import { listingFeeds } from './listing-feed.ts';
import { readFeeds } from './market.ts';
import { inProcessMarketSearch } from './market-search-in-process.ts';
import type { MarketSearch } from './market-search.ts';
import { priceAgainstMarket } from './readers.ts';

let listings: MarketListing[];
let market: MarketSearch;
beforeAll(async () => {
  listings = [...projectListings(await readFeeds(listingFeeds({ listings: 20_000, seed: 'readers', asOf: '2026-11-28' }))).values()];
  market = inProcessMarketSearch(listings);
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
});
