import type { SalesItem } from '../../events/cases.ts';
import { formatKr } from '../format.ts';

/**
 * Vehicle data as the dealer reads it (spec part 1 §2 car facts, choose car specification, request a new variant,
 * debt check; §3 "Vehicle details by number", "Drill-down response", "New-variant request", "Car debt check result";
 * §4 "Debt check", "Car specification search"; §5, §8 car-facts texts). Wire shapes and texts shared by the server and
 * the SPA; no I/O.
 */

/** The motor register's answer for one vehicle (§3 "Vehicle details by number"). Effect in horsepower. */
export interface VehicleDetails {
  RegistrationNumber: string;
  VehicleIdentificationNumber: string;
  Make: string;
  Model: string;
  /** The register's type designation, e.g. 'Golf 1.5 eTSI 150 hk'. */
  Type: string;
  VariantText: string;
  Fuel: string;
  /** Horsepower, converted from the register's kW (× 1.36, rounded). */
  Effect: number;
  EffectKw: number;
  /** Km per litre (or kWh per 100 km is not given by the register: null for electric cars). */
  FuelEconomy: number | null;
  /** YYYY-MM-DD. */
  FirstRegistrationDate: string;
  /** The latest periodic inspection, YYYY-MM-DD; null when the car has not been inspected yet. */
  InspectionDate: string | null;
  Color: string;
  NumberOfDoors: number;
  IsVan: boolean;
  /** The catalogue variant the register's type designation corresponds to; null when none does. */
  CarGuid: string | null;
  /** The registered own weight (egenvægt) and total weight in kg, which the weight tax and the equalisation tax read. */
  Weight?: number | null;
  TotalWeight?: number | null;
  /**
   * The yearly taxes the register holds for the car, whole kroner a year: the ownership or weight tax, the diesel
   * equalisation tax and the surcharge for a diesel without particle filter (0 where there is none).
   */
  WeightTaxPerYear?: number | null;
  EqualisationTaxPerYear?: number | null;
  NoParticleFilterTax?: number | null;
}

/**
 * GET /api/Dmr/GetExternalDetails: the register's sections (§7: DmrCarChassis and DmrCarTitleSection with VinNumber,
 * LicensePlate) besides the flat details, and the link to the external inspection report. `null` means no data.
 */
export interface ExternalCarDetails extends VehicleDetails {
  DmrCarTitleSection: { VinNumber: string; LicensePlate: string; Make: string; Model: string; Variant: string };
  DmrCarChassis: {
    Type: string;
    Fuel: string;
    Effect: number;
    EffectKw: number;
    FuelEconomy: number | null;
    FirstRegistrationDate: string;
    InspectionDate: string | null;
    Color: string;
    NumberOfDoors: number;
  };
  InspectionReportUrl: string;
}

/** kW to horsepower as the register's figures are shown to staff (1 kW = 1.36 hk). */
export const horsepowerOf = (kw: number): number => Math.round(kw * 1.36);

/** Registration numbers are written without spaces, upper-cased; a chassis number (VIN) is 17 characters. */
export const normaliseVehicleNumber = (number: string): string => number.replace(/[\s-]/g, '').toUpperCase();
export const looksLikeVin = (number: string): boolean => /^[A-HJ-NPR-Z0-9]{17}$/.test(normaliseVehicleNumber(number));

export const CarFactsMessages = {
  noNumber: 'Du har ikke indtastet et stel- eller registreringsnummer',
  noData: (number: string) => `Der findes ingen data på stelnummer/registreringsnummer: ${number}`,
  unavailable: 'Servicen svarer ikke. Prøv igen senere eller kontakt kundeservice for hjælp.',
} as const;

/** The vehicle types of the specification search: 'Varevogn' is a van, 'Personvogn' a passenger car (§4). */
export const SPECIFICATION_TYPES = ['Personvogn', 'Varevogn'] as const;
export type SpecificationType = (typeof SPECIFICATION_TYPES)[number];

export interface DrillDownSelection {
  Type: SpecificationType | null;
  Make: string | null;
  Model: string | null;
  Year: number | null;
  Fuel: string | null;
}

export interface DrillDownVariant {
  /** The catalogue variant's guid (GetModelCatalogByGuid, GetCarModelOptions). */
  Id: string;
  Text: string;
  Selection: DrillDownSelection;
  ProductionPeriod: { StartYear: number; EndYear: number | null };
}

/** §3 "Drill-down response"; `Error` is the flag a look-up by number sets when it finds no variant (§4). */
export interface DrillDownResponse {
  Options: { Types: SpecificationType[]; Makes: string[]; Models: string[]; Years: number[]; FuelTypes: string[] };
  Selection: DrillDownSelection;
  Variants: DrillDownVariant[];
  VehicleDetails: VehicleDetails | null;
  Error: boolean;
}

