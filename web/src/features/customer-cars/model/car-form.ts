import type { CustomerCarInput } from '../../../../../domain/customer-cars/customer-car.ts';
import { customerCarVariantOf, type SpecificationPick, type VehicleDetails } from '../../../../../domain/catalogue/vehicle-data.ts';
import { toClientDate } from '../../../../../domain/format.ts';
import type { CustomerCarRow } from '../api/get-customer-cars.ts';

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

/** A car as the car pickers list it: its title and registration number ('VW Golf 1,5 TSI - AB12345'). */
export const carLabel = (car: Pick<CustomerCarRow, 'Title' | 'RegistrationNumber'>): string => [car.Title, car.RegistrationNumber].filter(Boolean).join(' - ');

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

/** The form after choosing a specification: the variant, and the register's numbers and dates when looked up. */
export const withSpecification = (form: CarForm, pick: SpecificationPick): CarForm => {
  const variant = customerCarVariantOf(pick);
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    ...form,
    CarGuid: variant.Guid,
    ...(pick.colorId === null ? {} : { CarColorId: String(pick.colorId) }),
    ...(pick.details
      ? {
          RegistrationNumber: pick.details.RegistrationNumber,
          ChassisNumber: pick.details.VehicleIdentificationNumber,
          RegistrationDate: toClientDate(pick.details.FirstRegistrationDate),
          InspectionDate: toClientDate(pick.details.InspectionDate),
        }
      : {}),
    Variant: {
      ...form.Variant,
      ...variant,
      ModelYear: text(variant.ModelYear),
      ProductionPeriodYearStart: text(variant.ProductionPeriodYearStart),
      ProductionPeriodYearEnd: text(variant.ProductionPeriodYearEnd),
      NumberOfDoors: pick.details ? String(pick.details.NumberOfDoors) : form.Variant.NumberOfDoors,
      // The engine as the catalogue answer names it: the register's type designation when looked up by number, else
      // the variant's text ('2.0 TDI 150 hk Style'), which is where the catalogue's drill-down names the engine.
      Motor: (pick.details?.Type || pick.variant.Text).slice(0, 100),
    },
  };
};

/** The register's fuel text as the customer car's fuel (0 unknown, 1 petrol, 2 diesel, 3 electric). */
const FUEL_OF_REGISTER: Readonly<Record<string, 1 | 2 | 3>> = { benzin: 1, diesel: 2, el: 3 };

/**
 * The form filled with the motor register's facts of the car (car facts by registration or chassis number): its numbers,
 * dates, make, model, engine, doors, fuel and whether it is a van. What the register does not say is kept as typed.
 */
export const withCarFacts = (form: CarForm, details: VehicleDetails): CarForm => ({
  ...form,
  CarGuid: details.CarGuid ?? form.CarGuid,
  RegistrationNumber: details.RegistrationNumber || form.RegistrationNumber,
  ChassisNumber: details.VehicleIdentificationNumber || form.ChassisNumber,
  RegistrationDate: toClientDate(details.FirstRegistrationDate) || form.RegistrationDate,
  InspectionDate: toClientDate(details.InspectionDate) || form.InspectionDate,
  Variant: {
    ...form.Variant,
    Title: [details.Make, details.Model, details.VariantText].filter(Boolean).join(' ').slice(0, 200) || form.Variant.Title,
    Make: details.Make || form.Variant.Make,
    Model: details.Model || form.Variant.Model,
    Motor: details.Type ? details.Type.slice(0, 100) : form.Variant.Motor,
    NumberOfDoors: details.NumberOfDoors ? String(details.NumberOfDoors) : form.Variant.NumberOfDoors,
    FuelType: FUEL_OF_REGISTER[details.Fuel.trim().toLowerCase()] ?? form.Variant.FuelType,
    IsVan: details.IsVan,
    IsPassengerCar: !details.IsVan,
    // A passenger car is type 1; a van's type says whether its price includes VAT, which the register does not know.
    Type: details.IsVan ? form.Variant.Type : 1,
  },
});
