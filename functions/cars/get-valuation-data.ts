import * as z from 'zod';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { getRow } from '../platform/read-models.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { CarMessages } from '../../domain/cars/messages.ts';
import { priceAgainstMarket } from '../market/readers.ts';
import { carDetailsKey, type CarDetailsRow } from './projections/car-details.ts';
import { stockCarsById } from './readers.ts';

const priceRange = z.object({ From: z.number(), To: z.number() });

/** Spec part 1 §3 "Valuation data". Colour 0 and no ranges: the car is unique on the market (too few comparable cars). */
export const valuationDataResponse = z.object({
  CarImage: z.string().nullable(),
  CarTitle: z.string(),
  CarCurrentPrice: z.number().nullable(),
  CarEstimatedPrice: z.number().nullable(),
  CurrentRangeColor: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  GreenRange: priceRange.nullable(),
  YellowRange: priceRange.nullable(),
  RedRange: priceRange.nullable(),
  FirstRegistrationDate: z.string().nullable(),
  Mileage: z.number().nullable(),
  ModelCatalogId: z.string().nullable(),
  /** The comparable cars for sale the estimate is made from. */
  NumberOfCars: z.number(),
});

/**
 * GET /api/owncarlist/getvaluationdata/?carId: the price estimate of a stock car (spec part 1 §2 price estimate, §3
 * "Valuation data", §9): the market's estimated price, the green, yellow and red ranges rounded to the nearest
 * thousand and the range the car's own price falls in. The car is the dealer's (the platform lets a caller name only a
 * car of the departments it reads; a sold car has no estimate); the market it is priced against is everyone's,
 * read through the market's readers.
 */
export const handler = query({
  summary: 'Prisvurdering af en lagerbil mod markedet: estimeret pris og prisintervaller.',
  responses: { 200: valuationDataResponse },
  query: querySchema({ carId: scopedId('car', 'carId', 'Bil-id') }),
  async run({ query: { carId }, session }) {
    const [cars, details] = await Promise.all([stockCarsById(session.dealerId, [carId]), getRow<CarDetailsRow>(carDetailsKey(session.dealerId, carId))]);
    const car = cars.get(carId);
    if (!car || car.IsSold) throw notFound(CarMessages.notFound);
    const registrationYear = car.RegistrationDate ? Number(car.RegistrationDate.slice(0, 4)) : (car.ModelYear ?? null);
    const priced =
      car.Make && car.Model && registrationYear !== null
        ? await priceAgainstMarket({ Make: car.Make, Model: car.Model, Mileage: car.Mileage ?? 0, RegistrationYear: registrationYear, CurrentPrice: car.CashPrice })
        : null;
    return {
      CarImage: null,
      CarTitle: car.Title || [car.Make, car.Model, car.Variant].filter(Boolean).join(' '),
      CarCurrentPrice: car.CashPrice,
      CarEstimatedPrice: priced?.Valuation.CarEstimatedPrice ?? null,
      CurrentRangeColor: priced?.Valuation.CurrentRangeColor ?? 0,
      GreenRange: priced?.Valuation.GreenRange ?? null,
      YellowRange: priced?.Valuation.YellowRange ?? null,
      RedRange: priced?.Valuation.RedRange ?? null,
      FirstRegistrationDate: car.RegistrationDate,
      Mileage: car.Mileage,
      // The catalogue variant the car is, which market insights shows the market of; a car not in the catalogue has none.
      ModelCatalogId: details?.CarSpecificationGuid ?? null,
      NumberOfCars: priced?.Guide.NumberOfCars ?? 0,
    };
  },
});
