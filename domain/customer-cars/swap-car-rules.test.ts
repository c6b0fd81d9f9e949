import { describe, expect, it } from 'vitest';
import {
  applySwapCarRules,
  isLeasingState,
  leasePaymentDisabled,
  resetsSwapPrices,
  salePricesDisabled,
  showsTaxIncludedOption,
  withPriceEntered,
  withSwapPrice,
  type SwapCarFacts,
  type SwapCarTerms,
} from './swap-car-rules.ts';

const van = (changes: Partial<SwapCarFacts> = {}): SwapCarFacts => ({
  Id: '4',
  IsVatFree: false,
  IsVatFreeCar: false,
  LatestBid: null,
  Variant: { IsVan: true, IsPassengerCar: false, Type: 2 },
  ...changes,
});
const passengerCar = (changes: Partial<SwapCarFacts> = {}): SwapCarFacts => van({ Variant: { IsVan: false, IsPassengerCar: true, Type: 1 }, ...changes });

const terms: SwapCarTerms = {
  SwapCarId: '4',
  SwapCarPriceWithVat: 125_000,
  SwapCarPriceWithoutVat: 100_000,
  SwapCarPriceVat: 25_000,
  SwapCarUnpaidDebt: 20_000,
  SwapCarIsVan: true,
  SwapCarIsVatFree: false,
  SwapCarIsVatFreeCar: false,
  HasSwapPriceAgreement: true,
  SwapPrice: 110_000,
};

describe('the tax-included option', () => {
  it('is shown for a van that is not VAT-free, and for a passenger car that is not a VAT-free car', () => {
    expect(showsTaxIncludedOption(van())).toBe(true);
    expect(showsTaxIncludedOption(passengerCar())).toBe(true);
  });
  it('is hidden for a VAT-free van, a VAT-free passenger car, another vehicle or no car', () => {
    expect(showsTaxIncludedOption(van({ IsVatFree: true }))).toBe(false);
    expect(showsTaxIncludedOption(passengerCar({ IsVatFreeCar: true }))).toBe(false);
    expect(showsTaxIncludedOption(van({ Variant: { Type: 7 } }))).toBe(false);
    expect(showsTaxIncludedOption(null)).toBe(false);
  });
  it('is cleared when hidden: the price no longer includes VAT', () => {
    const next = applySwapCarRules(terms, van({ IsVatFree: true }));
    expect(next).toMatchObject({ SwapCarPriceVat: null, SwapCarPriceWithVat: 125_000, SwapCarPriceWithoutVat: 125_000, SwapCarIsVatFree: true });
    expect(applySwapCarRules(terms, van())).toEqual(terms);
  });
  it('a price with VAT has 20% of it as VAT', () => {
    expect(withSwapPrice(terms, 50_000, true)).toMatchObject({ SwapCarPriceWithVat: 50_000, SwapCarPriceWithoutVat: 40_000, SwapCarPriceVat: 10_000 });
    expect(withSwapPrice(terms, 50_000, false)).toMatchObject({ SwapCarPriceWithVat: 50_000, SwapCarPriceWithoutVat: 50_000, SwapCarPriceVat: null });
    expect(withSwapPrice(terms, null, true)).toMatchObject({ SwapCarPriceWithVat: null, SwapCarPriceWithoutVat: null, SwapCarPriceVat: null });
  });
});

describe('the swap prices', () => {
  it('are reset when the swap car has no identity, VAT-free flag, van flag and bid', () => {
    const empty: SwapCarFacts = { Id: null, IsVatFree: null, IsVatFreeCar: null, LatestBid: null, Variant: {} };
    expect(resetsSwapPrices(empty)).toBe(true);
    expect(resetsSwapPrices(null)).toBe(true);
    expect(applySwapCarRules(terms, empty)).toMatchObject({
      SwapCarId: null,
      SwapCarPriceWithVat: null,
      SwapCarPriceWithoutVat: null,
      SwapCarPriceVat: null,
      SwapCarUnpaidDebt: null,
      HasSwapPriceAgreement: false,
      SwapPrice: null,
    });
  });
  it('are kept when any of them is there', () => {
    const empty: SwapCarFacts = { Id: null, IsVatFree: null, IsVatFreeCar: null, LatestBid: null, Variant: {} };
    expect(resetsSwapPrices({ ...empty, Id: '4' })).toBe(false);
    expect(resetsSwapPrices({ ...empty, IsVatFree: false })).toBe(false);
    expect(resetsSwapPrices({ ...empty, Variant: { IsVan: true } })).toBe(false);
    expect(resetsSwapPrices({ ...empty, LatestBid: 0 })).toBe(false);
  });
  it("copy the swap car's id and flags into the terms", () => {
    expect(applySwapCarRules({ ...terms, SwapCarIsVan: null }, passengerCar({ Id: '9', IsVatFreeCar: false }))).toMatchObject({
      SwapCarId: '9',
      SwapCarIsVan: false,
      SwapCarIsVatFree: false,
      SwapCarIsVatFreeCar: false,
    });
  });
});

describe('the leasing state of a swap car', () => {
  it('holds when there is no retail price and a lease payment exists', () => {
    expect(isLeasingState({ RetailPrice: null, PriceWithNoTax: null, LeasePayment: 3_000 })).toBe(true);
    expect(isLeasingState({ RetailPrice: 100_000, PriceWithNoTax: null, LeasePayment: 3_000 })).toBe(false);
    expect(isLeasingState({ RetailPrice: null, PriceWithNoTax: null, LeasePayment: null })).toBe(false);
  });
  it('the lease payment is disabled and cleared when a retail price or a price without tax is entered', () => {
    expect(leasePaymentDisabled({ RetailPrice: 1, PriceWithNoTax: null, LeasePayment: null })).toBe(true);
    expect(leasePaymentDisabled({ RetailPrice: null, PriceWithNoTax: 1, LeasePayment: null })).toBe(true);
    expect(leasePaymentDisabled({ RetailPrice: null, PriceWithNoTax: null, LeasePayment: 2 })).toBe(false);
    expect(withPriceEntered({ RetailPrice: null, PriceWithNoTax: null, LeasePayment: 3_000 }, 'RetailPrice', 150_000)).toEqual({
      RetailPrice: 150_000,
      PriceWithNoTax: null,
      LeasePayment: null,
    });
    expect(withPriceEntered({ RetailPrice: null, PriceWithNoTax: null, LeasePayment: 3_000 }, 'PriceWithNoTax', 90_000).LeasePayment).toBeNull();
  });
  it('and the reverse: a lease payment disables and clears the sale prices', () => {
    expect(salePricesDisabled({ RetailPrice: null, PriceWithNoTax: null, LeasePayment: 3_000 })).toBe(true);
    expect(salePricesDisabled({ RetailPrice: 5, PriceWithNoTax: null, LeasePayment: null })).toBe(false);
    expect(withPriceEntered({ RetailPrice: 150_000, PriceWithNoTax: 90_000, LeasePayment: null }, 'LeasePayment', 3_000)).toEqual({
      RetailPrice: null,
      PriceWithNoTax: null,
      LeasePayment: 3_000,
    });
    expect(withPriceEntered({ RetailPrice: 150_000, PriceWithNoTax: null, LeasePayment: null }, 'LeasePayment', null).RetailPrice).toBe(150_000);
  });
});
