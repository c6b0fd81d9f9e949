import { describe, expect, it } from 'vitest';
import { customerCarErrors, customerCarSchema, customerCarTitle, toCustomerCarData, withBeltFieldsCleared, type CustomerCarInput } from './customer-car.ts';
import { CustomerCarMessages } from './messages.ts';

const valid: CustomerCarInput = {
  CustomerId: '7',
  RegistrationNumber: 'ab 12 345',
  RegistrationDate: '2019-03-14',
  ChassisNumber: 'wvwzzz1kzaw000001',
  Mileage: 84_000,
  TimingBeltReplaced: 1,
  TimingBeltReplacedAtMileage: 120_000,
  TimingBeltReplacedAtMileageDate: '01-05-2024',
  IsVatFree: false,
  NumberOfKeys: 2,
  LatestBid: 95_000,
  Variant: { Title: 'VW Golf 1,5 TSI', Make: 'VW', Model: 'Golf', Type: 1, FuelType: 1, ModelYear: 2019, IsPassengerCar: true },
};

const errorsOf = (changes: Partial<CustomerCarInput>) => customerCarErrors({ ...valid, ...changes });
const variantErrorsOf = (changes: Record<string, unknown>) => customerCarErrors({ ...valid, Variant: { ...valid.Variant, ...changes } });

