import * as z from 'zod';
import { FUEL_TYPES, GEAR_TYPES, type CarData } from '../../events/cars.ts';
import { daysBetween } from '../format.ts';
import { CHASSIS_TYPES, type ChassisType } from './vocabulary.ts';

export { CHASSIS_TYPES, type ChassisType };

/**
 * The stock car (spec part 1 §3 "Car (details)") and its validation (§5): one schema for the server and the car form,
 * with the spec's Danish messages. Enumerations with the labels staff read.
 */
export const CAR_STATUSES = {
  0: 'På lager',
  1: 'På vej',
  2: 'Reserveret',
  3: 'Solgt, ikke leveret',
  4: 'Ukendt',
  5: 'Under klargøring',
  6: 'Under transport',
  7: 'Hos lakereren',
  8: 'Afventer billeder',
  9: 'På værkstedet',
} as const;
/** What a sold car shows in place of the status it had in stock. */
export const SOLD_STATUS_TEXT = 'Solgt';

/** The status staff read: a sold car is sold, whatever its stock status was before the sale. */
export const carStatusText = (car: { Status: number; IsSold: boolean }): string =>
  car.IsSold ? SOLD_STATUS_TEXT : (CAR_STATUSES[car.Status as keyof typeof CAR_STATUSES] ?? '');

/** Days in stock stop counting on the day the car is sold. */
export const daysInStock = (car: { InStockSince: string; IsSold: boolean; SoldDate: string | null }, today: string): number =>
  daysBetween(car.InStockSince, car.IsSold && car.SoldDate ? car.SoldDate : today);

export const CAR_TYPES = {
  1: 'Personbil',
  2: 'Varebil ekskl. moms',
  3: 'Varebil inkl. moms',
  4: 'Bus',
  5: 'Campingbus',
  6: 'Campingvogn',
  7: 'Motorcykel',
} as const;
export const FUEL_TYPE_LABELS: Record<(typeof FUEL_TYPES)[number], string> = {
  Petrol: 'Benzin',
  Diesel: 'Diesel',
  Electric: 'El',
  Hybrid: 'Hybrid',
  Unknown: 'Ukendt',
};
export const GEAR_TYPE_LABELS: Record<(typeof GEAR_TYPES)[number], string> = { AutoShift: 'Automatgear', ManualShift: 'Manuelt gear' };

export const PRICE_MAX = 100_000_000;
export const MILEAGE_MAX = 100_000_000;
export const YEAR_RANGE = { min: 1900, max: 2050 } as const;

export const CarFieldMessages = {
  make: 'Mærke skal udfyldes.',
  model: 'Model skal udfyldes.',
  year: `Årstallet skal være imellem ${YEAR_RANGE.min}-${YEAR_RANGE.max}`,
  date: 'Indtast en gyldig dato.',
  integer: 'Indtast gyldigt tal',
  price: 'Prisen skal være et tal mellem 0 og 100.000.000.',
  mileage: 'Km. skal være et tal mellem 0 og 100.000.000.',
  priceWithNoTax: 'Prisen uden afgift skal være lavere end detailprisen',
  registrationNumber: 'Registreringsnummeret må kun indeholde bogstaver og tal.',
  carType: 'Vælg en biltype.',
  status: 'Vælg en status.',
  fuelType: 'Vælg et drivmiddel.',
  gearType: 'Vælg en geartype.',
  url: 'Indtast en gyldig URL',
  marketplaceUrl: 'Adressen må ikke pege på Bilbasen eller DBA',
  newCarAge: 'Bilen må maks være 4 år.',
  newCarMileage: 'Km. må maks være 2.000 på en ny bil.',
  chassisType: 'Vælg en karrosseritype.',
} as const;


/** Ad types (spec part 1 §3), value → label. */
export const AD_TYPE_LABELS = { 0: 'Discount', 1: 'Standard', 2: 'Plus' } as const;

/** The two car-ad marketplaces a car's own URL may not point to (spec part 1 §5). */
const MARKETPLACE_HOSTS = ['bilbasen.dk', 'dba.dk'];

/** The car's external URL: empty, or an http(s) address that is not an ad on a marketplace. Returns the message. */
export const externalUrlProblem = (value: string): string | null => {
  if (value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return CarFieldMessages.url;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return CarFieldMessages.url;
  const host = url.hostname.toLowerCase();
  if (MARKETPLACE_HOSTS.some((marketplace) => host === marketplace || host.endsWith(`.${marketplace}`))) return CarFieldMessages.marketplaceUrl;
  return null;
};

/** The new-car rules (spec part 1 §5): at most 4 model years old and at most 2,000 km. */
export const NEW_CAR_MAX_AGE_YEARS = 4;
export const NEW_CAR_MAX_MILEAGE = 2_000;

const tooLong = (max: number): string => `Må højst være ${max} tegn.`;
const text = (max: number) =>
  z
    .string({ error: 'Indtast tekst.' })
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => value ?? '');
const required = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));
const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

const price = nullable(z.number({ error: CarFieldMessages.price }).min(0, CarFieldMessages.price).max(PRICE_MAX, CarFieldMessages.price));
const whole = (max: number, message: string) =>
  nullable(z.number({ error: CarFieldMessages.integer }).int(CarFieldMessages.integer).min(0, message).max(max, message));

