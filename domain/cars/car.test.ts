import { describe, expect, it } from 'vitest';
import { carData } from '../../events/cars.ts';
import { CAR_TYPES as CUSTOMER_CAR_TYPES } from '../customer-cars/customer-car.ts';
import { CAR_TYPES, carSchema, carStatusText, carTitle, CarFieldMessages, daysInStock, type CarInput } from './car.ts';

const input: CarInput = {
  Make: ' Volkswagen ',
  Model: 'Golf',
  Variant: '1,5 eTSI Life DSG',
  ModelYear: 2022,
  RegistrationDate: '2022-05-31',
  Mileage: 41_000,
  CashPrice: 249_900,
  RetailPrice: 249_900,
  FuelType: 'Petrol',
  GearType: 'AutoShift',
  CarType: 1,
  RegistrationNumber: 'cx 12 345',
  ChassisNumber: 'wvwzzzcdzmw000001',
  InStockSince: '2026-09-01',
};
const messageFor = (changes: Partial<Record<keyof CarInput, unknown>>, field: string): string | undefined =>
  carSchema.safeParse({ ...input, ...changes }).error?.issues.find((issue) => issue.path.join('.') === field)?.message;

describe('stock car validation (spec part 1 §5)', () => {
  it('trims, upper-cases the plate and the chassis number, fills defaults, and stores what the events accept', () => {
    const car = carSchema.parse(input);
    expect(car).toMatchObject({ Make: 'Volkswagen', RegistrationNumber: 'CX12345', ChassisNumber: 'WVWZZZCDZMW000001', Status: 0, Variant: '1,5 eTSI Life DSG', LeasePayment: null, Motor: '' });
    expect(carData.parse(car)).toEqual(car);
    expect(carTitle(car)).toBe('Volkswagen Golf 1,5 eTSI Life DSG');
    expect(carTitle({ Make: 'Tesla', Model: 'Model 3', Variant: '' })).toBe('Tesla Model 3');
  });

  it('requires make and model', () => {
    expect(messageFor({ Make: '' }, 'Make')).toBe(CarFieldMessages.make);
    expect(messageFor({ Model: undefined }, 'Model')).toBe(CarFieldMessages.model);
  });

  it('keeps prices and mileage within 0..100,000,000', () => {
    expect(messageFor({ CashPrice: 100_000_001 }, 'CashPrice')).toBe(CarFieldMessages.price);
    expect(messageFor({ WholesalePrice: -1 }, 'WholesalePrice')).toBe(CarFieldMessages.price);
    expect(carSchema.safeParse({ ...input, LeasePayment: 100_000_000 }).success).toBe(true);
    expect(messageFor({ Mileage: 100_000_001 }, 'Mileage')).toBe(CarFieldMessages.mileage);
    expect(messageFor({ Mileage: 12.5 }, 'Mileage')).toBe(CarFieldMessages.integer);
  });

  it('takes dates as YYYY-MM-DD within the years 1900..2050', () => {
    expect(messageFor({ RegistrationDate: '31-05-2022' }, 'RegistrationDate')).toBe(CarFieldMessages.date);
    expect(messageFor({ RegistrationDate: '2022-02-30' }, 'RegistrationDate')).toBe(CarFieldMessages.date);
    expect(messageFor({ RegistrationDate: '1899-12-31' }, 'RegistrationDate')).toBe('Årstallet skal være imellem 1900-2050');
    expect(messageFor({ ModelYear: 2051 }, 'ModelYear')).toBe('Årstallet skal være imellem 1900-2050');
    expect(carSchema.safeParse({ ...input, RegistrationDate: '2050-12-31', ModelYear: 1900 }).success).toBe(true);
  });

  it('wants the price without tax below the retail price', () => {
    expect(messageFor({ PriceWithNoTax: 249_900 }, 'PriceWithNoTax')).toBe('Prisen uden afgift skal være lavere end detailprisen');
    expect(carSchema.safeParse({ ...input, PriceWithNoTax: 199_900 }).success).toBe(true);
  });

  it('checks the enumerations and the plate', () => {
    expect(messageFor({ CarType: 8 }, 'CarType')).toBe(CarFieldMessages.carType);
    expect(messageFor({ Status: 10 }, 'Status')).toBe(CarFieldMessages.status);
    expect(messageFor({ FuelType: 'Steam' }, 'FuelType')).toBe(CarFieldMessages.fuelType);
    expect(messageFor({ RegistrationNumber: 'AB-12.345' }, 'RegistrationNumber')).toBe(CarFieldMessages.registrationNumber);
  });
});

