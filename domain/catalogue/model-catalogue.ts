/**
 * The model catalogue (DBI) as the case page reads it (spec part 2 §2 "Car catalogue modal", §7 "Lookups and pickers",
 * §8 "Car catalogue"; part 1 §7 "Car catalogue and vehicle data"). Wire shapes shared by the server and the SPA.
 */

/** The catalogue's vehicle categories, the `carType` of `/api/dbi/gettypes`, `/getmodels` and `/search` (part 1 §3 car types). */
export const CATALOGUE_CAR_TYPES = { 1: 'Personbil', 2: 'Varebil' } as const;
export type CatalogueCarTypeId = keyof typeof CATALOGUE_CAR_TYPES;

/** One entry of `/api/dbi/gettypes`. */
export interface CatalogueCarType {
  Id: CatalogueCarTypeId;
  Name: string;
}

/**
 * Price types: 'A' a price with registration tax (afgift), 'S' a sales-tax-free price, which staff read as 'V'
 * (spec part 2 §2).
 */
export type CataloguePriceType = 'A' | 'S';
export const priceTypeLabel = (priceType: string | null | undefined): string => (priceType === 'S' ? 'V' : (priceType ?? ''));

/** A variant of the catalogue: a row of `/api/dbi/search` and the answer of `/api/CarCatalog/GetModelCatalogByGuid`. */
export interface CatalogueVariant {
  CarGuid: string;
  Make: string;
  Model: string;
  /** The type designation (typebetegnelse), e.g. 'Golf 1.5 eTSI 150 hk DSG'. */
  Type: string;
  FactoryCode: string;
  Variant: string;
  EquipmentLevel: string;
  ModelYear: number;
  /** The price's effective date, YYYY-MM-DD. */
  EffectiveDate: string;
  TotalPrice: number;
  PriceType: CataloguePriceType;
  /** Fuel as staff read it: Benzin, Diesel, El, Hybrid, Plug-in hybrid. */
  FuelType: string;
  NumberOfDoors: number;
  Motor: string;
  /** Horsepower. */
  Effect: number;
  KmPerLiter: number | null;
  CarType: CatalogueCarTypeId;
  CarTypeName: string;
  IsVan: boolean;
  ChassisTypes: string[];
  /** Charger of an electric or plug-in car, e.g. 'Type 2 / CCS'; null otherwise. */
  ChargerType: string | null;
}

/** The grid's columns (spec part 2 §2): the default ones first. Selection is remembered in the browser. */
export const CATALOGUE_COLUMNS = [
  { accessor: 'Type', title: 'Type' },
  { accessor: 'FactoryCode', title: 'Fabrikskode' },
  { accessor: 'Variant', title: 'Variant' },
  { accessor: 'EquipmentLevel', title: 'Udstyrsniveau' },
  { accessor: 'ModelYear', title: 'Modelår' },
  { accessor: 'EffectiveDate', title: 'Ikrafttrædelse' },
  { accessor: 'TotalPrice', title: 'Totalpris' },
  { accessor: 'PriceType', title: 'Pristype' },
  { accessor: 'Make', title: 'Mærke' },
  { accessor: 'Model', title: 'Model' },
  { accessor: 'Motor', title: 'Motor' },
  { accessor: 'FuelType', title: 'Drivmiddel' },
  { accessor: 'NumberOfDoors', title: 'Døre' },
  { accessor: 'Effect', title: 'Hk' },
] as const satisfies readonly { accessor: keyof CatalogueVariant; title: string }[];
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number]['accessor'];
export const DEFAULT_CATALOGUE_COLUMNS: readonly CatalogueColumn[] = [
  'Type',
  'FactoryCode',
  'Variant',
  'EquipmentLevel',
  'ModelYear',
  'EffectiveDate',
  'TotalPrice',
  'PriceType',
];

/** The server's ErrorCode when the catalogue does not answer (spec part 2 §8). */
export const CATALOGUE_UNAVAILABLE_ERROR_CODE = 102;
export const CatalogueMessages = {
  unavailable: 'Kunne ikke hente bildata fra DBI katalog, da det ikke svarer. Prøv igen senere',
  /** The spec's wording, spelling included. */
  failed: 'Der skete en fejl i forbindelse med at hente DBI kalalog',
  notFound: 'Bilen findes ikke i modelkataloget.',
} as const;

/** The free-text filter waits this long after the last keystroke (spec part 2 §2). */
export const CATALOGUE_FREETEXT_THROTTLE_MS = 600;
