/**
 * The catalogue's pricing data of a variant (spec part 2 §3 "Sales item": VehicleInformation, TaxDeductableSetting,
 * the price block; §7 `GET /api/dbi/getdbivehicle`), as the server answers it and the calculation tab reads it.
 * Amounts in kroner.
 */
export interface TaxDeductableSetting {
  Abs: boolean;
  Esp: boolean;
  Radio: boolean;
  EuroNcapToprated: boolean;
  NumberOfAirbags: number;
  NumberOfIntegratedChildSeats: number;
  NumberOfSeatBeltAlarms: number;
}

export interface FactoryEquipmentItem {
  UniqueId: string;
  /** 1: factory equipment (Anmeldt). */
  Category: 1;
  Description: string;
  ReferenceNumber: string;
  CostWithoutVat: number;
  ProfitWithoutVat: number;
  /** The equipment's own minimum profit; null when the catalogue does not give it. */
  MinProfit: number | null;
  MinTaxationValue: number | null;
  AssemblyPrice: number;
}

export interface DbiVehicle {
  DbiId: string;
  ModelCatalogueId: string;
  Make: string;
  Model: string;
  Variant: string;
  Type: string;
  ModelYear: number;
  VehicleType: 'Car' | 'Van';
  IsVan: boolean;
  FuelType: 'Gasoline' | 'Diesel' | 'Electric';
  /** Fuel as staff read it (Benzin, Diesel, El, Hybrid, Plug-in hybrid). */
  FuelTypeName: string;
  KmPerLiter: number | null;
  /** WLTP, g/km. */
  CO2Emission: number;
  Weight: number;
  TotalWeight: number;
  BatteryCapacity: number | null;
  ParticulateFilter: boolean;
  NumberOfDoors: number;
  Engine: { FuelType: string; Motor: string; Effect: number };
  /** 0 limited, 1 minimum taxation missing, 2 and 3 max gearing allowed; null: not given (spec part 2 §4). */
  DbiAccessLevel: number | null;
  TaxDeductableSetting: TaxDeductableSetting;
  /** The importer's list price incl. VAT and the fee (price type A) or excl. the fee (S). */
  ListPrice: number;
  PriceType: 'A' | 'S';
  /** The price block at catalogue prices: what 'reset to catalogue prices' restores. */
  NettoPriceWithoutVat: number;
  ProfitWithoutVat: number;
  MinProfit: number | null;
  MinTaxationValue: number | null;
  BaseTaxDeductableValue: number;
  FactoryEquipment: FactoryEquipmentItem[];
}

export interface UpholsteryType {
  Type: string;
}
export interface UpholsteryColor {
  Color: string;
  ColorCode: string;
}
