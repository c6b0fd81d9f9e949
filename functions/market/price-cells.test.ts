import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectListings } from '../../domain/market/listing.ts';
import { cellsOfListings, figuresOfLink, mileageCell, pricedListings } from '../../domain/market/price-cells.ts';
import { guideLink } from '../../domain/market/price-guide.ts';
import type { ListingEvent } from '../../events/market.ts';
import { inProcessMarketSearch } from './market-search-in-process.ts';

/** Names written as sources write them: the same make or model in other cases too. */
const MAKES = ['Volkswagen', 'VOLKSWAGEN', 'volkswagen', 'Škoda', 'Toyota'] as const;
const MODELS = ['Golf', 'golf', 'Up!', 'Yaris'] as const;

const published = (id: number, listing: { make: string; model: string; year: number; mileage: number; price: number }): ListingEvent => ({
  type: 'MarketListingPublished',
  data: {
    ListingId: String(id),
    Source: 'Bilbasen',
    SourceListingId: `ad-${id}`,
    Link: `https://www.bilbasen.dk/brugt/bil/${id}`,
    PublishedAt: '2026-10-01T09:00:00.000Z',
    ExpectedExpirationDate: '2026-12-30',
    Make: listing.make,
    Model: listing.model,
    Variant: '',
    Motor: '',
    ModelCatalogueId: null,
    CarType: 1,
    FuelType: 'Petrol',
    GearType: 'ManualShift',
    ModelYear: listing.year,
    FirstRegistrationDate: `${listing.year}-06-15`,
    Mileage: listing.mileage,
    Color: 'Sort',
    NumberOfDoors: 5,
    Effect: 100,
    KmPerLiter: null,
    CashPrice: listing.price,
    DeliveryCost: 2_995,
    ZipCode: '8000',
    City: 'Aarhus C',
    SellerName: 'Autohuset',
    SellerPhone: '20000000',
  },
});

/** Mileages near round thousands (as ads give them) and anywhere between, to try the cells' edges. */
const mileage = fc.oneof(
  fc.integer({ min: 0, max: 300 }).map((thousands) => thousands * 1000),
  fc.integer({ min: 0, max: 3000 }).map((hundreds) => hundreds * 100),
  fc.integer({ min: 0, max: 300_000 }),
  fc.integer({ min: 0, max: 300 }).chain((thousands) => fc.constantFrom(thousands * 1000 - 1, thousands * 1000 + 1).filter((km) => km >= 0)),
);
const listing = fc.record({
  make: fc.constantFrom(...MAKES),
  model: fc.constantFrom(...MODELS),
  year: fc.integer({ min: 2014, max: 2022 }),
  mileage,
  price: fc.integer({ min: 15_000, max: 900_000 }),
});
/** What may happen to a listing after it was published, in order; events of listings gone are ignored by both. */
const later = fc.oneof(
  fc.record({ type: fc.constant('price' as const), price: fc.integer({ min: 10_000, max: 900_000 }) }),
  fc.record({ type: fc.constant('expired' as const), sold: fc.boolean() }),
  fc.record({ type: fc.constant('republished' as const), listing }),
);
const market = fc.array(fc.record({ listing, later: fc.array(later, { maxLength: 3 }) }), { maxLength: 120 }).map((listings) => {
  const events: ListingEvent[] = [];
  listings.forEach((entry, index) => {
    const id = index + 1;
    events.push(published(id, entry.listing));
    for (const change of entry.later) {
      if (change.type === 'price') events.push({ type: 'MarketListingPriceChanged', data: { ListingId: String(id), CashPrice: change.price, ChangedAt: '2026-10-20T09:00:00.000Z' } });
      if (change.type === 'expired') events.push({ type: 'MarketListingExpired', data: { ListingId: String(id), ExpiredAt: '2026-11-01T09:00:00.000Z', Sold: change.sold } });
      if (change.type === 'republished') events.push(published(id, change.listing));
    }
  });
  return events;
});
const car = fc.record({ make: fc.constantFrom(...MAKES), model: fc.constantFrom(...MODELS), year: fc.integer({ min: 2013, max: 2023 }), mileage });
/** A car whose search has a listing of the market on or just past one of its edges. */
const carAtAnEdgeOf = (events: readonly ListingEvent[]) => {
  const listed = events.flatMap((event) => (event.type === 'MarketListingPublished' ? [event.data] : []));
  if (listed.length === 0) return car;
  return fc.record({
    listing: fc.constantFrom(...listed),
    edge: fc.constantFrom(-50, 50, -49, 49, -51, 51, 0),
    year: fc.integer({ min: -1, max: 1 }),
  }).map(({ listing, edge, year }) => ({
    make: listing.Make,
    model: listing.Model,
    year: Number(listing.FirstRegistrationDate.slice(0, 4)) + year,
    mileage: Math.max((Math.floor(listing.Mileage / 1000) + edge) * 1000, 0),
  }));
};

describe('the price guide from the market’s cells', () => {
  it('gives exactly the figures of the all-cars search of the guide link, for any market and car', async () => {
    await fc.assert(
      fc.asyncProperty(market.chain((events) => fc.tuple(fc.constant(events), fc.array(fc.oneof(car, carAtAnEdgeOf(events)), { minLength: 1, maxLength: 8 }))), async ([events, cars]) => {
        const search = inProcessMarketSearch(projectListings(events).values());
        const cells = cellsOfListings(pricedListings(events).values());
        for (const one of cars) {
          const link = { ...guideLink({ Make: one.make, Model: one.model, mileageKm: one.mileage, registrationYear: one.year }), Model: one.model };
          const searched = await search.figures({
            IsSold: false,
            Make: link.Make,
            Model: link.Model,
            RegistrationYearFrom: link.RegistrationYearFrom,
            RegistrationYearTo: link.RegistrationYearTo,
            MileageFrom: link.MileageFrom,
            MileageTo: link.MileageTo,
          });
          expect(figuresOfLink(link, (model, year) => cells.get(model)?.get(year))).toEqual(searched);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('counts a car at the search’s upper bound in and one a kilometre above it out', () => {
    // 80 thousand ± 50: from 30,000 to 130,000 km, both included.
    const link = { ...guideLink({ Make: 'Toyota', Model: 'Yaris', mileageKm: 80_000, registrationYear: 2020 }), Model: 'Yaris' };
    const at = (id: number, km: number) => published(id, { make: 'Toyota', model: 'Yaris', year: 2020, mileage: km, price: 100_000 });
    const cells = cellsOfListings(pricedListings([at(1, 130_000), at(2, 130_001), at(3, 30_000), at(4, 29_999)]).values());
    expect(figuresOfLink(link, (model, year) => cells.get(model)?.get(year))).toEqual({ NumberOfCars: 2, AverageMileage: 80_000, AveragePrice: 100_000 });
    expect([mileageCell(130_000), mileageCell(130_001), mileageCell(129_999)]).toEqual([260, 261, 259]);
  });
});
