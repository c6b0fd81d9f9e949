import { carSchema, type CarInput } from '../../../../../domain/cars/car.ts';
import { danishToday } from '../../../../../domain/format.ts';
import { moneyValue } from '@/components/money-input.tsx';
import type { CarDetails } from '../api/types.ts';

/**
 * The car page's form: every field of "Car (details)" the product edits (spec part 1 §3), numbers as the inputs hold
 * them ('' while empty) and dates as server dates (or as typed, until they are dates). The domain's car schema reads
 * what the form sends and gives the spec's messages, on the page as on the server.
 */
type Amount = number | '';
export interface CarForm {
  Make: string;
  Model: string;
  Variant: string;
  Motor: string;
  ModelYear: Amount;
  RegistrationDate: string | null;
  Mileage: Amount;
  CashPrice: Amount;
  RetailPrice: Amount;
  PriceWithNoTax: Amount;
  WholesalePrice: Amount;
  LeasePayment: Amount;
  WeightTaxCosts: Amount;
  MarketValue: Amount;
  Color: string;
  FuelType: string;
  GearType: string | null;
  CarType: string;
  Status: string;
  RegistrationNumber: string;
  ChassisNumber: string;
  VehicleNumber: string;
  ResponsibleUserId: string | null;
  NumberOfDoors: Amount;
  Effect: Amount;
  KmPerLiter: Amount;
  ExtraEquipmentText: string;
  InStockSince: string | null;
  RetailPriceDescription: string;
  VariantDescription: string;
  IsNewNonDbi: boolean;
  ChassisType: string | null;
  ExternalUrl: string;
  HasVideo: boolean;
  Has360Image: boolean;
  /** Carried, not edited: the model catalogue variant the car is. */
  CarSpecificationGuid: string | null;
}

const amount = (value: number | null | undefined): Amount => (value === null || value === undefined ? '' : value);

export const blankCarForm = (): CarForm => ({
  Make: '',
  Model: '',
  Variant: '',
  Motor: '',
  ModelYear: '',
  RegistrationDate: null,
  Mileage: '',
  CashPrice: '',
  RetailPrice: '',
  PriceWithNoTax: '',
  WholesalePrice: '',
  LeasePayment: '',
  WeightTaxCosts: '',
  MarketValue: '',
  Color: '',
  FuelType: 'Unknown',
  GearType: null,
  CarType: '1',
  Status: '0',
  RegistrationNumber: '',
  ChassisNumber: '',
  VehicleNumber: '',
  ResponsibleUserId: null,
  NumberOfDoors: '',
  Effect: '',
  KmPerLiter: '',
  ExtraEquipmentText: '',
  InStockSince: danishToday(),
  RetailPriceDescription: '',
  VariantDescription: '',
  IsNewNonDbi: false,
  ChassisType: null,
  ExternalUrl: '',
  HasVideo: false,
  Has360Image: false,
  CarSpecificationGuid: null,
});

export const carFormOf = (car: CarDetails): CarForm => ({
  Make: car.Make,
  Model: car.Model,
  Variant: car.Variant,
  Motor: car.Motor,
  ModelYear: amount(car.ModelYear),
  RegistrationDate: car.RegistrationDate,
  Mileage: amount(car.Mileage),
  CashPrice: amount(car.CashPrice),
  RetailPrice: amount(car.RetailPrice),
  PriceWithNoTax: amount(car.PriceWithNoTax),
  WholesalePrice: amount(car.WholesalePrice),
  LeasePayment: amount(car.LeasePayment),
  WeightTaxCosts: amount(car.WeightTaxCosts),
  MarketValue: amount(car.MarketValue),
  Color: car.Color,
  FuelType: car.FuelType,
  GearType: car.GearType,
  CarType: String(car.CarType),
  Status: String(car.Status),
  RegistrationNumber: car.RegistrationNumber,
  ChassisNumber: car.ChassisNumber,
  VehicleNumber: car.VehicleNumber,
  ResponsibleUserId: car.ResponsibleUserId,
  NumberOfDoors: amount(car.NumberOfDoors),
  Effect: amount(car.Effect),
  KmPerLiter: amount(car.KmPerLiter),
  ExtraEquipmentText: car.ExtraEquipmentText,
  InStockSince: car.InStockSince,
  RetailPriceDescription: car.RetailPriceDescription ?? '',
  VariantDescription: car.VariantDescription ?? '',
  IsNewNonDbi: car.IsNewNonDbi ?? false,
  ChassisType: car.ChassisType || null,
  ExternalUrl: car.ExternalUrl ?? '',
  HasVideo: car.HasVideo ?? false,
  Has360Image: car.Has360Image ?? false,
  CarSpecificationGuid: car.CarSpecificationGuid ?? null,
});