const isCalendarDate = (value: string): boolean => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
/** A server date (YYYY-MM-DD, spec part 1 §5) within the date picker's years 1900..2050. */
export const serverDateField = z
  .string({ error: CarFieldMessages.date })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, CarFieldMessages.date)
  .refine(isCalendarDate, CarFieldMessages.date)
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= YEAR_RANGE.min && year <= YEAR_RANGE.max;
  }, CarFieldMessages.year);

/** Plates are stored upper-case without spaces ('ab 12 345' → 'AB12345'). */
const registrationNumber = text(12)
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .refine((value) => value.length <= 10, tooLong(10))
  .refine((value) => /^[A-ZÆØÅ0-9]*$/.test(value), CarFieldMessages.registrationNumber);

const literalKeys = <T extends Record<number, string>>(labels: T): number[] => Object.keys(labels).map(Number);
const oneOf = (values: readonly number[], message: string) =>
  z.number({ error: message }).refine((value) => values.includes(value), message);

export const carSchema = z
  .object({
    Make: required(100, CarFieldMessages.make),
    Model: required(100, CarFieldMessages.model),
    Variant: text(200),
    Motor: text(50),
    ModelYear: nullable(z.number({ error: CarFieldMessages.year }).int(CarFieldMessages.year).min(YEAR_RANGE.min, CarFieldMessages.year).max(YEAR_RANGE.max, CarFieldMessages.year)),
    RegistrationDate: nullable(serverDateField),
    Mileage: whole(MILEAGE_MAX, CarFieldMessages.mileage),
    CashPrice: price,
    RetailPrice: price,
    PriceWithNoTax: price,
    WholesalePrice: price,
    LeasePayment: price,
    Color: text(50),
    FuelType: z
      .enum(FUEL_TYPES, { error: CarFieldMessages.fuelType })
      .nullish()
      .transform((value) => value ?? 'Unknown'),
    GearType: nullable(z.enum(GEAR_TYPES, { error: CarFieldMessages.gearType })),
    CarType: oneOf(literalKeys(CAR_TYPES), CarFieldMessages.carType)
      .nullish()
      .transform((value) => value ?? 1),
    Status: oneOf(literalKeys(CAR_STATUSES), CarFieldMessages.status)
      .nullish()
      .transform((value) => value ?? 0),
    RegistrationNumber: registrationNumber,
    ChassisNumber: text(30).transform((value) => value.toUpperCase()),
    VehicleNumber: text(30),
    ResponsibleUserId: nullable(z.string().trim().min(1).max(50)),
    NumberOfDoors: whole(9, 'Antal døre skal være mellem 0 og 9.'),
    Effect: whole(5_000, 'Hk skal være mellem 0 og 5.000.'),
    KmPerLiter: nullable(z.number({ error: CarFieldMessages.integer }).min(0).max(1_000)),
    ExtraEquipmentText: text(4_000),
    InStockSince: serverDateField,
    RetailPriceDescription: text(200),
    VariantDescription: text(4_000),
    WeightTaxCosts: price,
    MarketValue: price,
    IsNewNonDbi: z.boolean({ error: 'IsNewNonDbi skal være true eller false.' }).nullish().transform((value) => value ?? false),
    ChassisType: z
      .string({ error: CarFieldMessages.chassisType })
      .nullish()
      .transform((value) => value?.trim() ?? '')
      .refine((value) => value === '' || Object.hasOwn(CHASSIS_TYPES, value), CarFieldMessages.chassisType),
    ExternalUrl: text(500),
    /** The model catalogue variant the car is, when it was made from one (the case's specified vehicle). */
    CarSpecificationGuid: nullable(z.string({ error: 'CarSpecificationGuid skal være en tekst.' }).trim().max(100, 'CarSpecificationGuid må højst være 100 tegn.')),
    HasVideo: z.boolean({ error: 'HasVideo skal være true eller false.' }).nullish().transform((value) => value ?? false),
    Has360Image: z.boolean({ error: 'Has360Image skal være true eller false.' }).nullish().transform((value) => value ?? false),
  })
  .superRefine((car, context) => {
    const urlProblem = externalUrlProblem(car.ExternalUrl);
    if (urlProblem) context.addIssue({ code: 'custom', path: ['ExternalUrl'], message: urlProblem });
    if (car.IsNewNonDbi) {
      // Counted from the year the car came into stock, so that a saved car does not turn invalid by itself.
      const stockYear = Number(car.InStockSince.slice(0, 4));
      if (car.ModelYear !== null && stockYear - car.ModelYear > NEW_CAR_MAX_AGE_YEARS) {
        context.addIssue({ code: 'custom', path: ['ModelYear'], message: CarFieldMessages.newCarAge });
      }
      if (car.Mileage !== null && car.Mileage > NEW_CAR_MAX_MILEAGE) {
        context.addIssue({ code: 'custom', path: ['Mileage'], message: CarFieldMessages.newCarMileage });
      }
    }
    // Spec part 1 §5: the price without tax must be lower than the retail price (a retail price of 0 is call-for-price).
    if (car.PriceWithNoTax !== null && car.RetailPrice && car.PriceWithNoTax >= car.RetailPrice) {
      context.addIssue({ code: 'custom', path: ['PriceWithNoTax'], message: CarFieldMessages.priceWithNoTax });
    }
  });

export type Car = z.output<typeof carSchema>;
export type CarInput = z.input<typeof carSchema>;
// The validated car is exactly what the events store.
export const toCarData = (car: Car): CarData => car;

/** The title the case and the lists show: 'Make Model Variant'. */
export const carTitle = (car: Pick<CarData, 'Make' | 'Model' | 'Variant'>): string =>
  [car.Make, car.Model, car.Variant]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

