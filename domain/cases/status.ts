/** Case status (spec part 2 §3): numeric 0 to 5 in this order, with the labels staff read. */
export const CaseStatus = {
  Initial: 0,
  ContractIsPrinted: 1,
  ContractIsSigned: 2,
  IsClosed: 3,
  PurchaseDocumentIsPrinted: 4,
  PurchaseDocumentIsSigned: 5,
} as const;
export type CaseStatus = (typeof CaseStatus)[keyof typeof CaseStatus];

export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  0: 'Åben',
  1: 'Slutseddel udskrevet',
  2: 'Slutseddel underskrevet',
  3: 'Afsluttet',
  4: 'Købsaftale udskrevet',
  5: 'Købsaftale underskrevet',
};

export const isCaseStatus = (value: number): value is CaseStatus => Number.isInteger(value) && value >= 0 && value <= 5;

/** Statuses in which a contract or purchase agreement has been printed or signed. */
export const CONTRACT_STATUSES: readonly CaseStatus[] = [CaseStatus.ContractIsPrinted, CaseStatus.ContractIsSigned];
export const PURCHASE_STATUSES: readonly CaseStatus[] = [CaseStatus.PurchaseDocumentIsPrinted, CaseStatus.PurchaseDocumentIsSigned];

/** The statuses a user may set by hand: Afsluttet only through closing the case, which also leaves it (spec part 2 §4). */
export const MANUAL_STATUSES: readonly CaseStatus[] = Object.values(CaseStatus).filter((status) => status !== CaseStatus.IsClosed);