// A number field may hold its raw text ('148000.00'), not only a number or ''.
const numberOrNull = (value: Amount): number | null => moneyValue(value);

/** What the page sends: the form's values on the wire's shape (empty numbers null). */
export const carInputOf = (form: CarForm): CarInput => ({
  ...form,
  ModelYear: numberOrNull(form.ModelYear),
  Mileage: numberOrNull(form.Mileage),
  CashPrice: numberOrNull(form.CashPrice),
  RetailPrice: numberOrNull(form.RetailPrice),
  PriceWithNoTax: numberOrNull(form.PriceWithNoTax),
  WholesalePrice: numberOrNull(form.WholesalePrice),
  LeasePayment: numberOrNull(form.LeasePayment),
  WeightTaxCosts: numberOrNull(form.WeightTaxCosts),
  MarketValue: numberOrNull(form.MarketValue),
  NumberOfDoors: numberOrNull(form.NumberOfDoors),
  Effect: numberOrNull(form.Effect),
  KmPerLiter: numberOrNull(form.KmPerLiter),
  FuelType: form.FuelType as CarInput['FuelType'],
  GearType: form.GearType as CarInput['GearType'],
  CarType: Number(form.CarType),
  Status: Number(form.Status),
  ChassisType: form.ChassisType ?? '',
  InStockSince: form.InStockSince ?? '',
});

/** The form's errors by field, from the domain's car schema (the first message of each field). */
export const carFormErrors = (form: CarForm): Partial<Record<keyof CarForm, string>> => {
  const result = carSchema.safeParse(carInputOf(form));
  if (result.success) return {};
  const errors: Partial<Record<keyof CarForm, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof CarForm;
    errors[field] ??= issue.message;
  }
  return errors;
};

/** The vehicle a case sells, as far as a new stock car can start from it (document 2 `/Cars/OwnCars/CreateCarWizard`). */
export interface CaseVehicle {
  Make?: string | null;
  Model?: string | null;
  Variant?: string | null;
  Motor?: string | null;
  FuelType?: string | null;
  VehicleType?: number | null;
  Color?: string | null;
  IsFactoryNew?: boolean;
  IsSpecifiedVehicle?: boolean;
  RegistrationNumber?: string | null;
  ChassisNumber?: string | null;
  VehicleNumber?: string | null;
  ModelYear?: number | null;
  RegistrationDate?: string | null;
  Mileage?: number | null;
  SalesItemPriceWithVat?: number | null;
  /** The catalogue variant the case's vehicle was chosen from. */
  CarGuid?: string | null;
}

/** The specified vehicle's fuel as shown ('Benzin', 'El', ...) → the stock car's fuel type. */
const FUEL_OF_TEXT: Record<string, CarForm['FuelType']> = { benzin: 'Petrol', diesel: 'Diesel', el: 'Electric', hybrid: 'Hybrid', petrol: 'Petrol', electric: 'Electric' };
/** A specified vehicle's type 5 is a caravan (document 2), which the stock car types call 6; 7 is a motorcycle in both. */
const SPECIFIED_CAR_TYPE: Record<number, number> = { 5: 6, 7: 7 };

/** A new car's form started from the case's vehicle: what the case knows, the rest blank. */
export const carFormOfCaseVehicle = (vehicle: CaseVehicle | null | undefined): CarForm => {
  const blank = blankCarForm();
  if (!vehicle) return blank;
  const type = vehicle.VehicleType ?? null;
  const carType = type === null ? null : vehicle.IsSpecifiedVehicle ? (SPECIFIED_CAR_TYPE[type] ?? type) : type;
  return {
    ...blank,
    Make: vehicle.Make ?? '',
    Model: vehicle.Model ?? '',
    Variant: vehicle.Variant ?? '',
    Motor: vehicle.Motor ?? '',
    FuelType: FUEL_OF_TEXT[(vehicle.FuelType ?? '').trim().toLowerCase()] ?? blank.FuelType,
    CarType: carType !== null && carType >= 1 && carType <= 7 ? String(carType) : blank.CarType,
    Color: vehicle.Color ?? '',
    IsNewNonDbi: vehicle.IsFactoryNew === true && vehicle.IsSpecifiedVehicle === true,
    RegistrationNumber: vehicle.RegistrationNumber ?? '',
    ChassisNumber: vehicle.ChassisNumber ?? '',
    VehicleNumber: vehicle.VehicleNumber ?? '',
    ModelYear: vehicle.ModelYear ?? '',
    RegistrationDate: vehicle.RegistrationDate ?? null,
    Mileage: vehicle.Mileage ?? '',
    RetailPrice: vehicle.SalesItemPriceWithVat ?? '',
    CarSpecificationGuid: vehicle.CarGuid || null,
  };
};
