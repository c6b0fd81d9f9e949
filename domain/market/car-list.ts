import * as z from 'zod';
import { CAR_TYPES } from '../cars/car.ts';
import { PAGE_SIZE } from './car-list-paging.ts';

export { PAGE_SIZE };

/*
 * The answers of the all-cars list (spec part 1 §3 "All-cars grid", "Price guide", §7 the carlist calls), declared once
 * for the server that gives them and the list that reads them.
 */

/** The spec's car types (part 1 §2): the same as a stock car's. */
export const MARKET_CAR_TYPES: Readonly<Record<number, string>> = CAR_TYPES;

export const priceGuideResponse = z.object({
  NumberOfCars: z.number(),
  AverageMileage: z.number(),
  AveragePrice: z.number(),
  ActualMileage: z.number().nullable(),
  PricePrKmCalculated: z.number(),
  PricePrKmUserOverwrite: z.number().nullable(),
  CalculatedPrice: z.number().nullable(),
});

const listRow = z.object({
  Id: z.string(),
  Type: z.number(),
  TypeName: z.string(),
  Make: z.string(),
  Model: z.string(),
  Variant: z.string(),
  FuelType: z.string(),
  FirstRegistrationDate: z.string(),
  Mileage: z.number(),
  CashPrice: z.number(),
  Price: z.number(),
  ZipCode: z.string(),
  City: z.string(),
  ModifiedDate: z.string(),
  IsSold: z.boolean(),
  SalesPriceType: z.string().nullable(),
  SalesDate: z.string().nullable(),
  SalesPrice: z.number().nullable(),
});
export type CarListRow = z.infer<typeof listRow>;

/** GET /api/carlist/search */
export const carListSearchResponse = z.object({
  Total: z.number(),
  Offset: z.number(),
  Count: z.number(),
  List: z.array(listRow),
  /** Of every car the search finds (not the page); null without the price-guide function or without cars. */
  PriceGuide: priceGuideResponse.nullable(),
});

/** GET /api/carlist/getmakes */
export const carListMakesResponse = z.array(z.object({ Id: z.string(), Name: z.string(), Count: z.number() }));
/** GET /api/carlist/getcartypes */
export const carListCarTypesResponse = z.array(z.object({ Id: z.number(), Name: z.string(), Count: z.number() }));

/** GET /api/CarList/GetDetails: the car's details (spec part 1 §3 "Car (details)") as the market tells them. */
export const carListDetailsResponse = z.object({
  Id: z.string(),
  CarTitle: z.string(),
  Make: z.string(),
  Model: z.string(),
  Motor: z.string(),
  Variant: z.string(),
  ModelYear: z.number(),
  RegistrationDate: z.string(),
  CarType: z.number(),
  ShortCarType: z.string(),
  FuelType: z.string(),
  GearType: z.string(),
  Mileage: z.number(),
  Color: z.string(),
  NumberOfDoors: z.number(),
  Effect: z.number(),
  KmPerLiter: z.number().nullable(),
  CashPrice: z.number(),
  Price: z.number(),
  DeliveryCost: z.number(),
  CarSpecificationGuid: z.string().nullable(),
  IsSold: z.boolean(),
  SalesDate: z.string().nullable(),
  SalesPrice: z.number().nullable(),
  CreatedDate: z.string(),
  ModifiedDate: z.string(),
  ExpectedExpirationDate: z.string(),
  Marketplace: z.string(),
  Link: z.string(),
  /** A market car is never edited in DealerHub. */
  CanEdit: z.literal(false),
  DealerName: z.string(),
  DealerPhone: z.string(),
  DealerZip: z.string(),
  DealerCity: z.string(),
});

export type CarListPage = z.infer<typeof carListSearchResponse>;
export type PriceGuideFigures = z.infer<typeof priceGuideResponse>;
export type CarListChoice<Id = string> = { Id: Id; Name: string; Count: number };
export type CarListDetails = z.infer<typeof carListDetailsResponse>;
