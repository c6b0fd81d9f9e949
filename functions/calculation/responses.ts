import * as z from 'zod';
import { messageBody } from '../platform/http/contract.ts';

/** POST /api/vehicleregistrationfee/calculate */
export const calculateFeeResponse = z.object({
  BaseTaxDeductableValue: z.number(),
  MinProfit: z.number(),
  RegistrationFee: z.number(),
  RegistrationFeeAdjustment: z.number(),
  DiscountOnVehicleProfit: z.number(),
  DiscountOnFactoryEquipment: z.number(),
  DiscountOnRegistrationFee: z.number(),
  FactoryEquipment: z.array(z.object({
    UniqueId: z.string(),
    BaseTaxDeductableValue: z.number(),
    MinProfit: z.number(),
    MinTaxationValue: z.number(),
    RegistrationFee: z.number(),
  })),
  Explanation: z.object({
    Table: z.string(),
    Year: z.number(),
    Confidence: z.string(),
    Lines: z.array(z.object({
      Label: z.string(),
      Amount: z.number(),
      /** How the step is worked, in Danish ('25 % af de første 76.400 kr. …'). */
      Detail: z.string().optional(),
      /** A line that explains and does not count towards the fee (the price new of a used car). */
      Informational: z.literal(true).optional(),
      Figures: z.array(z.object({
        Name: z.string(),
        Value: z.union([z.array(z.number()), z.number()]),
        Basis: z.string(),
        Level: z.string(),
        Source: z.string(),
        FromYear: z.number().optional(),
      })),
    })),
    Notes: z.array(z.string()),
  }),
});

/** POST /api/VehicleTax/GetTaxes */
export const getTaxesResponse = z.object({
  YearlyTax: z.number(),
  YearlyEqualisationTax: z.number(),
  YearlyNoParticleFilterTax: z.number(),
  TaxKind: z.string(),
  Lines: z.array(z.object({
    Label: z.string(),
    Amount: z.number(),
    Source: z.string(),
    Basis: z.string(),
  })),
  Notes: z.array(z.string()),
});

/** GET /api/case/getusedvehicle */
export const getUsedVehicleResponse = z.object({
  CarId: z.string(),
  Title: z.string(),
  Make: z.string(),
  Model: z.string(),
  ModelYear: z.number(),
  IsFactoryNew: z.boolean(),
  UsedVehicleInformation: z.object({
    RegistrationDate: z.string(),
    Mileage: z.number(),
    IsImportedCar: z.boolean(),
  }),
  CashPrice: z.number(),
  VehicleInformation: z.object({
    KmPerLiter: z.number().nullable(),
  }),
});

/** GET /api/case/getoriginalprice/ */
export const getOriginalPriceResponse = z.object({
  CaseId: z.string(),
  OriginalPrice: z.number().nullable(),
  PriceType: z.string().nullable(),
});

/** GET /api/dbi/getdbivehicle */
export const getDbiVehicleResponse = z.object({
  DbiId: z.string(),
  ModelCatalogueId: z.string(),
  Make: z.string(),
  Model: z.string(),
  Variant: z.string(),
  Type: z.string(),
  ModelYear: z.number(),
  VehicleType: z.string(),
  IsVan: z.boolean(),
  FuelType: z.string(),
  FuelTypeName: z.string(),
  KmPerLiter: z.number().nullable(),
  CO2Emission: z.number(),
  Weight: z.number(),
  TotalWeight: z.number(),
  BatteryCapacity: z.number().nullable(),
  ParticulateFilter: z.boolean(),
  NumberOfDoors: z.number(),
  Engine: z.object({
    FuelType: z.string(),
    Motor: z.string(),
    Effect: z.number(),
  }),
  DbiAccessLevel: z.number(),
  TaxDeductableSetting: z.object({
    Abs: z.boolean(),
    Esp: z.boolean(),
    Radio: z.boolean(),
    EuroNcapToprated: z.boolean(),
    NumberOfAirbags: z.number(),
    NumberOfIntegratedChildSeats: z.number(),
    NumberOfSeatBeltAlarms: z.number(),
  }),
  ListPrice: z.number(),
  PriceType: z.string(),
  NettoPriceWithoutVat: z.number(),
  ProfitWithoutVat: z.number(),
  MinProfit: z.number().nullable(),
  MinTaxationValue: z.number().nullable(),
  BaseTaxDeductableValue: z.number(),
  FactoryEquipment: z.array(z.object({
    UniqueId: z.string(),
    Category: z.number(),
    Description: z.string(),
    ReferenceNumber: z.string(),
    CostWithoutVat: z.number(),
    ProfitWithoutVat: z.number(),
    MinProfit: z.number().nullable(),
    MinTaxationValue: z.number().nullable(),
    AssemblyPrice: z.number(),
  })),
});

/** GET /api/CarCatalog/GetUpholstery */
export const getUpholsteryResponse = z.array(z.object({
  Type: z.string(),
}));

/** GET /api/CarCatalog/GetUpholsteryColors */
export const getUpholsteryColorsResponse = z.array(z.object({
  Color: z.string(),
  ColorCode: z.string(),
}));

/** GET /api/VehicleExtraEquipment/All */
export const vehicleEquipmentAllResponse = z.object({
  List: z.array(z.object({
    UniqueId: z.string(),
    Category: z.number(),
    Description: z.string(),
    ReferenceNumber: z.string().nullable(),
    CostWithoutVat: z.number(),
    ProfitWithoutVat: z.number(),
    MinProfit: z.number().optional(),
    MinTaxationValue: z.number().optional(),
    AssemblyPrice: z.number().optional(),
    Vat: z.number(),
    TotalPrice: z.number(),
    PriceEnteredWithVatAndProfit: z.boolean().optional(),
    Comment: z.string().nullable().optional(),
    Id: z.string().optional(),
  })),
});

/** GET /api/VehicleExtraEquipment/AccessToDbiMake */
export const accessToDbiMakeResponse = z.object({
  Make: z.string(),
  Access: z.boolean(),
  DbiAccessLevel: z.number().nullable(),
  MaxGearing: z.object({
    state: z.string(),
    enabled: z.boolean(),
    message: z.string().nullable(),
    showMinProfit: z.boolean(),
  }),
});

/** GET /api/UsedVehicleExtraEquipment/All */
export const usedEquipmentAllResponse = z.object({
  List: z.array(z.object({
    PriceEnteredWithVatAndProfit: z.boolean(),
    Comment: z.string().nullable(),
    Description: z.string(),
    ReferenceNumber: z.string().nullable(),
    Vat: z.number(),
    ProfitWithoutVat: z.number(),
    Id: z.string(),
    CostWithoutVat: z.number(),
    UniqueId: z.string(),
    Category: z.number(),
    TotalPrice: z.number(),
  })),
});

/** POST /api/UsedVehicleExtraEquipment/Save/ */
export const usedEquipmentSaveResponse = z.object({
  Id: z.string(),
  Description: z.string(),
  Comment: z.string().nullable(),
  ReferenceNumber: z.string().nullable(),
  CostWithoutVat: z.number(),
  ProfitWithoutVat: z.number(),
  Vat: z.number(),
  PriceEnteredWithVatAndProfit: z.boolean(),
  UniqueId: z.string(),
  Category: z.number(),
  TotalPrice: z.number(),
  Message: z.string(),
});

/** POST /api/UsedVehicleExtraEquipment/Delete */
export const usedEquipmentDeleteResponse = messageBody;
