import * as z from 'zod';
import { TIMING_BELT_MILEAGE_MAX, type CaseData, type SalesItem } from '../../events/cases.ts';
import type { CatalogueVariant } from '../catalogue/model-catalogue.ts';
import { refused } from '../errors.ts';
import { danishDateError, toClientDate, toServerDate } from '../format.ts';

/**
 * The vehicle sold on the case (spec part 2 §3 "Sales item", §4 "Calculation", §5): how a sales item is made from a
 * stock car, a catalogue variant or a specified vehicle; the rules it must meet; and what picking and removing a
 * vehicle do to the rest of the case. One module for the server and the car tab.
 */

/**
 * The sales item's vehicle types: the spec's car type enumeration 1 PrivateCar … 7 Motorcykel (part 2 §3), and type 8,
 * which the spec names only in its VAT-free rule (types 2 and 8 always count as including the tax, §4). The spec
 * gives type 8 no name, so the car tab shows it by its number and that rule.
 */
export const VEHICLE_TYPES = {
  1: 'Personbil',
  2: 'Varebil ekskl. moms',
  3: 'Varebil inkl. moms',
  4: 'Bus',
  5: 'Campingbus',
  6: 'Campingvogn',
  7: 'Motorcykel',
  8: 'Type 8 (regnes inkl. afgift)',
} as const;
export type VehicleType = keyof typeof VEHICLE_TYPES;
export const isVehicleType = (value: unknown): value is VehicleType => typeof value === 'number' && Object.hasOwn(VEHICLE_TYPES, value);

/** Specified vehicles (spec part 2 §5): Campingvogn 5 and Motorcykel 7. */
export const SPECIFIED_VEHICLE_TYPES = { 5: 'Campingvogn', 7: 'Motorcykel' } as const;
export type SpecifiedVehicleType = keyof typeof SPECIFIED_VEHICLE_TYPES;
export const CARAVAN: SpecifiedVehicleType = 5;
export const MOTORCYCLE: SpecifiedVehicleType = 7;
/** The vehicle type as the car tab names it: a specified vehicle's 5 is a caravan (Campingvogn), a stock car's a Campingbus. */
export const vehicleTypeLabel = (item: { VehicleType?: number | null; IsSpecifiedVehicle?: boolean | null }): string | null => {
  const type = item.VehicleType;
  if (!isVehicleType(type)) return null;
  return item.IsSpecifiedVehicle && type in SPECIFIED_VEHICLE_TYPES ? SPECIFIED_VEHICLE_TYPES[type as SpecifiedVehicleType] : VEHICLE_TYPES[type];
};
/** A motorcycle's fuel choices (spec part 2 §5). */
export const SPECIFIED_FUEL_TYPES = ['Benzin', 'El'] as const;

export const YEAR_RANGE = { minYear: 1900, maxYear: 2050 } as const;

export const SalesItemMessages = {
  make: 'Mærke skal udfyldes.',
  model: 'Model skal udfyldes.',
  modelYear: 'Årgang skal udfyldes.',
  year: `Årstallet skal være imellem ${YEAR_RANGE.minYear}-${YEAR_RANGE.maxYear}`,
  vehicleType: 'Vælg Campingvogn eller Motorcykel.',
  unknownVehicleType: 'Vælg en køretøjstype.',
  fuelType: 'Vælg drivmiddel (Benzin eller El).',
  registrationDate: '1. registreringsdato skal udfyldes, når køretøjet ikke er fabriksnyt.',
  date: 'Indtast en gyldig dato (dd-mm-åååå).',
  integer: 'Indtast gyldigt tal',
  number: 'Indtast et gyldigt tal.',
  productionMonth: 'Måned skal være mellem 1 og 12.',
  timingBeltMileage: 'Km. for skift af tandrem skal være et tal mellem 0 og 3.000.000.',
  mileage: 'Km. skal være et tal mellem 0 og 100.000.000.',
  /** Removing the car (spec part 2 §2, §4, §8). */
  removeTitle: 'Fjern bil',
  removeQuestion: 'Vil du fjerne bilen fra sagen? Ekstraudstyr og finansieringsforslag på sagen fjernes også.',
  removeLocked: 'Kan ikke fjerne bilen da sagen er låst',
  removed: 'Bilen er nu fjernet fra sagen.',
} as const;

