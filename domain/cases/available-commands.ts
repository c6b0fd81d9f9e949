import { CASE_DOCUMENTS } from '../../events/cases.ts';
import { activeFinanceOffer } from '../offers/case-offers.ts';
import { transferOffered, type CaseDocument, type CaseState } from './decider.ts';
import { CaseStatus, CONTRACT_STATUSES, PURCHASE_STATUSES } from './status.ts';

/**
 * What a user can ask of a case, one name per thing the case page, the case list and the documents tab offer: the
 * commands of the case decider, with printing named per document (each document has its own route and policy).
 */
export const CASE_COMMANDS = [
  'SaveCase',
  'SavePreparationComment',
  'ChangeStatus',
  ...CASE_DOCUMENTS.map((document) => `Print${document}` as const),
  'MarkDocumentSigned',
  'CancelDocument',
  'DeliverCar',
  'CloseCase',
  'CopyCase',
  'DeleteCase',
  'CreateCarFromCase',
] as const;
export type CaseCommandName = (typeof CASE_COMMANDS)[number];

export const printCommandOf = (document: CaseDocument): CaseCommandName => `Print${document}`;

/** Where the case is in its life: all that decides which commands it takes (what it lacks to print is told apart). */
export interface CaseLifecycle {
  /** Stored: a case not yet saved can only be saved, or printed by saving it first. */
  saved: boolean;
  status: CaseStatus;
  delivered: boolean;
  /** Its vehicle may be created as a stock car from it (`transferOffered`); absent: not. */
  transferable?: boolean;
  /** It goes with an active finance offer, whose finance contract may be printed; absent: not. */
  financeOffer?: boolean;
}

/** The lifecycle of a case as its stream knows it; null for a deleted case, which takes no command. */
export const lifecycleOf = (state: CaseState): CaseLifecycle | null => {
  if (state.kind === 'deleted') return null;
  if (state.kind === 'none') return { saved: false, status: CaseStatus.Initial, delivered: false };
  return {
    saved: true,
    status: state.status,
    delivered: state.delivered,
    transferable: transferOffered(state.data, state.transferredOn),
    financeOffer: activeFinanceOffer(state.offers) !== undefined,
  };
};

/**
 * The commands the case takes in its state (spec part 2 §4), the same rules the case decider applies: a closed case
 * takes no change and prints neither contract nor purchase agreement; the contract of a case whose purchase agreement
 * is printed (or the other way round) is offered through the cancel-document flow, which cancels the other first; only
 * a printed document can be signed, and only a printed or signed one cancelled; a car is delivered once.
 */
const takes = (state: CaseLifecycle, command: CaseCommandName, permitted: ReadonlySet<CaseCommandName>): boolean => {
  const open = state.status !== CaseStatus.IsClosed;
  const inContract = CONTRACT_STATUSES.includes(state.status);
  const inPurchase = PURCHASE_STATUSES.includes(state.status);
  switch (command) {
    case 'SaveCase':
      return open;
    case 'SavePreparationComment':
    case 'ChangeStatus':
    case 'CloseCase':
      return state.saved && open;
    case 'PrintContract':
      return open && (!inPurchase || (permitted.has('CancelDocument') && takes(state, 'CancelDocument', permitted)));
    case 'PrintPurchaseDocument':
      return open && (!inContract || (permitted.has('CancelDocument') && takes(state, 'CancelDocument', permitted)));
    case 'PrintOffer':
    case 'PrintRental':
    case 'PrintTestDrive':
    case 'PrintInvoiceDocument':
    case 'PrintCustomsDocument':
    case 'PrintPreparationDocument':
      // A new case is printed by saving it first, and a closed case still prints what changes nothing.
      return state.saved || open;
    case 'PrintFinanceContract':
      // A new case has no offers: the finance contract waits for the active finance offer of a saved case.
      return state.saved && state.financeOffer === true;
    case 'MarkDocumentSigned':
      return state.saved && (state.status === CaseStatus.ContractIsPrinted || state.status === CaseStatus.PurchaseDocumentIsPrinted);
    case 'CancelDocument':
      return state.saved && (inContract || inPurchase);
    case 'DeliverCar':
      return state.saved && open && !state.delivered;
    case 'CopyCase':
    case 'DeleteCase':
      return state.saved;
    case 'CreateCarFromCase':
      return state.saved && open && state.transferable === true;
  }
};

/**
 * The commands a user may give a case now: those its state takes (the decider's rules) that the user's role and
 * dealer's functions allow (`permitted`: the route table's policy for the caller). The server sends these with the case
 * (`AllowedActions`), and the SPA offers exactly them.
 */
export const availableCommands = (state: CaseLifecycle, permitted: Iterable<CaseCommandName>): CaseCommandName[] => {
  const allowed = new Set(permitted);
  return CASE_COMMANDS.filter((command) => allowed.has(command) && takes(state, command, allowed));
};
