import { printCommandOf, type CaseCommandName } from '../../../../../domain/cases/available-commands.ts';
import { caseHasCar, missingForPrint } from '../../../../../domain/cases/decider.ts';
import { otherAgreementsSchema, type OtherAgreementsForm } from '../../../../../domain/cases/other-agreements.ts';
import { rentalSchema, type RentalForm } from '../../../../../domain/cases/rental.ts';
import { salesItemSchema, withSalesItem } from '../../../../../domain/cases/sales-item.ts';
import { CaseStatus } from '../../../../../domain/cases/status.ts';
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

export type CaseAction = 'save' | 'print' | 'sign' | 'cancel' | 'deliver' | 'close' | 'copy' | 'delete' | 'createCar';

/** The case command behind each lifecycle button. */
const CASE_ACTION_COMMANDS: Readonly<Record<CaseAction, CaseCommandName>> = {
  save: 'SaveCase',
  print: 'PrintContract',
  sign: 'MarkDocumentSigned',
  cancel: 'CancelDocument',
  deliver: 'DeliverCar',
  close: 'CloseCase',
  copy: 'CopyCase',
  delete: 'DeleteCase',
  createCar: 'CreateCarFromCase',
};

/** Whether the server offers the command on the case now: its state takes it and the caller may give it. */
export const offers = (model: Pick<CaseModel, 'AllowedActions'>, command: CaseCommandName): boolean => model.AllowedActions.includes(command);

/** The lifecycle buttons the case shows: what the server offers on it now (its `AllowedActions`), nothing else. */
export const shownActions = (model: Pick<CaseModel, 'AllowedActions'>): Record<CaseAction, boolean> =>
  Object.fromEntries(Object.entries(CASE_ACTION_COMMANDS).map(([action, command]) => [action, offers(model, command)])) as Record<CaseAction, boolean>;

/**
 * Which shown buttons can be used with what the page holds: printing needs a car and a customer, delivering a car (the
 * decider's rules on the case's content; the page saves the form before either).
 */
export const usableActions = (model: Pick<CaseModel, 'AllowedActions'>, form: CaseForm): Record<CaseAction, boolean> => {
  const shown = shownActions(model);
  return { ...shown, print: shown.print && missingOf(form) === undefined, deliver: shown.deliver && caseHasCar(form) };
};

/** The documents the case offers to print now, in the order of `documents`. */
export const printableDocuments = <D extends { document: CaseDocument }>(model: Pick<CaseModel, 'AllowedActions'>, documents: readonly D[]): D[] =>
  documents.filter((each) => offers(model, printCommandOf(each.document)));

/** The document a status stands for: what 'Angiv som underskrevet' signs and 'Annuller dokument' cancels. */
export const documentOf = (status: CaseStatus): 'Contract' | 'PurchaseDocument' | undefined => {
  if (status === CaseStatus.ContractIsPrinted || status === CaseStatus.ContractIsSigned) return 'Contract';
  if (status === CaseStatus.PurchaseDocumentIsPrinted || status === CaseStatus.PurchaseDocumentIsSigned) return 'PurchaseDocument';
  return undefined;
};
