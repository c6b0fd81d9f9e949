import type { CustomerCarInput } from '../../../../../domain/customer-cars/customer-car.ts';
import { toClientDate } from '../../../../../domain/format.ts';
import type { CustomerCarRow } from '../api/customer-cars.ts';

/**
 * The swap car as the form holds it: the wire fields, with dates as typed (DD-MM-YYYY) and numbers as text, so that
 * what the user typed stays on screen until it is valid; the domain schema reads this shape and gives its messages.
 */
export type CarForm = CustomerCarInput & { Variant: NonNullable<CustomerCarInput['Variant']> };

const text = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

export const blankCarForm = (customerId: string): CarForm => ({
  Id: null,
  CustomerId: customerId,
  RegistrationNumber: '',
  RegistrationDate: '',
  ChassisNumber: '',
  InspectionDate: '',
  Mileage: '',
  MileageWarranty: null,
  VehicleNumber: '',
  Comment: '',
  FormerUse: 0,
  TimingBeltReplaced: 0,
  TimingBeltReplacedAtMileage: '',
  TimingBeltReplacedAtMileageDate: '',
  ServiceBook: 0,
  ParticleFilter: null,
  Damages: '',
  SeverelyDamaged: 2,
  IsVatFree: null,
  IsVatFreeCar: null,
  FinancedBy: '',
  CarColorId: null,
  TaxPaid: 0,
  NumberOfKeys: '',
  LatestBid: '',
  Variant: {
    Title: '',
    Make: '',
    Model: '',
    Motor: '',
    NumberOfDoors: '',
    Type: null,
    FuelType: null,
    ModelYear: '',
    ProductionPeriodYearStart: '',
    ProductionPeriodYearEnd: '',
    IsVan: false,
    IsPassengerCar: false,
  },
});

export const carFormOf = (car: CustomerCarRow): CarForm => ({
  ...blankCarForm(car.CustomerId),
  ...car,
  RegistrationDate: toClientDate(car.RegistrationDate),
  InspectionDate: toClientDate(car.InspectionDate),
  TimingBeltReplacedAtMileageDate: toClientDate(car.TimingBeltReplacedAtMileageDate),
  Mileage: text(car.Mileage),
  TimingBeltReplacedAtMileage: text(car.TimingBeltReplacedAtMileage),
  NumberOfKeys: text(car.NumberOfKeys),
  LatestBid: text(car.LatestBid),
  Variant: {
    ...car.Variant,
    NumberOfDoors: text(car.Variant.NumberOfDoors),
    ModelYear: text(car.Variant.ModelYear),
    ProductionPeriodYearStart: text(car.Variant.ProductionPeriodYearStart),
    ProductionPeriodYearEnd: text(car.Variant.ProductionPeriodYearEnd),
  },
});

/** Choosing a car type sets the van and passenger car flags the VAT rules read (1 passenger car; 2 and 3 vans). */
export const withCarType = (form: CarForm, type: number | null): CarForm => ({
  ...form,
  Variant: { ...form.Variant, Type: type, IsPassengerCar: type === 1, IsVan: type === 2 || type === 3 },
});
