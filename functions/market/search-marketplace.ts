import { danishToday } from '../../domain/format.ts';
import type { MarketListing } from '../../domain/market/listing.ts';
import { createdRange } from '../../domain/market/marketplace.ts';
import { badRequest } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { marketSearch } from './market.ts';
import { marketplaceSearchQuery, marketplaceSearchResponse, type MarketplaceListing } from './marketplace-schemas.ts';

const PAGE_SIZE = 50;

export const marketplaceListingOf = (car: MarketListing): MarketplaceListing => ({
  Id: car.ListingId,
  CreatedDate: car.CreatedDate,
  ExpectedExpirationDate: car.ExpectedExpirationDate,
  Currency: 'DKK',
  RetailPrice: car.CashPrice,
  SalesPriceType: 'CashPrice',
  PriceWithNoTax: null,
  WholesalePrice: car.Source === 'Engros' ? car.CashPrice : null,
  CarTitle: `${car.Make} ${car.Model} ${car.Motor} ${car.Variant}`.replace(/\s+/g, ' ').trim(),
  Make: car.Make,
  Model: car.Model,
  Variant: car.Variant,
  CarType: car.CarType,
  ModelCatalogueId: car.ModelCatalogueId,
  ModelYear: car.ModelYear,
  Motor: car.Motor,
  NumberOfDoors: car.NumberOfDoors,
  Color: car.Color,
  Description: '',
  Effect: car.Effect,
  FuelType: car.FuelType,
  GearType: car.GearType,
  KmPerLiter: car.KmPerLiter,
  Mileage: car.Mileage,
  PictureUrls: [],
  SharedListingId: car.SourceListingId,
  WeightTaxCosts: null,
  Marketplace: car.Source,
  Link: car.Link,
  DealerName: car.SellerName,
  DealerPhone: car.SellerPhone,
  DealerEmail: null,
  DealerAddress: null,
  DealerCity: car.City,
  DealerZip: car.ZipCode,
});

/**
 * GET /api/marketplace/searchallmarketplace/: the listings for sale on the marketplaces (spec part 1 §2, §3
 * "Marketplace listing"), created from a day no later than yesterday up to a day that defaults to today (§5), newest
 * first. Every row carries what the detail pane shows, the link to the listing included.
 */
export const handler = query({
  summary: 'Markedspladsen: annoncer til salg, søgning, sortering og sider.',
  responses: { 200: marketplaceSearchResponse },
  query: marketplaceSearchQuery,
  async run({ query: search }) {
    const range = createdRange(danishToday(), search.CreatedDateFrom, search.CreatedDateTo);
    if ('refused' in range) throw badRequest(range.field, range.refused);
    const offset = search.offset ?? 0;
    const { CreatedDateFrom: _from, CreatedDateTo: _to, Marketplaces, ...filters } = search;
    const page = await (await marketSearch()).search({
      ...filters,
      IsSold: false,
      CreatedDateFrom: range.from,
      CreatedDateTo: range.to,
      Sources: Marketplaces ?? null,
      sort: search.sort ?? 'CreatedDate',
      sortdir: search.sortdir ?? (search.sort ? 'asc' : 'desc'),
      offset,
      count: search.count ?? PAGE_SIZE,
    });
    return { Total: page.Total, Offset: offset, Count: page.List.length, List: page.List.map(marketplaceListingOf) };
  },
});
