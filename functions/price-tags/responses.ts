import * as z from 'zod';

/** GET /api/pricetag/GetPriceTagModalInfo */
export const modalInfoResponse = z.object({
  CarId: z.string(),
  ModelDescription: z.object({ MotorVariantNumberOfDoors: z.string(), Make: z.string(), Model: z.string() }),
  ExtraEquipmentText: z.string(),
  /** Price excluding delivery. */
  RetailPrice: z.number().nullable(),
  DeliveryCost: z.number(),
  /** Price including delivery: what financing is computed on. */
  CashPrice: z.number().nullable(),
  PriceWithNoTax: z.number().nullable(),
  WholesalePrice: z.number().nullable(),
  LeasePayment: z.number().nullable(),
  VehicleNumber: z.string(),
  ChassisNumber: z.string(),
  HasPicture: z.boolean(),
});

/** GET /api/pricetag/GetAdditionalInformationChoices */
export const additionalInformationChoicesResponse = z.object({
  Choices: z.array(z.object({ Value: z.string(), Text: z.string(), IsDefault: z.boolean() })),
  MaxChoices: z.number(),
});

/** GET /api/pricetag/GetDownPayments */
export const downPaymentsResponse = z.array(z.object({ DownPaymentPercentage: z.number(), Periods: z.array(z.number()) }));

/** GET /api/pricetag/checkfinance */
export const checkFinanceResponse = z.object({
  HasFinancingCompany: z.boolean(),
  FinancingCompanyName: z.string().nullable(),
  /** The notice the modal shows (15 s) when the car has no finance company; null otherwise. */
  Message: z.string().nullable(),
});
