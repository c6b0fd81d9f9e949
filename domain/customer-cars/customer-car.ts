import * as z from 'zod';
import type { CustomerCarData } from '../../events/customer-cars.ts';
import { DATE_PICKER_RANGE, danishDateError, parseDateEntry, toClientDate, toServerDate } from '../format.ts';
import { CustomerCarMessages } from './messages.ts';

/**
 * The customer car (kundebil), which a case uses as its swap car (spec part 1 §3 "Customer car", part 2 §3 "Swap car")
 * and its validation (part 1 §5, part 2 §5), one schema for the server and the swap car tab. On the wire the spec's
 * field names, ids as digit strings, dates YYYY-MM-DD. The tab keeps what the user typed in a date or number field
 * as text until it is valid, so the schema accepts a date as typed (DD-MM-YYYY and the other entry forms) and numbers
 * as digit text, and answers with the spec's messages.
 */

/** Enumerations with their Danish labels, in the order the selects show them. */
export const CAR_TYPES = { 1: 'Personbil', 2: 'Varebil ekskl. moms', 3: 'Varebil inkl. moms', 4: 'Bus', 5: 'Campingbus', 6: 'Campingvogn', 7: 'Motorcykel' } as const;
export const FUEL_TYPES = { 0: 'Ukendt', 1: 'Benzin', 2: 'Diesel', 3: 'El' } as const;
export const FORMER_USES = { 0: 'Ukendt', 1: 'Privat', 2: 'Erhverv', 3: 'Taxa', 4: 'Udlejning', 5: 'Leasing', 6: 'Ny bil' } as const;
export const TIMING_BELT_REPLACED = { 0: 'Ukendt', 1: 'Ja', 2: 'Nej', 3: 'Ingen tandrem' } as const;
export const SEVERELY_DAMAGED = { 0: 'Nej', 1: 'Ja', 2: 'Ukendt' } as const;
export const TAX_PAID = { 0: 'Ukendt', 1: 'Betalt', 2: 'Ikke betalt' } as const;
export const SERVICE_BOOK = { 0: 'Ikke udfyldt', 1: 'Udfyldt', 2: 'Delvist udfyldt' } as const;
export const NUMBER_OF_KEYS = [1, 2, 3, 4, 5] as const;

/** Timing belt replaced: yes. Only then do the belt's mileage and date mean anything. */
export const TIMING_BELT_REPLACED_YES = 1;

const DATE_YEARS = DATE_PICKER_RANGE;

/**
 * A Danish date, years 1900-2050: accepts the wire form (YYYY-MM-DD) or the typed form, yields YYYY-MM-DD or null
 * when blank; otherwise the spec's message ('Årstallet skal være imellem 1900-2050').
 */
export const danishDateField = z
  .string({ error: 'Indtast en gyldig dato (dd-mm-åååå).' })
  .trim()
  .nullish()
  .transform((value, context): string | null => {
    if (!value) return null;
    const typed = /^\d{4}-\d{2}-\d{2}$/.test(value) ? toClientDate(value) : (parseDateEntry(value) ?? value);
    const message = danishDateError(typed, DATE_YEARS);
    if (message) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return toServerDate(typed) ?? null;
  });

/** A whole number 0..max (number or digit text), or null when blank. */
const wholeNumber = (max: number, maxMessage: string, min = 0, minMessage: string = CustomerCarMessages.integer) =>
  z
    .union([z.number(), z.string()], { error: CustomerCarMessages.integer })
    .nullish()
    .transform((value, context): number | null => {
      const text = typeof value === 'string' ? value.trim() : value;
      if (text === null || text === undefined || text === '') return null;
      const number = typeof text === 'number' ? text : /^\d+$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isInteger(number)) context.addIssue({ code: 'custom', message: CustomerCarMessages.integer });
      else if (number < min) context.addIssue({ code: 'custom', message: minMessage });
      else if (number > max) context.addIssue({ code: 'custom', message: maxMessage });
      else return number;
      return z.NEVER;
    });

/** Production period years: numeric or blank (spec part 2 §5). */
const productionYear = wholeNumber(2100, CustomerCarMessages.integer);

const text = (max: number) =>
  z
    .string({ error: 'Indtast tekst.' })
    .trim()
    .max(max, `Må højst være ${max} tegn.`)
    .nullish()
    .transform((value) => value ?? '');

const choice = (values: Record<number, string>, fallback: number) =>
  z
    .number({ error: CustomerCarMessages.choose })
    .int(CustomerCarMessages.choose)
    .refine((value) => Object.hasOwn(values, value), CustomerCarMessages.choose)
    .nullish()
    .transform((value) => value ?? fallback);

const optionalChoice = (values: Record<number, string>) =>
  z
    .number({ error: CustomerCarMessages.choose })
    .int(CustomerCarMessages.choose)
    .refine((value) => Object.hasOwn(values, value), CustomerCarMessages.choose)
    .nullish()
    .transform((value) => value ?? null);

const flag = z
  .boolean({ error: CustomerCarMessages.choose })
  .nullish()
  .transform((value) => value ?? null);

