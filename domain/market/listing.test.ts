import { describe, expect, it } from 'vitest';
import type { ListingEvent, ListingPublished } from '../../events/market.ts';
import { projectListings, regionOfZip } from './listing.ts';

const published = (ListingId: string, changes: Partial<ListingPublished> = {}): ListingEvent => ({
  type: 'MarketListingPublished',
  data: {
    ListingId,
    Source: 'Bilbasen',
    SourceListingId: `ad-${ListingId}`,
    Link: `https://www.bilbasen.dk/brugt/bil/toyota/yaris/${ListingId}`,
    PublishedAt: '2026-09-01T10:00:00.000Z',
    ExpectedExpirationDate: '2026-11-30',
    Make: 'Toyota',
    Model: 'Yaris',
    Variant: 'Active',
    Motor: '1.5 Hybrid',
    ModelCatalogueId: null,
    CarType: 1,
    FuelType: 'Hybrid',
    GearType: 'AutoShift',
    ModelYear: 2021,
    FirstRegistrationDate: '2021-03-01',
    Mileage: 62_000,
    Color: 'Hvid',
    NumberOfDoors: 5,
    Effect: 116,
    KmPerLiter: 26.3,
    CashPrice: 154_900,
    DeliveryCost: 3_995,
    ZipCode: '8000',
    City: 'Aarhus C',
    SellerName: 'Autohuset Aarhus C',
    SellerPhone: '86000000',
    ...changes,
  },
});

describe('the market-wide list, projected from the listing events', () => {
  it('a published listing is for sale at its price, and its price without delivery costs', () => {
    const listing = projectListings([published('1')]).get('1');
    expect(listing).toMatchObject({ CashPrice: 154_900, Price: 150_905, CreatedDate: '2026-09-01', ModifiedDate: '2026-09-01', Region: 'Midtjylland', IsSold: false, SalesPrice: null });
  });

  it('a price change moves both prices and the modified date', () => {
    const listing = projectListings([published('1'), { type: 'MarketListingPriceChanged', data: { ListingId: '1', CashPrice: 149_900, ChangedAt: '2026-10-02T09:00:00.000Z' } }]).get('1');
    expect(listing).toMatchObject({ CashPrice: 149_900, Price: 145_905, ModifiedDate: '2026-10-02', CreatedDate: '2026-09-01' });
  });

  it('a sold listing stays, sold at its last price on the day it expired', () => {
    const listing = projectListings([
      published('1'),
      { type: 'MarketListingPriceChanged', data: { ListingId: '1', CashPrice: 149_900, ChangedAt: '2026-10-02T09:00:00.000Z' } },
      { type: 'MarketListingExpired', data: { ListingId: '1', ExpiredAt: '2026-10-20T12:00:00.000Z', Sold: true } },
      { type: 'MarketListingPriceChanged', data: { ListingId: '1', CashPrice: 99_900, ChangedAt: '2026-10-21T09:00:00.000Z' } },
    ]).get('1');
    expect(listing).toMatchObject({ IsSold: true, SalesDate: '2026-10-20', SalesPrice: 149_900, SalesPriceType: 'CashPrice', CashPrice: 149_900 });
  });

  it('a withdrawn listing leaves the list', () => {
    const listings = projectListings([published('1'), published('2'), { type: 'MarketListingExpired', data: { ListingId: '1', ExpiredAt: '2026-10-20T12:00:00.000Z', Sold: false } }]);
    expect([...listings.keys()]).toEqual(['2']);
  });

  it('places zip codes in the five regions', () => {
    expect(['1050', '3700', '4000', '5000', '6700', '7100', '8000', '7400', '9000'].map(regionOfZip)).toEqual([
      'Hovedstaden',
      'Hovedstaden',
      'Sjælland',
      'Syddanmark',
      'Syddanmark',
      'Syddanmark',
      'Midtjylland',
      'Midtjylland',
      'Nordjylland',
    ]);
  });
});
