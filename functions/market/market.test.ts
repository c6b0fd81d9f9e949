import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectListings, type MarketListing } from '../../domain/market/listing.ts';
import { eventSchemas } from '../../events/catalogue.ts';
import { sandboxVariants } from '../platform/registries/model-catalogue-sandbox.ts';
import { generateListingEvents } from './listing-feed-sandbox.ts';
import { listingFeeds } from './listing-feed.ts';
import { readFeeds } from './market.ts';
import { inProcessMarketSearch } from './market-search-in-process.ts';
import { MARKET_SORT_KEYS, type MarketQuery, type MarketSearch } from './market-search.ts';

const settings = { listings: 3_000, seed: 'test', asOf: '2026-11-28' };

describe('the sandbox listing feeds', () => {
  it('give the same market for the same seed and day, and another for another seed', async () => {
    const once = await generateListingEvents('DBA', settings);
    expect(await generateListingEvents('DBA', settings)).toEqual(once);
    expect(await generateListingEvents('DBA', { ...settings, seed: 'other' })).not.toEqual(once);
  });

  it('hand over valid events, once per day', async () => {
    const [feed] = listingFeeds(settings);
    const first = await feed!.changesSince(null);
    for (const event of first.events) expect(() => eventSchemas[event.type].parse(event.data)).not.toThrow();
    expect(first.cursor).toBe('2026-11-28');
    expect((await feed!.changesSince(first.cursor)).events).toEqual([]);
  });

  it('make a believable market: catalogue cars, older cars cheaper and further driven, price drops and sales', async () => {
    const events = await readFeeds(listingFeeds(settings));
    const listings = [...projectListings(events).values()];
    expect(listings.length).toBeGreaterThan(2_500);
    const catalogue = new Set(sandboxVariants().map((variant) => `${variant.Make}|${variant.Model}`));
    expect(listings.every((listing) => catalogue.has(`${listing.Make}|${listing.Model}`))).toBe(true);
    expect(new Set(listings.map((listing) => listing.Source))).toEqual(new Set(['Bilbasen', 'DBA', 'Engros']));
    expect(new Set(listings.map((listing) => listing.Region)).size).toBe(5);
    expect(events.some((event) => event.type === 'MarketListingPriceChanged')).toBe(true);
    const sold = listings.filter((listing) => listing.IsSold);
    expect(sold.length).toBeGreaterThan(listings.length * 0.2);
    expect(sold.every((listing) => listing.SalesDate! <= settings.asOf)).toBe(true);
    const average = (cars: MarketListing[], of: (car: MarketListing) => number) => cars.reduce((sum, car) => sum + of(car), 0) / cars.length;
    const golfs = listings.filter((listing) => listing.Model === 'Golf');
    const young = golfs.filter((listing) => listing.FirstRegistrationDate >= '2024-01-01');
    const old = golfs.filter((listing) => listing.FirstRegistrationDate < '2018-01-01');
    expect(average(old, (car) => car.CashPrice)).toBeLessThan(average(young, (car) => car.CashPrice) * 0.7);
    expect(average(old, (car) => car.Mileage)).toBeGreaterThan(average(young, (car) => car.Mileage) * 2);
  });
});