const optionalId = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} skal være et tal.` })
    .nullish()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
    .refine((value) => value === '' || /^\d{1,12}$/.test(value), `${label} skal være et tal.`)
    .transform((value) => (value === '' ? null : value));

export const customerCarVariantSchema = z
  .object({
    Guid: text(64).transform((value) => value || null),
    Title: text(300),
    Make: text(100),
    Model: text(100),
    Motor: text(100),
    NumberOfDoors: wholeNumber(9, CustomerCarMessages.integer),
    Type: optionalChoice(CAR_TYPES),
    FuelType: optionalChoice(FUEL_TYPES),
    ModelYear: productionYear,
    ProductionPeriodYearStart: productionYear,
    ProductionPeriodYearEnd: productionYear,
    IsVan: z.boolean().nullish().transform((value) => value ?? false),
    IsPassengerCar: z.boolean().nullish().transform((value) => value ?? false),
    /** Shown by the original as '{product}CarTypeName'; derived from Type here, accepted and ignored. */
    CarTypeName: z.string().nullish(),
  })
  .transform(({ CarTypeName: _ignored, ...variant }) => variant);

/** Van or passenger car: the variant's own flags, or its car type (1 passenger car; 2 and 3 vans). */
export const isVan = (variant: { IsVan?: boolean | null; Type?: number | null }): boolean => Boolean(variant.IsVan) || variant.Type === 2 || variant.Type === 3;
export const isPassengerCar = (variant: { IsPassengerCar?: boolean | null; Type?: number | null }): boolean =>
  Boolean(variant.IsPassengerCar) || variant.Type === 1;

/**
 * The customer car as the tab and `POST /api/car/saveCustomerCar` send it. `Id` is empty, '0' or absent for a new car.
 * `CaseId` (optional) is the case the car is the swap car of: a new LatestBid is recorded against it.
 */
export const customerCarSchema = z
  .object({
    Id: optionalId('Id').transform((value) => (value === '0' ? null : value)),
    CaseId: optionalId('CaseId'),
    CustomerId: optionalId('CustomerId'),
    CarGuid: text(64).transform((value) => value || null),
    CarSpecificationGuid: text(64).transform((value) => value || null),
    RegistrationNumber: text(10).transform((value) => value.replace(/\s/g, '').toUpperCase()),
    RegistrationDate: danishDateField,
    ChassisNumber: text(30).transform((value) => value.toUpperCase()),
    InspectionDate: danishDateField,
    Mileage: wholeNumber(100_000_000, CustomerCarMessages.mileageTooHigh),
    MileageWarranty: flag,
    VehicleNumber: text(30),
    Comment: text(4_000),
    FormerUse: choice(FORMER_USES, 0),
    TimingBeltReplaced: choice(TIMING_BELT_REPLACED, 0),
    TimingBeltReplacedAtMileage: wholeNumber(3_000_000, CustomerCarMessages.beltMileageTooHigh),
    TimingBeltReplacedAtMileageDate: danishDateField,
    ServiceBook: choice(SERVICE_BOOK, 0),
    ParticleFilter: flag,
    Damages: text(4_000),
    SeverelyDamaged: choice(SEVERELY_DAMAGED, 2),
    IsVatFree: flag,
    IsVatFreeCar: flag,
    FinancedBy: text(200),
    CarColorId: optionalId('CarColorId'),
    TaxPaid: choice(TAX_PAID, 0),
    NumberOfKeys: wholeNumber(5, CustomerCarMessages.numberOfKeys, 1, CustomerCarMessages.numberOfKeys),
    LatestBid: wholeNumber(100_000_000, CustomerCarMessages.bidOutOfRange),
    Variant: customerCarVariantSchema,
  })
  // Spec part 1 and 2 §5: IsVatFree is required for vans and passenger cars. Checked even when other fields fail,
  // so that the form shows every message at once.
  .refine((car) => !(car.IsVatFree === null || car.IsVatFree === undefined) || !(isVan(car.Variant ?? {}) || isPassengerCar(car.Variant ?? {})), {
    path: ['IsVatFree'],
    message: CustomerCarMessages.isVatFreeRequired,
    when: () => true,
  })
  .transform((car) => withBeltFieldsCleared(car));

export type CustomerCarInput = z.input<typeof customerCarSchema>;
export type CustomerCar = z.output<typeof customerCarSchema>;

/** Spec part 2 §4: when timing belt replaced is not 1 (yes), the belt's mileage and date are cleared. */
export const withBeltFieldsCleared = <T extends { TimingBeltReplaced: number | null | undefined; TimingBeltReplacedAtMileage?: unknown; TimingBeltReplacedAtMileageDate?: unknown }>(
  car: T,
): T =>
  car.TimingBeltReplaced === TIMING_BELT_REPLACED_YES ? car : { ...car, TimingBeltReplacedAtMileage: null, TimingBeltReplacedAtMileageDate: null };

/** What the event stores of a valid car (its id and case travel beside it). */
export const toCustomerCarData = (car: CustomerCar, customerId: string): CustomerCarData => {
  const { Id: _id, CaseId: _case, CustomerId: _customer, ...data } = car;
  return { ...data, CustomerId: customerId };
};

/** The car's title: the variant's title, or make and model. */
export const customerCarTitle = (car: { Variant: { Title?: string | null; Make?: string | null; Model?: string | null } }): string =>
  car.Variant.Title?.trim() || [car.Variant.Make, car.Variant.Model].filter(Boolean).join(' ');

/** The field errors of a car as the form holds it: field path ('Variant.ModelYear') → the first Danish message. */
export const customerCarErrors = (car: unknown): Record<string, string> => {
  const result = customerCarSchema.safeParse(car);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || 'car';
    errors[path] ??= issue.message;
  }
  return errors;
};