describe('the car page rules of our own (spec part 1 §5)', () => {
  it('refuses an external URL on Bilbasen or DBA, and one that is not a web address', () => {
    expect(messageFor({ ExternalUrl: 'https://www.bilbasen.dk/brugt/bil/vw/golf/123' }, 'ExternalUrl')).toBe(CarFieldMessages.marketplaceUrl);
    expect(messageFor({ ExternalUrl: 'http://dba.dk/vw-golf/id-1' }, 'ExternalUrl')).toBe(CarFieldMessages.marketplaceUrl);
    expect(messageFor({ ExternalUrl: 'ftp://forhandler.dk/bil' }, 'ExternalUrl')).toBe(CarFieldMessages.url);
    expect(messageFor({ ExternalUrl: 'ikke en adresse' }, 'ExternalUrl')).toBe(CarFieldMessages.url);
    expect(messageFor({ ExternalUrl: 'https://bilhuset-aarhus.dk/biler/golf' }, 'ExternalUrl')).toBeUndefined();
    expect(messageFor({ ExternalUrl: 'https://notbilbasen.dk/x' }, 'ExternalUrl')).toBeUndefined();
  });

  it('keeps a new car at most 4 years old and at most 2.000 km', () => {
    expect(messageFor({ IsNewNonDbi: true, ModelYear: 2021 }, 'ModelYear')).toBe(CarFieldMessages.newCarAge);
    expect(messageFor({ IsNewNonDbi: true, ModelYear: 2022, Mileage: 2_000 }, 'ModelYear')).toBeUndefined();
    expect(messageFor({ IsNewNonDbi: true, ModelYear: 2026, Mileage: 2_001 }, 'Mileage')).toBe(CarFieldMessages.newCarMileage);
    expect(messageFor({ IsNewNonDbi: false, ModelYear: 2010, Mileage: 200_000 }, 'Mileage')).toBeUndefined();
  });

  it('accepts only the chassis types of the stock filter', () => {
    expect(messageFor({ ChassisType: 'Stationcar' }, 'ChassisType')).toBeUndefined();
    expect(messageFor({ ChassisType: 'Rumskib' }, 'ChassisType')).toBe(CarFieldMessages.chassisType);
  });
});

describe('what staff read of a stock car', () => {
  it('names car type 5 Campingbus, as every car type list does', () => {
    expect(CAR_TYPES[5]).toBe('Campingbus');
    expect(CAR_TYPES).toEqual(CUSTOMER_CAR_TYPES);
  });

  it('shows a sold car as sold, whatever its stock status was', () => {
    expect(carStatusText({ Status: 0, IsSold: true })).toBe('Solgt');
    expect(carStatusText({ Status: 1, IsSold: true })).toBe('Solgt');
    expect(carStatusText({ Status: 1, IsSold: false })).toBe('På vej');
  });

  it('stops counting days in stock on the day of the sale', () => {
    expect(daysInStock({ InStockSince: '2026-10-01', IsSold: true, SoldDate: '2026-10-11' }, '2026-11-28')).toBe(10);
    expect(daysInStock({ InStockSince: '2026-10-01', IsSold: false, SoldDate: null }, '2026-10-31')).toBe(30);
  });

  it('keeps whether the ad has a video and 360° pictures, neither by default', () => {
    expect(carSchema.parse(input)).toMatchObject({ HasVideo: false, Has360Image: false });
    const car = carSchema.parse({ ...input, HasVideo: true, Has360Image: true });
    expect(carData.parse(car)).toMatchObject({ HasVideo: true, Has360Image: true });
  });
});
