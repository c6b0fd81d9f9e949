import { z } from 'zod';
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
    })
    .superRefine((car, context) => {
      const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (car.RegistrationDate === null && !car.IsNewNonDbi) issue('RegistrationDate', SwapCarTransferMessages.registrationDateRequired);
      if (car.IsVan && car.IsVatFree === null) issue('IsVatFree', CustomerCarMessages.isVatFreeRequired);
      if (!car.IsCallForPrice && car.PriceWithNoTax !== null && car.RetailPrice !== null && car.PriceWithNoTax >= car.RetailPrice) {
        issue('PriceWithNoTax', SwapCarTransferMessages.priceWithNoTaxNotLower);
      }
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