describe('the in-process market search answers as a plain filter over the list does', () => {
  let listings: MarketListing[];
  let search: MarketSearch;
  beforeAll(async () => {
    listings = [...projectListings(await readFeeds(listingFeeds(settings))).values()];
    search = inProcessMarketSearch(listings);
  });

  const within = (value: number, from: number | null | undefined, to: number | null | undefined) => (from == null || value >= from) && (to == null || value <= to);
  const oracle = (query: MarketQuery): MarketListing[] => {
    const words = (query.FreetextQuery ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    return listings.filter(
      (car) =>
        (query.IsSold == null || car.IsSold === query.IsSold) &&
        (!query.CarType || car.CarType === query.CarType) &&
        (!query.Make || car.Make.toLowerCase() === query.Make.toLowerCase()) &&
        (!query.Model || car.Model.toLowerCase() === query.Model.toLowerCase()) &&
        (!query.SelectedFuelTypes?.length || query.SelectedFuelTypes.includes(car.FuelType)) &&
        (!query.Region || car.Region === query.Region) &&
        within(Number(car.FirstRegistrationDate.slice(0, 4)), query.RegistrationYearFrom, query.RegistrationYearTo) &&
        within(car.Mileage, query.MileageFrom == null ? null : query.MileageFrom * 1000, query.MileageTo == null ? null : query.MileageTo * 1000) &&
        within(car.CashPrice, query.PriceFrom, query.PriceTo) &&
        within(Number(car.ZipCode), query.ZipcodeFrom, query.ZipcodeTo) &&
        words.every((word) => `${car.Make} ${car.Model} ${car.Variant} ${car.Motor}`.toLowerCase().includes(word) || car.City.toLowerCase().includes(word)),
    );
  };

  const queries = fc.record(
    {
      IsSold: fc.option(fc.boolean()),
      CarType: fc.option(fc.constantFrom(1, 2, 3)),
      Make: fc.option(fc.constantFrom('Toyota', 'volkswagen', 'Kia', 'Tesla')),
      Model: fc.option(fc.constantFrom('Golf', 'Yaris', 'Model 3')),
      SelectedFuelTypes: fc.option(fc.subarray(['Petrol', 'Diesel', 'Electric', 'Hybrid'] as const)),
      Region: fc.option(fc.constantFrom('Hovedstaden', 'Nordjylland', 'Syddanmark') as fc.Arbitrary<MarketListing['Region']>),
      RegistrationYearFrom: fc.option(fc.integer({ min: 2010, max: 2026 })),
      RegistrationYearTo: fc.option(fc.integer({ min: 2010, max: 2026 })),
      MileageFrom: fc.option(fc.integer({ min: 0, max: 200 })),
      MileageTo: fc.option(fc.integer({ min: 0, max: 300 })),
      PriceFrom: fc.option(fc.integer({ min: 0, max: 300_000 })),
      ZipcodeFrom: fc.option(fc.integer({ min: 1000, max: 9000 })),
      FreetextQuery: fc.option(fc.constantFrom('golf', 'hybrid aarhus', 'eTSI', 'ø')),
      sort: fc.option(fc.constantFrom(...MARKET_SORT_KEYS)),
      sortdir: fc.option(fc.constantFrom('asc' as const, 'desc' as const)),
      offset: fc.integer({ min: 0, max: 60 }),
      count: fc.integer({ min: 1, max: 50 }),
    },
    { requiredKeys: ['offset', 'count'] },
  );

  it('the same cars, counted and averaged for the price guide, a page of them in the chosen order', async () => {
    await fc.assert(
      fc.asyncProperty(queries, async (query) => {
        const expected = oracle(query);
        const page = await search.search(query);
        expect(page.Total).toBe(expected.length);
        expect(page.Figures.NumberOfCars).toBe(expected.length);
        if (expected.length) {
          expect(page.Figures.AveragePrice).toBe(Math.round(expected.reduce((sum, car) => sum + car.CashPrice, 0) / expected.length));
          expect(page.Figures.AverageMileage).toBe(Math.round(expected.reduce((sum, car) => sum + car.Mileage, 0) / expected.length));
        }
        expect(page.List.length).toBe(Math.max(Math.min(query.count, expected.length - query.offset), 0));
        const ids = new Set(expected.map((car) => car.ListingId));
        expect(page.List.every((car) => ids.has(car.ListingId))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('sorts by price, both ways, and pages without overlap', async () => {
    const first = await search.search({ Make: 'Toyota', sort: 'CashPrice', sortdir: 'asc', offset: 0, count: 20 });
    const second = await search.search({ Make: 'Toyota', sort: 'CashPrice', sortdir: 'asc', offset: 20, count: 20 });
    const prices = [...first.List, ...second.List].map((car) => car.CashPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set([...first.List, ...second.List].map((car) => car.ListingId)).size).toBe(40);
    const descending = await search.search({ Make: 'Toyota', sort: 'CashPrice', sortdir: 'desc', offset: 0, count: 5 });
    expect(descending.List[0]!.CashPrice).toBe(Math.max(...oracle({ Make: 'Toyota' }).map((car) => car.CashPrice)));
  });

  it('opens on the newest changes first', async () => {
    const page = await search.search({ offset: 0, count: 30 });
    const dates = page.List.map((car) => car.ModifiedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe(listings.map((car) => car.ModifiedDate).sort().at(-1));
  });

  it('counts makes and car types in the tab, and finds a listing by its id', async () => {
    const makes = await search.makes({ IsSold: false, CarType: 1 });
    expect(makes.map((make) => make.Id)).toEqual([...makes.map((make) => make.Id)].sort((a, b) => a.localeCompare(b, 'da')));
    expect(makes.find((make) => make.Id === 'Toyota')?.Count).toBe(oracle({ IsSold: false, CarType: 1, Make: 'Toyota' }).length);
    const types = await search.carTypes({ IsSold: true });
    expect(types.reduce((sum, type) => sum + type.Count, 0)).toBe(oracle({ IsSold: true }).length);
    expect(await search.byId(listings[7]!.ListingId)).toEqual(listings[7]);
    expect(await search.byId('999')).toBeUndefined();
  });
});
