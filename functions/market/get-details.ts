import { query } from '../platform/http/endpoint.ts';
import { notFound } from '../platform/errors.ts';
import { marketSearch } from './market.ts';
import { MarketMessages } from '../../domain/market/messages.ts';
import { carListDetailsQuery, carListDetailsResponse, MARKET_CAR_TYPES } from './schemas.ts';

/** GET /api/CarList/GetDetails/?id: a market car's details and its seller, with the link to the ad. */
export const handler = query({
  summary: 'En bil på markedet: detaljer, sælger og link til annoncen.',
  responses: { 200: carListDetailsResponse },
  query: carListDetailsQuery,
  async run({ query: { id } }) {
    const car = await (await marketSearch()).byId(id);
    if (!car) throw notFound(MarketMessages.notFound);
    return {
      Id: car.ListingId,
      CarTitle: `${car.Make} ${car.Model} ${car.Motor} ${car.Variant}`.replace(/\s+/g, ' ').trim(),
      Make: car.Make,
      Model: car.Model,
      Motor: car.Motor,
      Variant: car.Variant,
      ModelYear: car.ModelYear,
      RegistrationDate: car.FirstRegistrationDate,
      CarType: car.CarType,
      ShortCarType: MARKET_CAR_TYPES[car.CarType] ?? '',
      FuelType: car.FuelType,
      GearType: car.GearType,
      Mileage: car.Mileage,
      Color: car.Color,
      NumberOfDoors: car.NumberOfDoors,
      Effect: car.Effect,
      KmPerLiter: car.KmPerLiter,
      CashPrice: car.CashPrice,
      Price: car.Price,
      DeliveryCost: car.DeliveryCost,
      CarSpecificationGuid: car.ModelCatalogueId,
      IsSold: car.IsSold,
      SalesDate: car.SalesDate,
      SalesPrice: car.SalesPrice,
      CreatedDate: car.CreatedDate,
      ModifiedDate: car.ModifiedDate,
      ExpectedExpirationDate: car.ExpectedExpirationDate,
      Marketplace: car.Source,
      Link: car.Link,
      CanEdit: false as const,
      DealerName: car.SellerName,
      DealerPhone: car.SellerPhone,
      DealerZip: car.ZipCode,
      DealerCity: car.City,
    };
  },
});
