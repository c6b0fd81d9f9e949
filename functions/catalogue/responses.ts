import * as z from 'zod';

/** GET /api/dbi/getmakes */
export const getMakesResponse = z.array(z.string());

/** GET /api/dbi/gettypes */
export const getTypesResponse = z.array(z.object({
  Id: z.number(),
  Name: z.string(),
}));

/** GET /api/dbi/getmodels */
export const getModelsResponse = z.array(z.string());

/** A catalogue variant as the search lists it and `GET /api/CarCatalog/GetModelCatalogByGuid` answers it. */
export const modelByGuidResponse = z.object({
  CarGuid: z.string(),
  Make: z.string(),
  Model: z.string(),
  Type: z.string(),
  FactoryCode: z.string(),
  Variant: z.string(),
  EquipmentLevel: z.string(),
  ModelYear: z.number(),
  EffectiveDate: z.string(),
  TotalPrice: z.number(),
  PriceType: z.string(),
  FuelType: z.string(),
  NumberOfDoors: z.number(),
  Motor: z.string(),
  Effect: z.number(),
  KmPerLiter: z.number().nullable(),
  CarType: z.number(),
  CarTypeName: z.string(),
  IsVan: z.boolean(),
  ChassisTypes: z.array(z.string()),
  ChargerType: z.string().nullable(),
});

/** GET /api/dbi/search */
export const searchResponse = z.object({
  Total: z.number(),
  List: z.array(modelByGuidResponse),
});

/**
 * What the motor register holds of a car beyond its designation, where it gives them: the own and total weight (kg)
 * and the yearly taxes (kr. a year).
 */
const registeredFigures = {
  Weight: z.number().nullable().optional(),
  TotalWeight: z.number().nullable().optional(),
  WeightTaxPerYear: z.number().nullable().optional(),
  EqualisationTaxPerYear: z.number().nullable().optional(),
  NoParticleFilterTax: z.number().nullable().optional(),
};

/** GET /api/Dmr/GetExternalDetails */
export const dmrExternalDetailsResponse = z.object({
  RegistrationNumber: z.string(),
  VehicleIdentificationNumber: z.string(),
  Make: z.string(),
  Model: z.string(),
  Type: z.string(),
  VariantText: z.string(),
  Fuel: z.string(),
  EffectKw: z.number(),
  FuelEconomy: z.number(),
  FirstRegistrationDate: z.string(),
  InspectionDate: z.string(),
  Color: z.string(),
  NumberOfDoors: z.number(),
  IsVan: z.boolean(),
  CarGuid: z.string(),
  Effect: z.number(),
  ...registeredFigures,
  DmrCarTitleSection: z.object({
    VinNumber: z.string(),
    LicensePlate: z.string(),
    Make: z.string(),
    Model: z.string(),
    Variant: z.string(),
  }),
  DmrCarChassis: z.object({
    Type: z.string(),
    Fuel: z.string(),
    Effect: z.number(),
    EffectKw: z.number(),
    FuelEconomy: z.number(),
    FirstRegistrationDate: z.string(),
    InspectionDate: z.string(),
    Color: z.string(),
    NumberOfDoors: z.number(),
  }),
  InspectionReportUrl: z.string(),
}).nullable();

/** The drill-down's choices at each step: what the catalogue offers for the selection so far. */
const drillDownOptions = z.object({
  Types: z.array(z.string()),
  Makes: z.array(z.string()),
  Models: z.array(z.string()),
  Years: z.array(z.number()),
  FuelTypes: z.array(z.string()),
});

/** One catalogue variant the drill-down found, with the selection it answers and its production period. */
const drillDownVariant = z.object({
  Id: z.string(),
  Text: z.string(),
  Selection: z.object({
    Type: z.string(),
    Make: z.string(),
    Model: z.string(),
    Year: z.number().nullable(),
    Fuel: z.string(),
  }),
  ProductionPeriod: z.object({
    StartYear: z.number(),
    EndYear: z.number().nullable(),
  }),
});

/** GET /api/CarCatalog/DrillDown */
export const drillDownResponse = z.object({
  Options: drillDownOptions,
  Selection: z.object({
    Type: z.string().nullable(),
    Make: z.string().nullable(),
    Model: z.string().nullable(),
    Year: z.number().nullable(),
    Fuel: z.string().nullable(),
  }),
  Variants: z.array(drillDownVariant),
  VehicleDetails: z.object({
    RegistrationNumber: z.string(),
    VehicleIdentificationNumber: z.string(),
    Make: z.string(),
    Model: z.string(),
    Type: z.string(),
    VariantText: z.string(),
    Fuel: z.string(),
    EffectKw: z.number(),
    FuelEconomy: z.number(),
    FirstRegistrationDate: z.string(),
    InspectionDate: z.string(),
    Color: z.string(),
    NumberOfDoors: z.number(),
    IsVan: z.boolean(),
    CarGuid: z.string().nullable(),
    Effect: z.number(),
    ...registeredFigures,
  }).nullable(),
  Error: z.boolean(),
});

/** GET /api/CarCatalog/ChangeModelDrillDown */
export const changeModelDrillDownResponse = z.object({
  Options: drillDownOptions,
  Selection: z.object({
    Type: z.string(),
    Make: z.string(),
    Model: z.string(),
    Year: z.number().nullable(),
    Fuel: z.string().nullable(),
  }),
  Variants: z.array(drillDownVariant),
  VehicleDetails: z.string().nullable(),
  Error: z.boolean(),
});

/** GET /api/CarCatalog/GetCarModelOptions */
export const carModelOptionsResponse = z.array(z.object({
  Id: z.string(),
  Name: z.string(),
  Price: z.number(),
  IsStandard: z.boolean(),
}));

/** GET /api/CarCatalog/GetCarModelOptionsForChangeModel */
export const carModelOptionsForChangeModelResponse = z.object({
  Variant: drillDownVariant,
  Options: carModelOptionsResponse,
});

/** GET /api/CarCatalog/GetCarColors */
export const carColorsResponse = z.array(z.object({
  Id: z.number(),
  Name: z.string(),
}));

/** POST /api/CarCatalog/DealerRequestsVariant/ */
export const requestVariantResponse = z.object({
  Message: z.string(),
  RequestId: z.string(),
  Delivered: z.string(),
});

/** GET /api/Car/GetCustomerCarDebtCheck */
export const debtCheckResponse = z.object({
  State: z.number(),
  CarHasDebt: z.boolean().nullable(),
  DebtTextShort: z.string(),
  ChassisNumber: z.string().nullable(),
  RegistrationNumber: z.string().nullable(),
  TotalDebt: z.number().nullable(),
});
