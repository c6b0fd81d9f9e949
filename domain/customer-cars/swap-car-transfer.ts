import * as z from 'zod';
import type { CarData } from '../../events/cars.ts';
import type { CustomerCarData } from '../../events/customer-cars.ts';
import { CAR_STATUSES, CarFieldMessages, YEAR_RANGE } from '../cars/car.ts';
import { danishDateField } from './customer-car.ts';
import { CustomerCarMessages } from './messages.ts';
import type { SwapCarPrices } from './swap-car-rules.ts';

/**
 * The swap car taken into stock when the document is signed (spec part 2 §5 "Swap car on signing"): its registration
 * date, VAT flag and selling prices, checked before the signed-document modal may submit. Pure, for the modal and
 * the server.
 */
export const SwapCarTransferMessages = {
  registrationDateRequired: 'Indtast 1. registreringsdato.',
  priceWithNoTaxNotLower: 'Prisen uden afgift skal være lavere end detailprisen',
  onePriceRequired: 'En af priserne skal udfyldes',
  newCarTooOld: 'Bilen må maks være 4 år.',
  newCarMileage: 'Km. må maks være 2.000 på en ny bil.',
  priceTooHigh: 'Prisen må højst være 100.000.000.',
} as const;

const NEW_CAR_MAX_AGE_YEARS = 4;
const NEW_CAR_MAX_MILEAGE = 2_000;

const price = z
  .union([z.number(), z.string()], { error: CustomerCarMessages.integer })
  .nullish()
  .transform((value, context): number | null => {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === null || text === undefined || text === '') return null;
    const number = typeof text === 'number' ? text : /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isFinite(number) || number < 0) context.addIssue({ code: 'custom', message: CustomerCarMessages.integer });
    else if (number > 100_000_000) context.addIssue({ code: 'custom', message: SwapCarTransferMessages.priceTooHigh });
    else return number;
    return z.NEVER;
  });

/** The swap car transfer schema as of `today` (the new-car age rule counts model years back from this year). */
export const swapCarTransferSchema = (today: Date = new Date()) =>
  z
    .object({
      RegistrationDate: danishDateField,
      /** A new car that is not from the catalogue: no registration date needed, the new-car rules apply. */
      IsNewNonDbi: z.boolean().nullish().transform((value) => value ?? false),
      IsVan: z.boolean().nullish().transform((value) => value ?? false),
      IsVatFree: z.boolean().nullish().transform((value) => value ?? null),
      IsCallForPrice: z.boolean().nullish().transform((value) => value ?? false),
      RetailPrice: price,
      PriceWithNoTax: price,
      LeasePayment: price,
      ModelYear: price,
      Mileage: price,
      WholeSalePrice: price,
      /** The stock car's status (0 'På lager' when not chosen). */
      Status: z
        .number({ error: CarFieldMessages.status })
        .refine((value) => value in CAR_STATUSES, CarFieldMessages.status)
        .nullish()
        .transform((value) => value ?? 0),
      VehicleNumber: z
        .string({ error: 'Indtast tekst.' })
        .trim()
        .max(30, 'Må højst være 30 tegn.')
        .nullish()
        .transform((value) => value ?? ''),
      IsIntern: z.boolean().nullish().transform((value) => value ?? false),
    })
    .superRefine((car, context) => {
      const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (car.RegistrationDate === null && !car.IsNewNonDbi) issue('RegistrationDate', SwapCarTransferMessages.registrationDateRequired);
      if (car.IsVan && car.IsVatFree === null) issue('IsVatFree', CustomerCarMessages.isVatFreeRequired);
      if (!car.IsCallForPrice && car.PriceWithNoTax !== null && car.RetailPrice !== null && car.PriceWithNoTax >= car.RetailPrice) {
        issue('PriceWithNoTax', SwapCarTransferMessages.priceWithNoTaxNotLower);
      }
      if (car.ModelYear !== null && (car.ModelYear < YEAR_RANGE.min || car.ModelYear > YEAR_RANGE.max)) issue('ModelYear', CarFieldMessages.year);
      if (car.IsNewNonDbi) {
        if (car.ModelYear !== null && car.ModelYear < today.getUTCFullYear() - NEW_CAR_MAX_AGE_YEARS) issue('ModelYear', SwapCarTransferMessages.newCarTooOld);
        if (car.Mileage !== null && car.Mileage > NEW_CAR_MAX_MILEAGE) issue('Mileage', SwapCarTransferMessages.newCarMileage);
      }
      if (car.RetailPrice === null && car.PriceWithNoTax === null && car.LeasePayment === null) issue('RetailPrice', SwapCarTransferMessages.onePriceRequired);
    });

