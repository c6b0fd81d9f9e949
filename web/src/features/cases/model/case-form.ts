import { missingForPrint } from '../../../../../domain/cases/decider.ts';
import { otherAgreementsSchema, type OtherAgreementsForm } from '../../../../../domain/cases/other-agreements.ts';
import { rentalSchema, type RentalForm } from '../../../../../domain/cases/rental.ts';
import { salesItemSchema, withSalesItem } from '../../../../../domain/cases/sales-item.ts';
import { CaseStatus } from '../../../../../domain/cases/status.ts';
import type { Action } from '../../../../../domain/roles.ts';
import type { CaseDocument } from '../../../../../domain/cases/decider.ts';
import type { z } from 'zod';
import type { SwapCarTerms } from '../../../../../domain/customer-cars/swap-car-rules.ts';
import type { CaseData } from '../../../../../events/cases.ts';
import type { CaseModel, CaseSaveRequest } from '../api/types.ts';

/** Every stored case field (the rental as the API shows it), so a new field in `caseData` is a compile error here. */
const CASE_FIELDS = {
  CustomerId: true,
  Customer2Id: true,
  SwapCarId: true,
  CaseManagerId: true,
  FinanceOfferId: true,
  SalesItem: true,
  SwapCarPriceWithVat: true,
  SwapCarPriceWithoutVat: true,
  SwapCarPriceVat: true,
  SwapCarUnpaidDebt: true,
  SwapCarIsVan: true,
  SwapCarIsVatFree: true,
  SwapCarIsVatFreeCar: true,
  HasSwapPriceAgreement: true,
  SwapPrice: true,
  CashPayment: true,
  FinanceText: true,
  InsuranceText: true,
  OtherAgreements: true,
  CarRental: true,
  Calculation: true,
} as const satisfies Record<keyof CaseData, true>;
type CaseField = keyof typeof CASE_FIELDS;
const caseFields = Object.keys(CASE_FIELDS) as CaseField[];

/**
 * What the case page edits: every stored field of the case, plus the buyers' names for the title. Other agreements
 * and the rental hold what was typed (a date as '1.7.2027', a time as '930') until their schemas turn it into the
 * stored form for the save.
 */
export type CaseForm = Omit<Pick<CaseModel, CaseField | 'CustomerName' | 'Customer2Name'>, 'OtherAgreements' | 'CarRental'> & {
  OtherAgreements: OtherAgreementsForm | null;
  CarRental: RentalForm | null;
};

export const formOf = (model: CaseModel): CaseForm => ({
  ...(Object.fromEntries(caseFields.map((field) => [field, model[field] ?? null])) as Pick<CaseModel, CaseField>),
  CustomerName: model.CustomerName,
  Customer2Name: model.Customer2Name,
});

const same = (a: unknown, b: unknown): boolean => JSON.stringify(stripNulls(a) ?? null) === JSON.stringify(stripNulls(b) ?? null);

/** Whether the page holds changes the server has not got. */
export const isDirty = (model: CaseModel, form: CaseForm): boolean => caseFields.some((field) => !same(form[field], model[field]));

/**
 * The domain schema each tab's part of the case must pass before the case is saved (spec part 2 §5): the same
 * schemas the server checks the save with ('this year' is part of the date rules, hence `now`).
 */
const partSchemas = (now: Date): { [Field in CaseField]?: z.ZodType } => ({
  SalesItem: salesItemSchema,
  OtherAgreements: otherAgreementsSchema(now),
  CarRental: rentalSchema(now),
});

/** The parts of the case that fail their schema, with the failing fields' messages. */
export const caseFormErrors = (form: CaseForm, now: Date = new Date()): Partial<Record<CaseField, string[]>> =>
  Object.fromEntries(
    Object.entries(partSchemas(now)).flatMap(([field, schema]) => {
      const value = form[field as CaseField];
      if (value === null || value === undefined) return [];
      const result = schema.safeParse(value);
      return result.success ? [] : [[field, result.error.issues.map((issue) => issue.message)]];
    }),
  );

export const caseFormIsValid = (form: CaseForm, now: Date = new Date()): boolean => Object.keys(caseFormErrors(form, now)).length === 0;

/** The form after the car tab changed its sales item: a new vehicle replaces the calculation, keeps the swap car. */
export const withCarTabChange = (form: CaseForm, next: CaseForm['SalesItem']): CaseForm => {
  const changed = withSalesItem({ SalesItem: form.SalesItem, CashPayment: form.CashPayment, Calculation: form.Calculation }, next);
  return { ...form, SalesItem: changed.SalesItem ?? null, CashPayment: changed.CashPayment ?? null, Calculation: changed.Calculation ?? null };
};

