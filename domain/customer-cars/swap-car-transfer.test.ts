import { describe, expect, it } from 'vitest';
import { CustomerCarMessages } from './messages.ts';
import { canSubmitSignedDocument, hasOnePrice, swapCarTransferSchema, SwapCarTransferMessages } from './swap-car-transfer.ts';

const TODAY = new Date('2026-06-01T12:00:00Z');
const schema = swapCarTransferSchema(TODAY);
const valid = { RegistrationDate: '14-03-2019', IsVan: false, IsVatFree: false, RetailPrice: 150_000, PriceWithNoTax: 90_000, LeasePayment: null, ModelYear: 2019, Mileage: 84_000 };
const errorsOf = (changes: Record<string, unknown>): Record<string, string> => {
  const result = schema.safeParse({ ...valid, ...changes });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the swap car on signing', () => {
  it('accepts a valid car', () => {
    expect(errorsOf({})).toEqual({});
  });
  it('RegistrationDate: a Danish date 1900-2050, required unless a new non-catalogue car', () => {
    expect(errorsOf({ RegistrationDate: '' }).RegistrationDate).toBe(SwapCarTransferMessages.registrationDateRequired);
    expect(errorsOf({ RegistrationDate: '', IsNewNonDbi: true, ModelYear: 2025, Mileage: 10 }).RegistrationDate).toBeUndefined();
    expect(errorsOf({ RegistrationDate: '01-01-2051' }).RegistrationDate).toBe('Årstallet skal være imellem 1900-2050');
  });
  it('IsVatFree: required for vans', () => {
    expect(errorsOf({ IsVan: true, IsVatFree: null }).IsVatFree).toBe(CustomerCarMessages.isVatFreeRequired);
    expect(errorsOf({ IsVan: true, IsVatFree: true }).IsVatFree).toBeUndefined();
  });
  it('PriceWithNoTax: lower than the retail price unless call-for-price; prices at most 100,000,000', () => {
    expect(errorsOf({ PriceWithNoTax: 150_000 }).PriceWithNoTax).toBe('Prisen uden afgift skal være lavere end detailprisen');
    expect(errorsOf({ PriceWithNoTax: 150_000, IsCallForPrice: true }).PriceWithNoTax).toBeUndefined();
    expect(errorsOf({ RetailPrice: 100_000_001 }).RetailPrice).toBe(SwapCarTransferMessages.priceTooHigh);
    expect(errorsOf({ PriceWithNoTax: 'x' }).PriceWithNoTax).toBe('Indtast gyldigt tal');
  });
  it('a new non-catalogue car: at most 4 years old and 2,000 km', () => {
    const fresh = { IsNewNonDbi: true, RegistrationDate: '' };
    expect(errorsOf({ ...fresh, ModelYear: 2021, Mileage: 100 }).ModelYear).toBe('Bilen må maks være 4 år.');
    expect(errorsOf({ ...fresh, ModelYear: 2022, Mileage: 100 }).ModelYear).toBeUndefined();
    expect(errorsOf({ ...fresh, ModelYear: 2025, Mileage: 2_001 }).Mileage).toBe('Km. må maks være 2.000 på en ny bil.');
    expect(errorsOf({ ...fresh, ModelYear: 2025, Mileage: 2_000 }).Mileage).toBeUndefined();
  });
  it("one of the prices: 'En af priserne skal udfyldes'", () => {
    expect(errorsOf({ RetailPrice: null, PriceWithNoTax: null, LeasePayment: null }).RetailPrice).toBe('En af priserne skal udfyldes');
    expect(errorsOf({ RetailPrice: null, PriceWithNoTax: null, LeasePayment: 3_000 })).toEqual({});
    expect(hasOnePrice({ RetailPrice: null, PriceWithNoTax: 1, LeasePayment: null })).toBe(true);
    expect(hasOnePrice({ RetailPrice: null, PriceWithNoTax: null, LeasePayment: null })).toBe(false);
  });
  it('the modal submits when not saving and the swap car is not transferred or valid', () => {
    expect(canSubmitSignedDocument({ saving: false, transferSwapCar: false, swapCar: {} }, TODAY)).toBe(true);
    expect(canSubmitSignedDocument({ saving: true, transferSwapCar: false, swapCar: {} }, TODAY)).toBe(false);
    expect(canSubmitSignedDocument({ saving: false, transferSwapCar: true, swapCar: valid }, TODAY)).toBe(true);
    expect(canSubmitSignedDocument({ saving: false, transferSwapCar: true, swapCar: { ...valid, RetailPrice: null, PriceWithNoTax: null } }, TODAY)).toBe(false);
  });
});