/** At least one of retail price, price without tax or lease payment. */
export const hasOnePrice = (prices: SwapCarPrices): boolean => prices.RetailPrice !== null || prices.PriceWithNoTax !== null || prices.LeasePayment !== null;

/**
 * The signed-document modal submits only when not saving, and either the swap car is not transferred to stock, or
 * its fields are valid (which includes one of the prices).
 */
export const canSubmitSignedDocument = (state: { saving: boolean; transferSwapCar: boolean; swapCar: unknown }, today: Date = new Date()): boolean =>
  !state.saving && (!state.transferSwapCar || swapCarTransferSchema(today).safeParse(state.swapCar).success);

export type SwapCarTransfer = z.output<ReturnType<typeof swapCarTransferSchema>>;

/** Customer car fuel (0 unknown, 1 petrol, 2 diesel, 3 electric) as the stock car names it. */
const STOCK_FUEL = ['Unknown', 'Petrol', 'Diesel', 'Electric'] as const;

/** A van's car type by its VAT: 2 'Varebil ekskl. moms' when VAT-free, else 3 'Varebil inkl. moms'; other cars 1. */
const carTypeOf = (car: CustomerCarData, transfer: SwapCarTransfer): number =>
  car.Variant.Type ?? (transfer.IsVan || car.Variant.IsVan ? ((transfer.IsVatFree ?? car.IsVatFree) ? 2 : 3) : 1);

/** The variant text after make and model (the customer car's title usually starts with them). */
const variantOf = (car: CustomerCarData): string => {
  const title = car.Variant.Title.trim();
  const prefix = `${car.Variant.Make} ${car.Variant.Model}`.trim();
  return (prefix && title.startsWith(prefix) ? title.slice(prefix.length).trim() : title).slice(0, 200);
};

const inYearRange = (year: number | null): number | null => (year !== null && year >= YEAR_RANGE.min && year <= YEAR_RANGE.max ? year : null);

/**
 * The stock car a swap car becomes when taken into stock: the customer car's identity and condition, with the
 * registration date, prices, status and vehicle number given in the signing modal. `inStockSince` is today (YYYY-MM-DD).
 */
export const stockCarFromSwapCar = (car: CustomerCarData, transfer: SwapCarTransfer, inStockSince: string, responsibleUserId: string | null): CarData => ({
  Make: car.Variant.Make.trim().slice(0, 100) || 'Ukendt',
  Model: car.Variant.Model.trim().slice(0, 100) || 'Ukendt',
  Variant: variantOf(car),
  Motor: car.Variant.Motor.slice(0, 50),
  ModelYear: inYearRange(transfer.ModelYear ?? car.Variant.ModelYear),
  RegistrationDate: transfer.RegistrationDate ?? car.RegistrationDate,
  Mileage: transfer.Mileage ?? car.Mileage,
  CashPrice: null,
  RetailPrice: transfer.RetailPrice,
  PriceWithNoTax: transfer.PriceWithNoTax,
  WholesalePrice: transfer.WholeSalePrice,
  LeasePayment: transfer.LeasePayment,
  Color: '',
  FuelType: STOCK_FUEL[car.Variant.FuelType ?? 0] ?? 'Unknown',
  GearType: null,
  CarType: carTypeOf(car, transfer),
  Status: transfer.Status,
  RegistrationNumber: car.RegistrationNumber.toUpperCase().replace(/[^A-ZÆØÅ0-9]/g, '').slice(0, 10),
  ChassisNumber: car.ChassisNumber,
  VehicleNumber: transfer.VehicleNumber || car.VehicleNumber,
  ResponsibleUserId: responsibleUserId,
  NumberOfDoors: car.Variant.NumberOfDoors,
  Effect: null,
  KmPerLiter: null,
  ExtraEquipmentText: '',
  InStockSince: inStockSince,
});