/** An option (extra equipment) of a catalogue variant. Prices in whole kroner including VAT and registration tax. */
export interface CarModelOption {
  Id: string;
  Name: string;
  Price: number;
  /** Standard on the variant (shown, not chosen). */
  IsStandard: boolean;
}

export interface CarColor {
  Id: number;
  Name: string;
}

/** The colours a car can be registered in (the customer car's CarColorId). */
export const CAR_COLORS: readonly CarColor[] = [
  'Hvid',
  'Sort',
  'Sølv',
  'Grå',
  'Blå',
  'Mørkeblå',
  'Rød',
  'Bordeaux',
  'Grøn',
  'Brun',
  'Beige',
  'Champagne',
  'Gul',
  'Orange',
  'Lilla',
  'Andet',
].map((Name, index) => ({ Id: index + 1, Name }));

/** §3 "Car debt check result"; `State` 2 means unknown (§4: state 2 or the CarHasDebt result). */
export interface DebtCheckResult {
  State: 1 | 2;
  CarHasDebt: boolean | null;
  DebtTextShort: string;
  /** The numbers the register matched: they may differ from those entered (the mismatch notice). */
  ChassisNumber: string | null;
  RegistrationNumber: string | null;
  /**
   * The registered debt in all, in whole kroner (0 without debt; null when the register does not know the car): what
   * the swap car's 'Restgæld' is filled with. Beyond the spec's fields, which tell the debt only as text.
   */
  TotalDebt: number | null;
}

export const DebtCheckMessages = {
  running: 'Udfører opslag...',
  failed: 'fejl i opslag',
  unknown: 'Ukendt stel- eller reg. nr.',
  mismatch: 'Stel.- og regnr. matcher ikke',
  noDebt: 'Ingen gæld registreret',
  /** Without the debt_check function the dealer is told about the paid service (§4). */
  paidService:
    'Gældstjek er en tillægsydelse til 159 kr. pr. måned for hele butikken. Kontakt DealerHub for at bestille den.',
} as const;

/** Whether the register's numbers differ from those entered (an entered empty number never differs). */
export const debtCheckMismatch = (
  entered: { ChassisNumber?: string | null; RegistrationNumber?: string | null },
  result: Pick<DebtCheckResult, 'ChassisNumber' | 'RegistrationNumber'>,
): { ChassisNumber: boolean; RegistrationNumber: boolean } => {
  const differs = (typed: string | null | undefined, found: string | null): boolean =>
    !!typed?.trim() && !!found && normaliseVehicleNumber(typed) !== normaliseVehicleNumber(found);
  return {
    ChassisNumber: differs(entered.ChassisNumber, result.ChassisNumber),
    RegistrationNumber: differs(entered.RegistrationNumber, result.RegistrationNumber),
  };
};

/** §3 "New-variant request"; the first eleven fields are required (§5). */
export const VARIANT_REQUEST_REQUIRED = [
  'CarType',
  'Make',
  'Year',
  'Model',
  'Engine',
  'Effect',
  'Propellant',
  'Variant',
  'Doors',
  'Gear',
  'MileagePerLiter',
] as const;
export const VARIANT_REQUEST_OPTIONAL = [
  'PriceFromNew',
  'NettoWeight',
  'TotalWeight',
  'TrailerWeight',
  'Acceleration',
  'MaxSpeed',
  'RegistrationNumber',
] as const;
export type VariantRequestField = (typeof VARIANT_REQUEST_REQUIRED)[number] | (typeof VARIANT_REQUEST_OPTIONAL)[number];

/** The product the request is sent to ('Besked er sendt til {product}.'). */
export const PRODUCT_NAME = 'DealerHub';
export const variantRequestSent = (product: string = PRODUCT_NAME): string => `Besked er sendt til ${product}.`;

/** One registered debt as the short text says it, e.g. 'Ejendomsforbehold: Nordea Finans, 84.000 kr.'. */
export interface DebtEntry {
  Kind: string;
  Creditor: string;
  Amount: number;
}
export const debtTextShort = (debts: readonly DebtEntry[]): string =>
  debts.length === 0
    ? DebtCheckMessages.noDebt
    : debts.map((debt) => `${debt.Kind}: ${debt.Creditor}, ${formatKr(debt.Amount, 0)}`).join('; ');

/** What choosing a car specification hands the form that opened it (the swap car, the car tab). */
export interface SpecificationPick {
  variant: DrillDownVariant;
  /** The selection's year (the car's first registration when looked up by number). */
  year: number | null;
  /** The motor register's car when the pick came from a look-up by number. */
  details: VehicleDetails | null;
  colorId: number | null;
}

/** The customer car's fuel code (0 unknown, 1 petrol, 2 diesel, 3 electric) of a catalogue fuel; hybrids burn petrol. */
export const customerCarFuelOf = (fuel: string | null): number => {
  switch (fuel) {
    case 'El':
      return 3;
    case 'Diesel':
      return 2;
    case 'Benzin':
    case 'Hybrid':
    case 'Plug-in hybrid':
      return 1;
    default:
      return 0;
  }
};