describe('the customer car schema', () => {
  it('accepts a complete car and normalises it: wire dates, upper-case numbers, defaults for the selects', () => {
    const car = customerCarSchema.parse(valid);
    expect(car).toMatchObject({
      Id: null,
      CustomerId: '7',
      RegistrationNumber: 'AB12345',
      ChassisNumber: 'WVWZZZ1KZAW000001',
      RegistrationDate: '2019-03-14',
      TimingBeltReplacedAtMileageDate: '2024-05-01',
      FormerUse: 0,
      SeverelyDamaged: 2,
      TaxPaid: 0,
      ServiceBook: 0,
      Variant: { IsVan: false, IsPassengerCar: true, ProductionPeriodYearStart: null },
    });
    expect(customerCarErrors(valid)).toEqual({});
  });

  it("treats Id '0' as a new car", () => {
    expect(customerCarSchema.parse({ ...valid, Id: '0' }).Id).toBeNull();
    expect(customerCarSchema.parse({ ...valid, Id: 12 }).Id).toBe('12');
  });

  it('dates: Danish dates with years 1900-2050, typed or on the wire', () => {
    for (const field of ['RegistrationDate', 'InspectionDate', 'TimingBeltReplacedAtMileageDate'] as const) {
      expect(errorsOf({ [field]: '01-01-1899' })[field]).toBe('Årstallet skal være imellem 1900-2050');
      expect(errorsOf({ [field]: '2051-01-01' })[field]).toBe('Årstallet skal være imellem 1900-2050');
      expect(errorsOf({ [field]: '31-02-2020' })[field]).toBe('Indtast en gyldig dato (dd-mm-åååå).');
      expect(errorsOf({ [field]: '01.01.2050' })[field]).toBeUndefined();
      expect(errorsOf({ [field]: '1900-01-01' })[field]).toBeUndefined();
      expect(errorsOf({ [field]: '' })[field]).toBeUndefined();
    }
    expect(customerCarSchema.parse({ ...valid, InspectionDate: '5/6/2023' }).InspectionDate).toBe('2023-06-05');
  });

  it('Mileage: a whole number, at most 100,000,000', () => {
    expect(errorsOf({ Mileage: 100_000_000 }).Mileage).toBeUndefined();
    expect(errorsOf({ Mileage: 100_000_001 }).Mileage).toBe(CustomerCarMessages.mileageTooHigh);
    expect(errorsOf({ Mileage: '12,5' }).Mileage).toBe('Indtast gyldigt tal');
    expect(errorsOf({ Mileage: -1 }).Mileage).toBe('Indtast gyldigt tal');
    expect(customerCarSchema.parse({ ...valid, Mileage: '4500' }).Mileage).toBe(4500);
  });

  it('TimingBeltReplacedAtMileage: at most 3,000,000', () => {
    expect(errorsOf({ TimingBeltReplacedAtMileage: 3_000_000 }).TimingBeltReplacedAtMileage).toBeUndefined();
    expect(errorsOf({ TimingBeltReplacedAtMileage: 3_000_001 }).TimingBeltReplacedAtMileage).toBe(CustomerCarMessages.beltMileageTooHigh);
  });

  it('LatestBid: 0 to 100,000,000', () => {
    expect(errorsOf({ LatestBid: 0 }).LatestBid).toBeUndefined();
    expect(errorsOf({ LatestBid: 100_000_000 }).LatestBid).toBeUndefined();
    expect(errorsOf({ LatestBid: 100_000_001 }).LatestBid).toBe(CustomerCarMessages.bidOutOfRange);
    expect(errorsOf({ LatestBid: 'mange' }).LatestBid).toBe('Indtast gyldigt tal');
  });

  it('production period years: numeric or blank', () => {
    expect(variantErrorsOf({ ProductionPeriodYearStart: '2015', ProductionPeriodYearEnd: '' })).toEqual({});
    expect(variantErrorsOf({ ProductionPeriodYearStart: '20x5' })['Variant.ProductionPeriodYearStart']).toBe('Indtast gyldigt tal');
    expect(variantErrorsOf({ ProductionPeriodYearEnd: 'ukendt' })['Variant.ProductionPeriodYearEnd']).toBe('Indtast gyldigt tal');
  });

  it('IsVatFree: required for vans and passenger cars only', () => {
    expect(errorsOf({ IsVatFree: null }).IsVatFree).toBe(CustomerCarMessages.isVatFreeRequired);
    expect(customerCarErrors({ ...valid, IsVatFree: null, Variant: { Type: 2 } }).IsVatFree).toBe(CustomerCarMessages.isVatFreeRequired);
    expect(customerCarErrors({ ...valid, IsVatFree: null, Variant: { IsVan: true } }).IsVatFree).toBe(CustomerCarMessages.isVatFreeRequired);
    expect(customerCarErrors({ ...valid, IsVatFree: null, Variant: { Type: 7 } }).IsVatFree).toBeUndefined();
    expect(errorsOf({ IsVatFree: true }).IsVatFree).toBeUndefined();
  });

  it('NumberOfKeys: 1 to 5', () => {
    expect(errorsOf({ NumberOfKeys: 1 }).NumberOfKeys).toBeUndefined();
    expect(errorsOf({ NumberOfKeys: 5 }).NumberOfKeys).toBeUndefined();
    expect(errorsOf({ NumberOfKeys: 0 }).NumberOfKeys).toBe(CustomerCarMessages.numberOfKeys);
    expect(errorsOf({ NumberOfKeys: 6 }).NumberOfKeys).toBe(CustomerCarMessages.numberOfKeys);
  });

  it('the enumerations: only their own values', () => {
    expect(errorsOf({ FormerUse: 7 }).FormerUse).toBe(CustomerCarMessages.choose);
    expect(errorsOf({ FormerUse: 6 }).FormerUse).toBeUndefined();
    expect(errorsOf({ TimingBeltReplaced: 4 }).TimingBeltReplaced).toBe(CustomerCarMessages.choose);
    expect(errorsOf({ SeverelyDamaged: 3 }).SeverelyDamaged).toBe(CustomerCarMessages.choose);
    expect(errorsOf({ TaxPaid: 3 }).TaxPaid).toBe(CustomerCarMessages.choose);
    expect(errorsOf({ ServiceBook: 3 }).ServiceBook).toBe(CustomerCarMessages.choose);
    expect(variantErrorsOf({ Type: 8 })['Variant.Type']).toBe(CustomerCarMessages.choose);
    expect(variantErrorsOf({ FuelType: 4 })['Variant.FuelType']).toBe(CustomerCarMessages.choose);
  });

  it('clears the belt mileage and date unless the timing belt was replaced (1)', () => {
    for (const TimingBeltReplaced of [0, 2, 3]) {
      const car = customerCarSchema.parse({ ...valid, TimingBeltReplaced });
      expect(car.TimingBeltReplacedAtMileage).toBeNull();
      expect(car.TimingBeltReplacedAtMileageDate).toBeNull();
    }
    const replaced = customerCarSchema.parse(valid);
    expect(replaced.TimingBeltReplacedAtMileage).toBe(120_000);
    expect(withBeltFieldsCleared({ TimingBeltReplaced: 2, TimingBeltReplacedAtMileage: 5, TimingBeltReplacedAtMileageDate: 'x' })).toEqual({
      TimingBeltReplaced: 2,
      TimingBeltReplacedAtMileage: null,
      TimingBeltReplacedAtMileageDate: null,
    });
  });

  it('the stored data leaves out the id and the case; the title is the variant title or make and model', () => {
    const data = toCustomerCarData(customerCarSchema.parse({ ...valid, Id: '3', CaseId: '1042' }), '7');
    expect(data).not.toHaveProperty('Id');
    expect(data).not.toHaveProperty('CaseId');
    expect(data.CustomerId).toBe('7');
    expect(customerCarTitle(data)).toBe('VW Golf 1,5 TSI');
    expect(customerCarTitle({ Variant: { Title: '', Make: 'Ford', Model: 'Focus' } })).toBe('Ford Focus');
  });
});

describe('the customer car schema, all messages at once', () => {
  it('reports IsVatFree together with the other fields', () => {
    const errors = customerCarErrors({ ...valid, IsVatFree: null, Mileage: 100_000_001, RegistrationDate: '01-01-1899' });
    expect(errors).toMatchObject({
      IsVatFree: CustomerCarMessages.isVatFreeRequired,
      Mileage: CustomerCarMessages.mileageTooHigh,
      RegistrationDate: 'Årstallet skal være imellem 1900-2050',
    });
  });
});
