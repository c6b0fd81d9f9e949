import { priceGuide } from '../../domain/market/price-guide.ts';
import type { MarketListing } from '../../domain/market/listing.ts';
import { query } from '../platform/http/endpoint.ts';
import { marketSearch } from './market.ts';
import { carListSearchQuery, carListSearchResponse, MARKET_CAR_TYPES, PAGE_SIZE, type CarListRow } from './schemas.ts';

export const listRowOf = (car: MarketListing): CarListRow => ({
  Id: car.ListingId,
  Type: car.CarType,
  TypeName: MARKET_CAR_TYPES[car.CarType] ?? '',
  Make: car.Make,
  Model: car.Model,
  Variant: car.Variant,
  FuelType: car.FuelType,
  FirstRegistrationDate: car.FirstRegistrationDate,
  Mileage: car.Mileage,
  CashPrice: car.CashPrice,
  Price: car.Price,
  ZipCode: car.ZipCode,
  City: car.City,
  ModifiedDate: car.ModifiedDate,
  IsSold: car.IsSold,
  SalesPriceType: car.SalesPriceType,
  SalesDate: car.SalesDate,
  SalesPrice: car.SalesPrice,
});

/**
 * GET /api/carlist/search/: the all-cars list over the whole market, searched, sorted and paged on the search port,
 * with the price guide of every car found (spec part 1 §9) for the dealers whose package holds the price guide. The
 * market is the same for every dealer: no department scope applies.
 */
export const handler = query({
  summary: 'Alle biler på markedet: søgning, filtre, sortering, sider og prisguide.',
  responses: { 200: carListSearchResponse },
  query: carListSearchQuery,
  async run({ query: search, session }) {
    const market = await marketSearch();
    const offset = search.offset ?? 0;
    const page = await market.search({ ...search, offset, count: search.count ?? PAGE_SIZE });
    const figures = page.Figures;
    const guide =
      session.roleFlags.has('priceguide') && figures.NumberOfCars > 0
        ? search.ActualMileage === undefined
          ? { ...priceGuide({ ...figures, ActualMileage: 0, PricePrKmUserOverwrite: search.PricePrKmUserOverwrite }), ActualMileage: null, CalculatedPrice: null }
          : priceGuide({ ...figures, ActualMileage: search.ActualMileage, PricePrKmUserOverwrite: search.PricePrKmUserOverwrite })
        : null;
    return { Total: page.Total, Offset: offset, Count: page.List.length, List: page.List.map(listRowOf), PriceGuide: guide };
  },
});