// Rules --------------------------------------------------------------------------------------------------------------

const blank = (value: string | null | undefined): boolean => !value?.trim();
const issue = (context: z.RefinementCtx, path: string, message: string): void => context.addIssue({ code: 'custom', path: path.split('.'), message });

/** A whole number or blank (null/absent); anything else is 'Indtast gyldigt tal'. */
const wholeOrBlank = z.number({ error: SalesItemMessages.integer }).int(SalesItemMessages.integer).nullish();
const numberOrBlank = z.number({ error: SalesItemMessages.number }).nullish();

/**
 * The fields the rules read; everything else is the event schema's business. Production year and month, km/l and the
 * timing belt's mileage are numeric or blank (spec part 2 §5 "Used vehicle"), the belt's mileage at most 3,000,000.
 */
const ruleFields = z
  .object({
    IsFactoryNew: z.boolean().nullish(),
    IsSpecifiedVehicle: z.boolean().nullish(),
    VehicleType: z.number({ error: SalesItemMessages.unknownVehicleType }).int(SalesItemMessages.unknownVehicleType).nullish(),
    Make: z.string().nullish(),
    Model: z.string().nullish(),
    FuelType: z.string().nullish(),
    ModelYear: wholeOrBlank,
    RegistrationDate: z.string().nullish(),
    Mileage: z.number({ error: SalesItemMessages.integer }).int(SalesItemMessages.integer).min(0, SalesItemMessages.mileage).max(100_000_000, SalesItemMessages.mileage).nullish(),
    KmPerLiter: numberOrBlank,
    VehicleInformation: z.object({ ProductionYear: wholeOrBlank, ProductionMonth: wholeOrBlank }).loose().nullish(),
    UsedVehicleInformation: z
      .object({
        TimingBeltReplacedAtMileage: z
          .number({ error: SalesItemMessages.integer })
          .int(SalesItemMessages.integer)
          .min(0, SalesItemMessages.timingBeltMileage)
          .max(TIMING_BELT_MILEAGE_MAX, SalesItemMessages.timingBeltMileage)
          .nullish(),
      })
      .loose()
      .nullish(),
  })
  .loose();
type RuleFields = z.infer<typeof ruleFields>;

const checkRules = (item: RuleFields, context: z.RefinementCtx): void => {
  const specified = item.IsSpecifiedVehicle === true;
  const used = item.IsFactoryNew !== true;
  if (!specified && item.VehicleType !== null && item.VehicleType !== undefined && !isVehicleType(item.VehicleType)) {
    issue(context, 'VehicleType', SalesItemMessages.unknownVehicleType);
  }
  if (specified) {
    if (item.VehicleType !== CARAVAN && item.VehicleType !== MOTORCYCLE) issue(context, 'VehicleType', SalesItemMessages.vehicleType);
    if (blank(item.Make)) issue(context, 'Make', SalesItemMessages.make);
    if (blank(item.Model)) issue(context, 'Model', SalesItemMessages.model);
    if (item.VehicleType === MOTORCYCLE && !SPECIFIED_FUEL_TYPES.includes(item.FuelType as (typeof SPECIFIED_FUEL_TYPES)[number])) {
      issue(context, 'FuelType', SalesItemMessages.fuelType);
    }
    if (used && blank(item.RegistrationDate)) issue(context, 'RegistrationDate', SalesItemMessages.registrationDate);
  }
  // A specified vehicle always needs its model year; any other vehicle when it is not factory new (§5).
  if ((specified || used) && (item.ModelYear === null || item.ModelYear === undefined)) issue(context, 'ModelYear', SalesItemMessages.modelYear);
  const outOfRange = (year: number | null | undefined) => typeof year === 'number' && (year < YEAR_RANGE.minYear || year > YEAR_RANGE.maxYear);
  if (outOfRange(item.ModelYear)) issue(context, 'ModelYear', SalesItemMessages.year);
  const information = item.VehicleInformation;
  if (outOfRange(information?.ProductionYear)) issue(context, 'VehicleInformation.ProductionYear', SalesItemMessages.year);
  const month = information?.ProductionMonth;
  if (typeof month === 'number' && (month < 1 || month > 12)) issue(context, 'VehicleInformation.ProductionMonth', SalesItemMessages.productionMonth);
  if (!blank(item.RegistrationDate)) {
    const message = danishDateError(toClientDate(item.RegistrationDate), YEAR_RANGE);
    if (message) issue(context, 'RegistrationDate', toClientDate(item.RegistrationDate) === '' ? SalesItemMessages.date : message);
  }
};

