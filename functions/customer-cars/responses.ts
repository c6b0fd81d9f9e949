import * as z from 'zod';

/** GET /api/Car/GetCustomerCars: the customer's cars as saved; what the form leaves empty is null. */
export const getCustomerCarsResponse = z.array(z.object({
  MileageWarranty: z.string().nullable(),
  RegistrationDate: z.string().nullable(),
  InspectionDate: z.string().nullable(),
  TimingBeltReplaced: z.number(),
  IsVatFree: z.boolean().nullable(),
  IsVatFreeCar: z.boolean().nullable(),
  TimingBeltReplacedAtMileageDate: z.string().nullable(),
  CarSpecificationGuid: z.string().nullable(),
  ModifiedDate: z.string(),
  LatestBid: z.number().nullable(),
  FormerUse: z.number(),
  FinancedBy: z.string(),
  RegistrationNumber: z.string(),
  VehicleNumber: z.string(),
  Damages: z.string(),
  TimingBeltReplacedAtMileage: z.number().nullable(),
  Comment: z.string(),
  TaxPaid: z.number(),
  Mileage: z.number().nullable(),
  Title: z.string(),
  CustomerId: z.string(),
  SeverelyDamaged: z.number(),
  CarGuid: z.string().nullable(),
  ServiceBook: z.number(),
  Variant: z.object({
    IsVan: z.boolean(),
    Motor: z.string(),
    IsPassengerCar: z.boolean(),
    Title: z.string(),
    NumberOfDoors: z.number().nullable(),
    ProductionPeriodYearEnd: z.number().nullable(),
    Make: z.string(),
    Guid: z.string().nullable(),
    FuelType: z.number(),
    Type: z.number(),
    Model: z.string(),
    ProductionPeriodYearStart: z.number().nullable(),
    ModelYear: z.number(),
  }),
  ChassisNumber: z.string(),
  CarColorId: z.string().nullable(),
  ParticleFilter: z.boolean().nullable(),
  DealerId: z.string(),
  CreatedDate: z.string(),
  Id: z.string(),
  NumberOfKeys: z.number().nullable(),
  Version: z.number(),
  Deleted: z.boolean().optional(),
}));

/** POST /api/car/saveCustomerCar */
export const saveCustomerCarResponse = z.string();

/** POST /api/car/deletecustomercar */
export const deleteCustomerCarResponse = z.object({
  ErrorMessage: z.string().nullable(),
});

/** GET /api/Case/GetBids */
export const getBidsResponse = z.object({
  Bids: z.array(z.object({
    CarTitle: z.string(),
    FirstRegistration: z.string(),
    Price: z.number(),
    CreatedDate: z.string(),
    CreatedByUserName: z.string(),
    CaseId: z.string().nullable(),
    Id: z.string(),
    BranchName: z.string(),
  })),
});
