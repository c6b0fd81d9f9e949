import * as z from 'zod';
import { FUEL_TYPES, GEAR_TYPES } from './car-vocabulary.ts';

export { FUEL_TYPES, GEAR_TYPES };

/**
 * Events of the stock car (own car, lagerbil), spec part 1 §3 "Car (details)". The car's data is stored whole at each
 * save (the car screen saves every field); the car screens of later issues add fields to `carData`.
 */
const id = z.string().regex(/^\d+$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const price = z.number().min(0).max(100_000_000);


export const carData = z
  .object({
    Make: z.string().min(1).max(100),
    Model: z.string().min(1).max(100),
    Variant: z.string().max(200),
    Motor: z.string().max(50),
    ModelYear: z.number().int().min(1900).max(2050).nullable(),
    /** First registration, YYYY-MM-DD. */
    RegistrationDate: isoDate.nullable(),
    Mileage: z.number().int().min(0).max(100_000_000).nullable(),
    CashPrice: price.nullable(),
    RetailPrice: price.nullable(),
    PriceWithNoTax: price.nullable(),
    WholesalePrice: price.nullable(),
    LeasePayment: price.nullable(),
    Color: z.string().max(50),
    FuelType: z.enum(FUEL_TYPES),
    GearType: z.enum(GEAR_TYPES).nullable(),
    /** 1 PrivateCar, 2 VanExVat, 3 VanInclVat, 4 Bus, 5 Campingbus, 6 Campingvogn, 7 Motorcykel. */
    CarType: z.number().int().min(1).max(7),
    /** Car status 0..9 (0 in stock, 1 on the way, ... 9 at the workshop). */
    Status: z.number().int().min(0).max(9),
    RegistrationNumber: z.string().max(10).regex(/^[A-ZÆØÅ0-9]*$/),
    ChassisNumber: z.string().max(30),
    VehicleNumber: z.string().max(30),
    ResponsibleUserId: z.string().nullable(),
    NumberOfDoors: z.number().int().min(0).max(9).nullable(),
    /** Horsepower. */
    Effect: z.number().int().min(0).max(5_000).nullable(),
    KmPerLiter: z.number().min(0).max(1_000).nullable(),
    ExtraEquipmentText: z.string().max(4_000),
    /** The day the car came into stock, YYYY-MM-DD: days in stock are counted from it. */
    InStockSince: isoDate,
    /** Fields of "Car (details)" the car page edits; absent in cars saved before the page had them. */
    RetailPriceDescription: z.string().max(200).optional(),
    VariantDescription: z.string().max(4_000).optional(),
    WeightTaxCosts: price.nullable().optional(),
    MarketValue: price.nullable().optional(),
    /** A new car that is not in the model catalogue: the new-car rules apply (spec part 1 §5). */
    IsNewNonDbi: z.boolean().optional(),
    /** One of the chassis types of spec part 1 §9 (the stock filter's 'karrosseri'). */
    ChassisType: z.string().max(30).optional(),
    /** The dealer's own page for the car; never a marketplace ad (spec part 1 §5). */
    ExternalUrl: z.string().max(500).optional(),
    /** The model catalogue variant the car is (its details dialog); absent when the car is not in the catalogue. */
    CarSpecificationGuid: z.string().max(100).nullable().optional(),
    /** The car's ad has a video, and 360° pictures (the list's 'Video' and '360°' columns). */
    HasVideo: z.boolean().optional(),
    Has360Image: z.boolean().optional(),
  })
  .strict();

/** Ad types of a stock car (spec part 1 §3): 0 Discount, 1 Standard, 2 Plus. */
export const AD_TYPES = [0, 1, 2] as const;

export type CarData = z.infer<typeof carData>;

export const carEvents = {
  CarCreated: z
    .object({
      CarId: id,
      DealerId: z.string().min(1),
      Car: carData,
      /** A car transferred from another department starts with what it had there (see CarTransferred). */
      TransferredFromCarId: id.optional(),
      IsInternal: z.boolean().optional(),
      AdType: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullable().optional(),
      AdTypeSetByRule: z.boolean().optional(),
      Pictures: z.array(z.string()).max(12).optional(),
    })
    .strict(),
  CarUpdated: z.object({ Car: carData }).strict(),
  /** Sell car (spec part 1 §3 "Other": CarId, IsRetailPrice, SalesPrice); both null when the price is not saved. */
  CarSold: z
    .object({ SalesPrice: price.nullable(), IsRetailPrice: z.boolean().nullable(), SoldDate: isoDate })
    .strict(),
  CarDeleted: z.object({}).strict(),
  /** Shown only internally (not advertised) or externally: spec part 1 §7 updateinternalstatus. */
  CarInternalStatusChanged: z.object({ IsInternal: z.boolean() }).strict(),
  /** The ad type chosen by hand; a rule's choice carries `SetByRule` and cannot be changed by hand. */
  CarAdTypeSet: z.object({ AdType: z.union([z.literal(0), z.literal(1), z.literal(2)]), SetByRule: z.boolean() }).strict(),
  /**
   * The car moved to another department of the same conglomerate: it leaves this department's stock, and the same
   * transaction creates it there under a new number (`NewCarId`), with its data, pictures, ad type and display.
   */
  CarTransferred: z.object({ FromDealerId: z.string().min(1), ToDealerId: z.string().min(1), NewCarId: id }).strict(),
  /** A car imported by the car API: from then on it is edited there only (the spec's CanEdit false). */
  CarLockedByCarApi: z.object({ Locked: z.boolean() }).strict(),
  /** A picture added (its id names the stored original and thumbnail). */
  CarPictureAdded: z.object({ PictureId: z.string().regex(/^[0-9a-f-]{8,40}$/) }).strict(),
  CarPictureDeleted: z.object({ PictureId: z.string() }).strict(),
  /** The pictures' order after a move: the first is the car's main picture. */
  CarPicturesReordered: z.object({ PictureIds: z.array(z.string()).max(12) }).strict(),
} as const;