/**
 * The sales item's rules (spec part 2 §5 "Specified vehicle" and "Used vehicle"), with the spec's Danish messages, on
 * the case's `SalesItem` (null: no car, which is valid). Issues name the field (`ModelYear`, `FuelType`, ...).
 */
export const salesItemSchema = ruleFields.superRefine(checkRules).nullable();

/** The failures of a sales item by field (the first message of each), empty when valid. */
export const salesItemErrors = (item: SalesItem | null): Partial<Record<string, string>> => {
  const result = salesItemSchema.safeParse(item);
  const errors: Partial<Record<string, string>> = {};
  for (const failure of result.error?.issues ?? []) {
    // A nested field is named by its path: 'VehicleInformation.ProductionYear'.
    const field = failure.path.map(String).join('.');
    errors[field] ??= failure.message;
  }
  return errors;
};

// The specified vehicle form ------------------------------------------------------------------------------------------

/** What the 'Specificeret køretøj' modal holds: text as typed, the date as DD-MM-YYYY. */
export interface SpecifiedVehicleForm {
  VehicleType: string;
  Make: string;
  Model: string;
  Variant: string;
  ModelYear: string;
  FuelType: string;
  IsFactoryNew: boolean;
  RegistrationDate: string;
}

export const blankSpecifiedVehicle = (): SpecifiedVehicleForm => ({
  VehicleType: String(MOTORCYCLE),
  Make: '',
  Model: '',
  Variant: '',
  ModelYear: '',
  FuelType: '',
  IsFactoryNew: false,
  RegistrationDate: '',
});

/**
 * The modal's schema: the same rules as `salesItemSchema`, on the text as typed (a model year must be a whole number,
 * the first registration a Danish date 1900-2050).
 */
export const specifiedVehicleSchema = z
  .object({
    VehicleType: z.string(),
    Make: z.string(),
    Model: z.string(),
    Variant: z.string(),
    ModelYear: z.string(),
    FuelType: z.string(),
    IsFactoryNew: z.boolean(),
    RegistrationDate: z.string(),
  })
  .superRefine((form, context) => {
    const modelYear = form.ModelYear.trim();
    if (modelYear !== '' && !/^\d+$/.test(modelYear)) issue(context, 'ModelYear', SalesItemMessages.integer);
    const date = form.RegistrationDate.trim();
    if (date !== '') {
      const message = danishDateError(date, YEAR_RANGE);
      if (message) issue(context, 'RegistrationDate', message);
    }
    const item = salesItemOfSpecifiedVehicle(form);
    const failures = ruleFields.superRefine(checkRules).safeParse(item).error?.issues ?? [];
    for (const failure of failures) {
      const field = String(failure.path[0]);
      // A malformed year or date has been named above; its emptiness or range below would repeat it.
      if ((field === 'ModelYear' && modelYear !== '' && !/^\d+$/.test(modelYear)) || (field === 'RegistrationDate' && date !== '')) continue;
      issue(context, field, failure.message);
    }
  });

