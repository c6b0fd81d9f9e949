import { projection } from '../../platform/projection.ts';
import { CAR_EVENTS, carRowKeyOf, carSearchTextOf, evolveCarFacts, type CarEvent, type CarFacts } from './car-facts.ts';

/**
 * One row per stock car for the own-cars list and the car typeahead (spec part 1 §3 "Stock car list row"),
 * pk `own-car-list#<dealerId>` (tenant-scoped), sk the car id; also found by id alone through gsi1 (`car#<id>`), for
 * a case that picked a car of another department. A deleted car leaves a tombstone. Branch (the dealer's name),
 * DaysInStock and ResponsibleUser change without an event of the car: they are added when the row is read.
 */
export interface OwnCarListRow extends Record<string, unknown> {
  Id: string;
  DealerId: string;
  /** 'Make Model Variant': what the case shows. */
  Title: string;
  /** Car type 1..7. */
  Type: number;
  Make: string;
  Model: string;
  Variant: string;
  Motor: string;
  ModelYear: number | null;
  FirstRegistrationDate: string | null;
  Mileage: number | null;
  CashPrice: number | null;
  RetailPrice: number | null;
  PriceWithNoTax: number | null;
  LeasePayment: number | null;
  /** Car status 0..9. */
  Status: number;
  FuelType: CarFacts['FuelType'];
  GearType: CarFacts['GearType'];
  Color: string;
  VehicleNumber: string;
  RegistrationNumber: string;
  ChassisNumber: string;
  ResponsibleUserId: string | null;
  InStockSince: string;
  IsSold: boolean;
  SoldDate: string | null;
  SalesPrice: number | null;
  CreatedDate: string;
  ModifiedDate: string;
  IsInternal: boolean;
  ExternalSince: string | null;
  AdType: 0 | 1 | 2 | null;
  AdTypeSetByRule: boolean;
  LockedByCarApi: boolean;
  Pictures: string[];
  /** What the car is found by (carSearchTextOf). */
  SearchText: string;
  gsi1pk: string;
  gsi1sk: string;
}

export const OWN_CAR_LIST = 'own-car-list';
export const ownCarListPartition = (dealerId: string): string => `${OWN_CAR_LIST}#${dealerId}`;
/** Where a car's list row lives: one GetItem. */
export const carRowKey = (dealerId: string, id: string) => ({ pk: ownCarListPartition(dealerId), sk: id });
/** A car's rows by id alone (gsi1), whatever its dealer. */
export const carIndexKey = (id: string): string => `car#${id}`;

export const ownCarListRow = (car: CarFacts): OwnCarListRow => ({
  Id: car.Id,
  DealerId: car.DealerId,
  Title: car.Title,
  Type: car.CarType,
  Make: car.Make,
  Model: car.Model,
  Variant: car.Variant,
  Motor: car.Motor,
  ModelYear: car.ModelYear,
  FirstRegistrationDate: car.RegistrationDate,
  Mileage: car.Mileage,
  CashPrice: car.CashPrice,
  RetailPrice: car.RetailPrice,
  PriceWithNoTax: car.PriceWithNoTax,
  LeasePayment: car.LeasePayment,
  Status: car.Status,
  FuelType: car.FuelType,
  GearType: car.GearType,
  Color: car.Color,
  VehicleNumber: car.VehicleNumber,
  RegistrationNumber: car.RegistrationNumber,
  ChassisNumber: car.ChassisNumber,
  ResponsibleUserId: car.ResponsibleUserId,
  InStockSince: car.InStockSince,
  IsSold: car.IsSold,
  SoldDate: car.SoldDate,
  SalesPrice: car.SalesPrice,
  CreatedDate: car.CreatedDate,
  ModifiedDate: car.ModifiedDate,
  IsInternal: car.IsInternal ?? false,
  ExternalSince: car.ExternalSince ?? null,
  AdType: car.AdType ?? null,
  AdTypeSetByRule: car.AdTypeSetByRule ?? false,
  LockedByCarApi: car.LockedByCarApi ?? false,
  Pictures: car.Pictures ?? [],
  SearchText: carSearchTextOf(car),
  gsi1pk: carIndexKey(car.Id),
  gsi1sk: OWN_CAR_LIST,
});

/**
 * The list row keeps only list fields, so each event is folded into the facts the row was built from: a sale changes
 * the sale fields, a save replaces the car's data (and keeps the sale), creation starts afresh.
 */
export const evolveOwnCarListRow = (row: OwnCarListRow | undefined, event: CarEvent): OwnCarListRow | null => {
  const facts: CarFacts | undefined = row && {
    Make: row.Make,
    Model: row.Model,
    Variant: row.Variant,
    Motor: row.Motor,
    ModelYear: row.ModelYear,
    RegistrationDate: row.FirstRegistrationDate,
    Mileage: row.Mileage,
    CashPrice: row.CashPrice,
    RetailPrice: row.RetailPrice,
    PriceWithNoTax: row.PriceWithNoTax,
    WholesalePrice: null,
    LeasePayment: row.LeasePayment,
    Color: row.Color,
    FuelType: row.FuelType,
    GearType: row.GearType,
    CarType: row.Type,
    Status: row.Status,
    RegistrationNumber: row.RegistrationNumber,
    ChassisNumber: row.ChassisNumber,
    VehicleNumber: row.VehicleNumber,
    ResponsibleUserId: row.ResponsibleUserId,
    NumberOfDoors: null,
    Effect: null,
    KmPerLiter: null,
    ExtraEquipmentText: '',
    InStockSince: row.InStockSince,
    Id: row.Id,
    DealerId: row.DealerId,
    Title: row.Title,
    IsSold: row.IsSold,
    SoldDate: row.SoldDate,
    SalesPrice: row.SalesPrice,
    IsRetailPrice: null,
    CreatedDate: row.CreatedDate,
    ModifiedDate: row.ModifiedDate,
    IsInternal: row.IsInternal,
    ExternalSince: row.ExternalSince,
    AdType: row.AdType,
    AdTypeSetByRule: row.AdTypeSetByRule,
    LockedByCarApi: row.LockedByCarApi,
    Pictures: row.Pictures,
  };
  const next = evolveCarFacts(facts, event);
  return next ? ownCarListRow(next) : null;
};

export const ownCarList = projection({
  name: OWN_CAR_LIST,
  events: CAR_EVENTS,
  key: (event) => carRowKeyOf(OWN_CAR_LIST, event),
  evolve: evolveOwnCarListRow,
});
