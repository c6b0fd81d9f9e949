import { z } from 'zod';

/**
 * Events of the sales case (sag). The case's data is stored as the spec's Case fields (part 2 §3 "Case"); the
 * workspace issues add fields to `caseData` as they build the tabs. Documents and statuses as the spec names them.
 */
const id = z.string().regex(/^\d+$/);

export const CASE_DOCUMENTS = [
  'Contract',
  'PurchaseDocument',
  'Offer',
  'TestDrive',
  'Rental',
  'InvoiceDocument',
  'CustomsDocument',
  'PreparationDocument',
] as const;
export const caseDocument = z.enum(CASE_DOCUMENTS);
export const signableDocument = z.enum(['Contract', 'PurchaseDocument']);
export const caseStatusValue = z.number().int().min(0).max(5);

/** The vehicle sold on the case (SalesItem): a stock car (Id), a catalogue car or a specified vehicle. */
export const salesItem = z
  .object({
    Id: id.nullable(),
    Title: z.string().max(300),
    IsFactoryNew: z.boolean(),
    IsSpecifiedVehicle: z.boolean(),
    RegistrationNumber: z.string().max(20).nullable(),
    ChassisNumber: z.string().max(30).nullable(),
    VehicleNumber: z.string().max(30).nullable(),
    ModelYear: z.number().int().nullable(),
    RegistrationDate: z.string().nullable(),
    Mileage: z.number().int().nullable(),
    SalesItemPriceWithVat: z.number().nullable(),
  })
  .partial()
  .strict();

export const caseData = z
  .object({
    CustomerId: id.nullable(),
    Customer2Id: id.nullable(),
    SwapCarId: id.nullable(),
    CaseManagerId: z.string().nullable(),
    FinanceOfferId: id.nullable(),
    SalesItem: salesItem.nullable(),
  })
  .partial()
  .strict();
export type CaseData = z.infer<typeof caseData>;

export const caseEvents = {
  CaseOpened: z.object({
    CaseId: id,
    DealerId: z.string().min(1),
    CopiedFromCaseId: id.nullable(),
    Case: caseData,
  }),
  CaseSaved: z.object({ Changes: caseData }),
  CaseDocumentPrinted: z.object({ Document: caseDocument }),
  CaseDocumentSigned: z.object({ Document: signableDocument }),
  CaseDocumentCancelled: z.object({ Document: signableDocument }),
  CaseStatusChanged: z.object({ Status: caseStatusValue, PreviousStatus: caseStatusValue }),
  CaseCarDelivered: z.object({ CarId: id.nullable(), SwapCarId: id.nullable() }),
  CaseClosed: z.object({}),
  CaseCopied: z.object({ NewCaseId: id }),
  CaseDeleted: z.object({}),
} as const;
