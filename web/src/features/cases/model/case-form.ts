import { missingForPrint } from '../../../../../domain/cases/decider.ts';
import { CaseStatus } from '../../../../../domain/cases/status.ts';
import type { CaseData } from '../../../../../events/cases.ts';
import type { CaseModel, CaseSaveRequest, SalesItem } from '../api/types.ts';

/** What the case page edits in issue 3: the buyer and the car. Names travel along for the title. */
export interface CaseForm {
  CustomerId: string | null;
  CustomerName: string | null;
  SalesItem: SalesItem | null;
}

export const formOf = (model: CaseModel): CaseForm => ({
  CustomerId: model.CustomerId,
  CustomerName: model.CustomerName,
  SalesItem: model.SalesItem,
});

const same = (a: unknown, b: unknown): boolean => JSON.stringify(stripNulls(a) ?? null) === JSON.stringify(stripNulls(b) ?? null);

/** Whether the page holds changes the server has not got. */
export const isDirty = (model: CaseModel, form: CaseForm): boolean =>
  (form.CustomerId ?? null) !== (model.CustomerId ?? null) || !same(form.SalesItem, model.SalesItem);

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

// Every stored case field, so a new field in `caseData` is a compile error here until the page sends it.
const CASE_FIELDS = {
  CustomerId: true,
  Customer2Id: true,
  SwapCarId: true,
  CaseManagerId: true,
  FinanceOfferId: true,
  SalesItem: true,
} as const satisfies Record<keyof CaseData, true>;

/** The body of POST /api/case/save: the stored case fields of the model with the page's changes, nulls stripped. */
export const saveRequestOf = (model: CaseModel, form: CaseForm): CaseSaveRequest => {
  const merged: Record<string, unknown> = { ...model, CustomerId: form.CustomerId, SalesItem: form.SalesItem };
  const data = Object.fromEntries(Object.keys(CASE_FIELDS).map((field) => [field, merged[field]])) as CaseData;
  return stripNulls({ ...data, ...(model.Id ? { Id: model.Id } : {}) });
};

/** 'Mangler bil', 'Mangler kunde', 'Mangler bil og kunde', or undefined when the case can print. */
export const missingOf = (form: CaseForm): string | undefined => missingForPrint({ CustomerId: form.CustomerId, SalesItem: form.SalesItem });

export type CaseAction = 'save' | 'print' | 'sign' | 'cancel' | 'deliver' | 'close' | 'copy' | 'delete';

/**
 * Which lifecycle actions the case page offers now (spec part 2 §4). The server decides again; this only keeps the
 * buttons honest. A new case can only be saved, or printed (saving it first).
 */
export const availableActions = (model: CaseModel, form: CaseForm): Record<CaseAction, boolean> => {
  const saved = model.Id !== null;
  const closed = model.Status === CaseStatus.IsClosed;
  const hasCar = Boolean(form.SalesItem && (form.SalesItem.Id || form.SalesItem.Title));
  const printed = model.Status === CaseStatus.ContractIsPrinted || model.Status === CaseStatus.PurchaseDocumentIsPrinted;
  const documentExists = printed || model.Status === CaseStatus.ContractIsSigned || model.Status === CaseStatus.PurchaseDocumentIsSigned;
  return {
    save: !closed,
    print: !closed && missingOf(form) === undefined,
    sign: saved && printed,
    cancel: saved && documentExists,
    deliver: saved && !closed && hasCar && !model.Delivered,
    close: saved && !closed,
    copy: saved,
    delete: saved,
  };
};

/** The document a status stands for: what 'Angiv som underskrevet' signs and 'Annuller dokument' cancels. */
export const documentOf = (status: CaseStatus): 'Contract' | 'PurchaseDocument' | undefined => {
  if (status === CaseStatus.ContractIsPrinted || status === CaseStatus.ContractIsSigned) return 'Contract';
  if (status === CaseStatus.PurchaseDocumentIsPrinted || status === CaseStatus.PurchaseDocumentIsSigned) return 'PurchaseDocument';
  return undefined;
};