/** The swap-car tab's part of the case: the swap car and the case's terms for it. */
export const swapCarTermsOf = (form: CaseForm): SwapCarTerms => ({
  SwapCarId: form.SwapCarId,
  SwapCarPriceWithVat: form.SwapCarPriceWithVat,
  SwapCarPriceWithoutVat: form.SwapCarPriceWithoutVat,
  SwapCarPriceVat: form.SwapCarPriceVat,
  SwapCarUnpaidDebt: form.SwapCarUnpaidDebt,
  SwapCarIsVan: form.SwapCarIsVan,
  SwapCarIsVatFree: form.SwapCarIsVatFree,
  SwapCarIsVatFreeCar: form.SwapCarIsVatFreeCar,
  HasSwapPriceAgreement: form.HasSwapPriceAgreement,
  SwapPrice: form.SwapPrice,
});

/** A copy without null and undefined values, at any depth (spec part 2 §7: the case is posted with nulls stripped). */
export const stripNulls = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map((item: unknown) => stripNulls(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== null && item !== undefined)
      .map(([key, item]) => [key, stripNulls(item)]),
  ) as T;
};

/** The body of POST /api/case/save: the stored case fields as the page holds them, nulls stripped. */
export const saveRequestOf = (model: CaseModel, form: CaseForm, now: Date = new Date()): CaseSaveRequest => {
  const schemas = partSchemas(now);
  // Each part in its stored form (what was typed, parsed by its schema); a part that fails goes as typed, and the
  // server names its field.
  const stored = (field: CaseField): unknown => {
    const value = form[field];
    const schema = schemas[field];
    if (!schema || value === null || value === undefined) return value;
    const result = schema.safeParse(value);
    return result.success ? result.data : value;
  };
  const data = Object.fromEntries(caseFields.map((field) => [field, stored(field)])) as CaseSaveRequest;
  return stripNulls({ ...data, ...(model.Id ? { Id: model.Id } : {}) });
};

/** 'Mangler bil', 'Mangler kunde', 'Mangler bil og kunde', or undefined when the case can print. */
export const missingOf = (form: CaseForm): string | undefined => missingForPrint({ CustomerId: form.CustomerId, SalesItem: form.SalesItem });

export type CaseAction = 'save' | 'print' | 'sign' | 'cancel' | 'deliver' | 'close' | 'copy' | 'delete';

/** The action of the role matrix behind each lifecycle action: the server refuses it to a role without it. */
export const CASE_ACTION_POLICY: Readonly<Record<CaseAction, Action>> = {
  save: 'editCases',
  print: 'printSalesDocuments',
  sign: 'signDocuments',
  cancel: 'signDocuments',
  deliver: 'deliverCases',
  close: 'deliverCases',
  copy: 'editCases',
  delete: 'deleteCases',
};

/** The action of the role matrix that prints each document, as its route declares. */
export const DOCUMENT_PRINT_POLICY: Readonly<Record<CaseDocument, Action>> = {
  Offer: 'printSalesDocuments',
  Contract: 'printSalesDocuments',
  PurchaseDocument: 'printSalesDocuments',
  Rental: 'printSalesDocuments',
  TestDrive: 'printSalesDocuments',
  InvoiceDocument: 'printAccountingDocuments',
  CustomsDocument: 'printAccountingDocuments',
  PreparationDocument: 'recordPreparation',
};

/** Whether the user's role allows a lifecycle action at all: when not, its button is not shown. */
export const roleAllowsCaseAction = (allowedActions: readonly Action[], action: CaseAction): boolean => allowedActions.includes(CASE_ACTION_POLICY[action]);

/**
 * Which lifecycle actions the case page offers now (spec part 2 §4), by the case's state and the user's role. The
 * server decides again; this only keeps the buttons honest. A new case can only be saved, or printed (saving it first).
 */
export const availableActions = (model: CaseModel, form: CaseForm, allowedActions: readonly Action[]): Record<CaseAction, boolean> => {
  const saved = model.Id !== null;
  const closed = model.Status === CaseStatus.IsClosed;
  const hasCar = Boolean(form.SalesItem && (form.SalesItem.Id || form.SalesItem.Title));
  const printed = model.Status === CaseStatus.ContractIsPrinted || model.Status === CaseStatus.PurchaseDocumentIsPrinted;
  const documentExists = printed || model.Status === CaseStatus.ContractIsSigned || model.Status === CaseStatus.PurchaseDocumentIsSigned;
  const byState: Record<CaseAction, boolean> = {
    save: !closed,
    print: !closed && missingOf(form) === undefined,
    sign: saved && printed,
    cancel: saved && documentExists,
    deliver: saved && !closed && hasCar && !model.Delivered,
    close: saved && !closed,
    copy: saved,
    delete: saved,
  };
  return Object.fromEntries(
    Object.entries(byState).map(([action, allowed]) => [action, allowed && roleAllowsCaseAction(allowedActions, action as CaseAction)]),
  ) as Record<CaseAction, boolean>;
};

/** The document a status stands for: what 'Angiv som underskrevet' signs and 'Annuller dokument' cancels. */
export const documentOf = (status: CaseStatus): 'Contract' | 'PurchaseDocument' | undefined => {
  if (status === CaseStatus.ContractIsPrinted || status === CaseStatus.ContractIsSigned) return 'Contract';
  if (status === CaseStatus.PurchaseDocumentIsPrinted || status === CaseStatus.PurchaseDocumentIsSigned) return 'PurchaseDocument';
  return undefined;
};