// Making a sales item -------------------------------------------------------------------------------------------------

const titleOf = (...parts: (string | null | undefined)[]): string => parts.filter((part) => !blank(part)).map((part) => part!.trim()).join(' ');

/** A specified vehicle (motorcycle or caravan) as the case's sales item. */
export const salesItemOfSpecifiedVehicle = (form: SpecifiedVehicleForm): SalesItem => {
  const vehicleType = Number(form.VehicleType);
  const modelYear = /^\d+$/.test(form.ModelYear.trim()) ? Number(form.ModelYear.trim()) : null;
  return {
    Id: null,
    CarGuid: null,
    ModelCatalogueId: null,
    Title: titleOf(form.Make, form.Model, form.Variant),
    Make: form.Make.trim() || null,
    Model: form.Model.trim() || null,
    Variant: form.Variant.trim() || null,
    VehicleType: isVehicleType(vehicleType) ? vehicleType : null,
    // A caravan has no fuel.
    FuelType: vehicleType === MOTORCYCLE ? form.FuelType || null : null,
    ModelYear: modelYear,
    RegistrationDate: form.IsFactoryNew ? null : (toServerDate(form.RegistrationDate) ?? (form.RegistrationDate.trim() || null)),
    IsFactoryNew: form.IsFactoryNew,
    IsSpecifiedVehicle: true,
    IsVan: false,
    IsVatFree: false,
    IsVatFreeCar: false,
  };
};

/** A catalogue variant as the sales item: a factory-new car at the catalogue's total price. */
export const salesItemOfCatalogueVariant = (variant: CatalogueVariant): SalesItem => ({
  Id: null,
  CarGuid: variant.CarGuid,
  ModelCatalogueId: variant.CarGuid,
  Title: titleOf(variant.Make, variant.Model, variant.Variant),
  Make: variant.Make,
  Model: variant.Model,
  Variant: variant.Variant,
  Motor: variant.Motor,
  FuelType: variant.FuelType,
  VehicleType: variant.CarType,
  ModelYear: variant.ModelYear,
  IsFactoryNew: true,
  IsSpecifiedVehicle: false,
  IsVan: variant.IsVan,
  IsVatFree: false,
  IsVatFreeCar: false,
  SalesItemPriceWithVat: variant.TotalPrice,
});

/** What the sales item takes over from a stock car (the own-cars read model's row). */
export interface StockCarFacts {
  Id: string;
  Title: string;
  Make?: string | null;
  Model?: string | null;
  Variant?: string | null;
  Motor?: string | null;
  FuelType?: string | null;
  VehicleType?: number | null;
  Color?: string | null;
  RegistrationNumber: string | null;
  ChassisNumber: string | null;
  VehicleNumber: string | null;
  ModelYear: number | null;
  RegistrationDate: string | null;
  Mileage: number | null;
  CashPrice: number | null;
  IsFactoryNew?: boolean;
  /** The stock car's fuel consumption, when recorded: the calculation taxes the car by it. */
  KmPerLiter?: number | null;
  /** The stock car's CO2 emission (WLTP g/km), when recorded. */
  CO2Emission?: number | null;
}

