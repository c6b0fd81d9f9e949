import * as z from 'zod';

/**
 * Events of the customer car (kundebil), which a case uses as its swap car (spec part 1 §3 "Customer car", part 2 §3
 * "Swap car" and "Bid entry"). The car is stored whole at each save (the swap car tab sends every field). The owner is
 * the customer's id; what identifies the customer's car, and so the customer (registration and chassis number), and
 * the free-text comment are the customer's personal data: the event store keeps them only sealed with the customer's
 * key (`customerCarPersonalFields`), so that forgetting the customer makes them unreadable. A bid names the
 * salesperson who gave it (staff, as the user events do).
 */
const id = z.string().regex(/^\d+$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const text = (max: number) => z.string().max(max);
const year = z.number().int().min(1900).max(2100).nullable();

/** Car type 1 PrivateCar, 2 VanExVat, 3 VanInclVat, 4 Bus, 5 Campingbus, 6 Campingvogn, 7 Motorcykel. */
export const customerCarType = z.number().int().min(1).max(7);
/** Fuel 0 Unknown, 1 Gasoline, 2 Diesel, 3 Electric. */
export const customerCarFuel = z.number().int().min(0).max(3);

export const customerCarVariant = z
  .object({
    Guid: text(64).nullable(),
    Title: text(300),
    Make: text(100),
    Model: text(100),
    Motor: text(100),
    NumberOfDoors: z.number().int().min(0).max(9).nullable(),
    Type: customerCarType.nullable(),
    FuelType: customerCarFuel.nullable(),
    ModelYear: year,
    ProductionPeriodYearStart: year,
    ProductionPeriodYearEnd: year,
    IsVan: z.boolean(),
    IsPassengerCar: z.boolean(),
  })
  .strict();

export const customerCarData = z
  .object({
    CustomerId: id,
    CarGuid: text(64).nullable(),
    CarSpecificationGuid: text(64).nullable(),
    RegistrationNumber: text(10),
    RegistrationDate: isoDate.nullable(),
    ChassisNumber: text(30),
    InspectionDate: isoDate.nullable(),
    Mileage: z.number().int().min(0).max(100_000_000).nullable(),
    MileageWarranty: z.boolean().nullable(),
    VehicleNumber: text(30),
    Comment: text(4_000),
    /** 0 unknown, 1 private, 2 business, 3 taxi, 4 rental, 5 leasing, 6 new car. */
    FormerUse: z.number().int().min(0).max(6),
    /** 0 unknown, 1 yes, 2 no, 3 no timing belt; the mileage and date only when 1. */
    TimingBeltReplaced: z.number().int().min(0).max(3),
    TimingBeltReplacedAtMileage: z.number().int().min(0).max(3_000_000).nullable(),
    TimingBeltReplacedAtMileageDate: isoDate.nullable(),
    /** 0 not filled, 1 filled, 2 partly. */
    ServiceBook: z.number().int().min(0).max(2),
    ParticleFilter: z.boolean().nullable(),
    Damages: text(4_000),
    /** 1 yes, 0 no, 2 unknown. */
    SeverelyDamaged: z.number().int().min(0).max(2),
    IsVatFree: z.boolean().nullable(),
    IsVatFreeCar: z.boolean().nullable(),
    FinancedBy: text(200),
    CarColorId: id.nullable(),
    /** 1 paid, 2 not paid, 0 unknown. */
    TaxPaid: z.number().int().min(0).max(2),
    NumberOfKeys: z.number().int().min(1).max(5).nullable(),
    LatestBid: z.number().min(0).max(100_000_000).nullable(),
    Variant: customerCarVariant,
  })
  .strict();
export type CustomerCarData = z.infer<typeof customerCarData>;

/** One bid on the swap car, recorded whenever a new LatestBid is saved (spec part 2 §3 "Bid entry"). */
export const bidEntry = z
  .object({
    Id: id,
    CaseId: id.nullable(),
    CreatedByUserName: text(256),
    CreatedDate: z.string().datetime(),
    Price: z.number().min(0).max(100_000_000),
    CarTitle: text(300),
    FirstRegistration: isoDate.nullable(),
    /** The dealer's (department's) name. */
    BranchName: text(256),
  })
  .strict();
export type BidEntry = z.infer<typeof bidEntry>;

/** The personal fields of a customer car, and whose they are: its customer's. */
const sealedCar = { subject: (data: unknown): string => `customer#${(data as { Car: CustomerCarData }).Car.CustomerId}`, paths: [['Car', 'RegistrationNumber'], ['Car', 'ChassisNumber'], ['Car', 'Comment']] };
export const customerCarPersonalFields = { CustomerCarCreated: sealedCar, CustomerCarUpdated: sealedCar } as const;

export const customerCarEvents = {
  CustomerCarCreated: z.object({ CarId: id, DealerId: z.string().min(1), Car: customerCarData }).strict(),
  CustomerCarUpdated: z.object({ Car: customerCarData }).strict(),
  CustomerCarBidRecorded: z.object({ Bid: bidEntry }).strict(),
  CustomerCarDeleted: z.object({}).strict(),
  /** The swap car was taken into stock when the document was signed (spec part 2 §5): the stock car's number, once. */
  CustomerCarTakenIntoStock: z.object({ CarId: id }).strict(),
  /**
   * The car's customer was forgotten (GDPR erasure): the car goes with it, its rows everywhere; its personal fields were
   * sealed with the customer's key and are unreadable already. A stock car it became stays: that is the dealer's car.
   */
  CustomerCarForgotten: z.object({}).strict(),
} as const;