/** The customer car's variant as a pick fills it: type 1 a passenger car, 2 a van (ex. VAT) (§4 'Varevogn'). */
export const customerCarVariantOf = (pick: SpecificationPick) => {
  const isVan = pick.variant.Selection.Type === 'Varevogn';
  return {
    Guid: pick.variant.Id,
    Title: pick.variant.Text,
    Make: pick.variant.Selection.Make ?? '',
    Model: pick.variant.Selection.Model ?? '',
    FuelType: customerCarFuelOf(pick.variant.Selection.Fuel),
    ModelYear: pick.year,
    ProductionPeriodYearStart: pick.variant.ProductionPeriod.StartYear,
    ProductionPeriodYearEnd: pick.variant.ProductionPeriod.EndYear,
    Type: isVan ? 2 : 1,
    IsVan: isVan,
    IsPassengerCar: !isVan,
  };
};

/**
 * The case's sales item with the motor register's facts of the car (the car tab's 'Udfyld med bilfakta'): its
 * registered weights, doors and type designation, and for a used car its latest inspection and km/l where the case has
 * none. What identifies the car (make, model, plates) stays as the case has it: the facts describe the car chosen.
 */
export const salesItemWithCarFacts = (item: SalesItem, details: VehicleDetails): SalesItem => {
  const known = <T,>(value: T | null | undefined, kept: T | null | undefined): T | null | undefined => (value === null || value === undefined ? kept : value);
  const information = item.VehicleInformation ?? {};
  return {
    ...item,
    KmPerLiter: item.KmPerLiter ?? details.FuelEconomy ?? null,
    VehicleInformation: {
      ...information,
      Weight: known(details.Weight, information.Weight),
      TotalWeight: known(details.TotalWeight, information.TotalWeight),
      WeightTaxPerYear: known(details.WeightTaxPerYear, information.WeightTaxPerYear),
      EqualisationTaxPerYear: known(details.EqualisationTaxPerYear, information.EqualisationTaxPerYear),
      NoParticleFilterTax: known(details.NoParticleFilterTax, information.NoParticleFilterTax),
      NumberOfDoors: known(details.NumberOfDoors, information.NumberOfDoors),
      EngineType: known(details.Type ? details.Type.slice(0, 50) : null, information.EngineType),
    },
    ...(item.IsFactoryNew ? {} : { UsedVehicleInformation: { ...item.UsedVehicleInformation, InspectionDate: known(details.InspectionDate, item.UsedVehicleInformation?.InspectionDate) } }),
  };
};

/**
 * The case's sales item of a chosen specification (the car tab; spec part 1 §2 choose car specification, part 2 §4:
 * picking a vehicle replaces the sales item and with it the calculation). It is a used car described by its catalogue
 * variant: make, model, variant, fuel, van or passenger car, the year, the production period, the chosen colour, and the motor register's
 * numbers and first registration when it was looked up by number. The catalogue's new price is not its price.
 */
export const salesItemOfSpecification = (pick: SpecificationPick, colorName: string | null): SalesItem => {
  const { variant, details } = pick;
  const isVan = variant.Selection.Type === 'Varevogn';
  const make = variant.Selection.Make ?? details?.Make ?? null;
  const model = variant.Selection.Model ?? details?.Model ?? null;
  const firstRegistrationYear = details ? Number(details.FirstRegistrationDate.slice(0, 4)) : null;
  return {
    Id: null,
    CarGuid: variant.Id,
    ModelCatalogueId: variant.Id,
    // The variant text usually begins with the model ('Octavia 2.0 TDI …'): the title does not say it twice.
    Title: [make, model && variant.Text.startsWith(model) ? null : model, variant.Text].filter((part) => part?.trim()).join(' '),
    Make: make,
    Model: model,
    Variant: variant.Text,
    FuelType: variant.Selection.Fuel ?? details?.Fuel ?? null,
    VehicleType: isVan ? 2 : 1,
    ModelYear: pick.year ?? firstRegistrationYear,
    Color: colorName ?? details?.Color ?? null,
    IsFactoryNew: false,
    IsSpecifiedVehicle: false,
    IsVan: isVan,
    IsVatFree: false,
    IsVatFreeCar: false,
    RegistrationNumber: details?.RegistrationNumber ?? null,
    ChassisNumber: details?.VehicleIdentificationNumber ?? null,
    RegistrationDate: details?.FirstRegistrationDate ?? null,
    ProductionPeriodYearStart: variant.ProductionPeriod.StartYear,
    ProductionPeriodYearEnd: variant.ProductionPeriod.EndYear,
    SalesItemPriceWithVat: null,
  };
};