/** A stock car as the sales item: a used car (unless the stock car is factory new) at its cash price. */
export const salesItemOfStockCar = (car: StockCarFacts): SalesItem => ({
  Id: car.Id,
  CarGuid: null,
  Title: car.Title,
  Make: car.Make ?? null,
  Model: car.Model ?? null,
  Variant: car.Variant ?? null,
  Motor: car.Motor ?? null,
  FuelType: car.FuelType ?? null,
  VehicleType: car.VehicleType ?? null,
  Color: car.Color ?? null,
  RegistrationNumber: car.RegistrationNumber,
  ChassisNumber: car.ChassisNumber,
  VehicleNumber: car.VehicleNumber,
  ModelYear: car.ModelYear,
  RegistrationDate: car.RegistrationDate,
  Mileage: car.Mileage,
  SalesItemPriceWithVat: car.CashPrice,
  IsFactoryNew: car.IsFactoryNew ?? false,
  IsSpecifiedVehicle: false,
  IsVan: car.VehicleType === 2 || car.VehicleType === 3,
  IsVatFree: false,
  IsVatFreeCar: false,
  // Only what the stock car records: a consumption or emission it lacks is left out rather than stored as unknown.
  ...(car.KmPerLiter ? { KmPerLiter: car.KmPerLiter } : {}),
  ...(car.CO2Emission != null ? { CO2Emission: car.CO2Emission } : {}),
});

// Picking and removing -----------------------------------------------------------------------------------------------

/**
 * Picking a vehicle (catalogue, stock or specified) replaces the calculation and keeps the swap car (spec part 2 §4):
 * the new sales item brings its own prices, the down payment starts over, the swap car and its terms stay.
 */
export const pickVehicle = (data: CaseData, salesItem: SalesItem): CaseData => ({ ...data, SalesItem: salesItem, CashPayment: null, Calculation: null });

/** Whether `next` is another vehicle than `previous` (a pick), rather than the same vehicle with edited fields. */
export const isOtherVehicle = (previous: SalesItem | null | undefined, next: SalesItem | null | undefined): boolean => {
  if (!previous || !next) return Boolean(previous) !== Boolean(next);
  return (
    (previous.Id ?? null) !== (next.Id ?? null) ||
    (previous.CarGuid ?? null) !== (next.CarGuid ?? null) ||
    Boolean(previous.IsSpecifiedVehicle) !== Boolean(next.IsSpecifiedVehicle)
  );
};

/**
 * The case after the car tab changed its sales item: a pick replaces the calculation (`pickVehicle`), an edit of the
 * same vehicle changes only the sales item. Removal (null) goes through `removeCar`, which checks the lock.
 */
export const withSalesItem = (data: CaseData, next: SalesItem | null): CaseData => {
  if (next === null) return { ...data, SalesItem: null, CashPayment: null, Calculation: null };
  return isOtherVehicle(data.SalesItem, next) ? pickVehicle(data, next) : { ...data, SalesItem: next };
};

/** Which fields of the sales item staff may edit (spec part 2 §5): identity comes from the stock or the catalogue. */
export type SalesItemField =
  | 'Make'
  | 'Model'
  | 'Variant'
  | 'VehicleType'
  | 'FuelType'
  | 'ModelYear'
  | 'RegistrationNumber'
  | 'ChassisNumber'
  | 'VehicleNumber'
  | 'RegistrationDate'
  | 'Mileage'
  | 'Color'
  | 'Comment';

export const editableFields = (item: SalesItem): ReadonlySet<SalesItemField> => {
  const always: SalesItemField[] = ['Color', 'Comment', 'ChassisNumber', 'VehicleNumber'];
  if (item.IsSpecifiedVehicle) {
    return new Set<SalesItemField>([...always, 'Make', 'Model', 'Variant', 'VehicleType', 'FuelType', 'ModelYear', 'RegistrationNumber', 'RegistrationDate', 'Mileage']);
  }
  if (item.IsFactoryNew) return new Set(always);
  return new Set<SalesItemField>([...always, 'ModelYear', 'RegistrationNumber', 'RegistrationDate', 'Mileage']);
};

/**
 * Removing the car (spec part 2 §4): refused on a locked case (a locking finance offer exists); otherwise the sales
 * item and the calculation are cleared, and the save removes the extra equipment and the finance offers.
 */
export const removeCar = (data: CaseData, state: { isLocked: boolean }): CaseData => {
  if (state.isLocked) throw refused(SalesItemMessages.removeLocked, 'CaseLocked');
  return { ...data, SalesItem: null, CashPayment: null, Calculation: null };
};
