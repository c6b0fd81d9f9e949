import { describe, expect, it } from 'vitest';
import { CustomerCarMessages } from './messages.ts';
import type { CustomerCarData } from '../../events/customer-cars.ts';
import { canSubmitSignedDocument, hasOnePrice, stockCarFromSwapCar, swapCarTransferSchema, SwapCarTransferMessages } from './swap-car-transfer.ts';

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
  it('the stock fields: a car status, the model year 1900-2050', () => {
    expect(errorsOf({ Status: 12 }).Status).toBe('Vælg en status.');
    expect(errorsOf({ Status: 5, WholeSalePrice: 80_000, VehicleNumber: 'V-17', IsIntern: true })).toEqual({});
    expect(errorsOf({ ModelYear: 1800 }).ModelYear).toBe('Årstallet skal være imellem 1900-2050');
    expect(errorsOf({ WholeSalePrice: 'x' }).WholeSalePrice).toBe('Indtast gyldigt tal');
  });
});

describe('the stock car a swap car becomes', () => {
  const customerCar = {
    CustomerId: '7',
    RegistrationNumber: 'ab 12 345',
    RegistrationDate: '2018-01-01',
    ChassisNumber: 'WVWZZZ1KZAW000001',
    Mileage: 84_000,
    VehicleNumber: 'K-1',
    IsVatFree: true,
    Variant: { Title: 'Ford Transit 2,0 TDCi', Make: 'Ford', Model: 'Transit', Motor: '2,0 TDCi', NumberOfDoors: 4, Type: null, FuelType: 2, ModelYear: 2018, IsVan: true },
  } as CustomerCarData;
  const transfer = schema.parse({ ...valid, IsVan: true, IsVatFree: true, WholeSalePrice: 70_000, Status: 5, VehicleNumber: '' });

  it("takes the car's identity and the modal's registration date, prices and status", () => {
    const car = stockCarFromSwapCar(customerCar, transfer, '2026-06-01', '9');
    expect(car).toMatchObject({
      Make: 'Ford',
      Model: 'Transit',
      Variant: '2,0 TDCi',
      FuelType: 'Diesel',
      RegistrationDate: '2019-03-14',
      RetailPrice: 150_000,
      PriceWithNoTax: 90_000,
      WholesalePrice: 70_000,
      LeasePayment: null,
      Status: 5,
      RegistrationNumber: 'AB12345',
      VehicleNumber: 'K-1',
      ModelYear: 2019,
      InStockSince: '2026-06-01',
      ResponsibleUserId: '9',
    });
  });
  it('a van is ex VAT when VAT-free, incl. VAT otherwise', () => {
    expect(stockCarFromSwapCar(customerCar, transfer, '2026-06-01', null).CarType).toBe(2);
    expect(stockCarFromSwapCar(customerCar, { ...transfer, IsVatFree: false }, '2026-06-01', null).CarType).toBe(3);
  });
});
