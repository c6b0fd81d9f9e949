import type { CaseData } from '../../events/cases.ts';
import { isPassengerCar, isVan } from './customer-car.ts';

/**
 * The swap car rules of the calculation (spec part 2 §4 "Calculation"): what the case's swap car terms may hold given
 * the swap car, and the leasing state of a swap car's prices. Pure, used by the swap car tab and testable alone.
 */

/** The swap car's terms on the case (events/cases.ts caseData). */
export type SwapCarTerms = Required<
  Pick<
    CaseData,
    | 'SwapCarId'
    | 'SwapCarPriceWithVat'
    | 'SwapCarPriceWithoutVat'
    | 'SwapCarPriceVat'
    | 'SwapCarUnpaidDebt'
    | 'SwapCarIsVan'
    | 'SwapCarIsVatFree'
    | 'SwapCarIsVatFreeCar'
    | 'HasSwapPriceAgreement'
    | 'SwapPrice'
  >
>;

/** What the rules read of the swap car. */
export interface SwapCarFacts {
  Id: string | null;
  IsVatFree: boolean | null;
  IsVatFreeCar: boolean | null;
  LatestBid: number | null;
  Variant: { IsVan?: boolean | null; IsPassengerCar?: boolean | null; Type?: number | null };
}

/** VAT on a gross amount: 20% of the price with VAT (25% on the net, spec part 2 §9). */
export const vatOfGross = (priceWithVat: number): number => Math.round(priceWithVat * 0.2 * 100) / 100;

/**
 * The tax-included option (+moms on the swap price) is shown when (not VAT-free and a van) or (not a VAT-free car
 * and a passenger car).
 */
export const showsTaxIncludedOption = (car: SwapCarFacts | null): boolean =>
  car !== null && ((!car.IsVatFree && isVan(car.Variant)) || (!car.IsVatFreeCar && isPassengerCar(car.Variant)));

/** The swap prices are reset when the swap car has no identity, no VAT-free flag, no van flag and no bid. */
export const resetsSwapPrices = (car: SwapCarFacts | null): boolean =>
  car === null || (!car.Id && car.IsVatFree === null && !isVan(car.Variant) && car.LatestBid === null);

const NO_SWAP_PRICES = {
  SwapCarPriceWithVat: null,
  SwapCarPriceWithoutVat: null,
  SwapCarPriceVat: null,
  SwapCarUnpaidDebt: null,
  HasSwapPriceAgreement: false,
  SwapPrice: null,
} as const satisfies Partial<SwapCarTerms>;

/** The price entered with or without VAT, and whether it includes VAT, as the terms hold them. */
export const includesVat = (terms: Pick<SwapCarTerms, 'SwapCarPriceVat'>): boolean => terms.SwapCarPriceVat !== null;

/**
 * The swap price from what the user entered: with the tax-included option ticked the price includes VAT, and VAT is
 * 20% of it; otherwise the price is without VAT and there is no VAT.
 */
export const withSwapPrice = (terms: SwapCarTerms, price: number | null, taxIncluded: boolean): SwapCarTerms => {
  if (price === null) return { ...terms, SwapCarPriceWithVat: null, SwapCarPriceWithoutVat: null, SwapCarPriceVat: null };
  if (!taxIncluded) return { ...terms, SwapCarPriceWithVat: price, SwapCarPriceWithoutVat: price, SwapCarPriceVat: null };
  const vat = vatOfGross(price);
  return { ...terms, SwapCarPriceWithVat: price, SwapCarPriceWithoutVat: Math.round((price - vat) * 100) / 100, SwapCarPriceVat: vat };
};

/**
 * The terms made consistent with the swap car: its flags copied, the prices reset when the car says nothing
 * (no identity, VAT-free, van flag or bid), and the tax-included option cleared when it is not shown.
 */
export const applySwapCarRules = (terms: SwapCarTerms, car: SwapCarFacts | null): SwapCarTerms => {
  const flags = {
    SwapCarId: car?.Id ?? null,
    SwapCarIsVan: car ? isVan(car.Variant) : null,
    SwapCarIsVatFree: car?.IsVatFree ?? null,
    SwapCarIsVatFreeCar: car?.IsVatFreeCar ?? null,
  };
  if (resetsSwapPrices(car)) return { ...terms, ...flags, ...NO_SWAP_PRICES };
  const next = { ...terms, ...flags };
  if (!showsTaxIncludedOption(car) && includesVat(next)) return withSwapPrice(next, next.SwapCarPriceWithVat, false);
  return next;
};

/** A swap car's selling prices, as set when it is taken into stock (part 2 §4, §5 "Swap car on signing"). */
export interface SwapCarPrices {
  RetailPrice: number | null;
  PriceWithNoTax: number | null;
  LeasePayment: number | null;
}

/** Leasing state holds when there is no retail price and a lease payment exists. */
export const isLeasingState = (prices: SwapCarPrices): boolean => prices.RetailPrice === null && prices.LeasePayment !== null;

/** The lease payment is disabled while a retail price or a price without tax is entered. */
export const leasePaymentDisabled = (prices: SwapCarPrices): boolean => prices.RetailPrice !== null || prices.PriceWithNoTax !== null;

/** Retail price and price without tax are disabled while a lease payment is entered. */
export const salePricesDisabled = (prices: SwapCarPrices): boolean => prices.LeasePayment !== null;

/** Entering one kind of price clears the other: a sale price clears the lease payment, and the reverse. */
export const withPriceEntered = (prices: SwapCarPrices, field: keyof SwapCarPrices, value: number | null): SwapCarPrices => {
  const next = { ...prices, [field]: value };
  if (value === null) return next;
  return field === 'LeasePayment' ? { ...next, RetailPrice: null, PriceWithNoTax: null } : { ...next, LeasePayment: null };
};
