import type { CaseData } from '../../events/cases.ts';
import type { EventData } from '../../events/catalogue.ts';
import type { LeadDocument } from '../../events/lead-events.ts';
import type { DecidedEvent, Decider } from '../decider.ts';
import { DomainError, ErrorCodes, invalid, notFound, refused } from '../errors.ts';
import { CANCEL_DOCUMENT_REQUIRED, CaseMessages } from './messages.ts';
import { CaseStatus, CONTRACT_STATUSES, isCaseStatus, MANUAL_STATUSES, PURCHASE_STATUSES } from './status.ts';
import { isOtherVehicle, salesItemSchema } from './sales-item.ts';
import { activeFinanceOffer, caseIsLocked, decideOffer, evolveOffers, removeEveryOffer, type CaseOffer, type OfferCommand, type OfferEvent } from '../offers/case-offers.ts';
import { OfferMessages } from '../offers/rules.ts';

export type CaseDocument = EventData<'CaseDocumentPrinted'>['Document'];
type Signable = EventData<'CaseDocumentSigned'>['Document'];

/**
 * The customer car a case names as its swap car, as its own stream knows it (the caller reads it; the decider cannot):
 * where it was saved and whose it is. Absent when no such car exists.
 */
export interface SwapCarOwner {
  carId: string;
  dealerId: string;
  customerId: string;
  deleted: boolean;
}

/**
 * Every command names the dealer it runs for (from the session, never from the request): a case of another dealer
 * does not exist for it (404, the same answer as for an unknown id, so ids reveal nothing). Opening and saving a case
 * that names a swap car carry that car's owner (`swapCar`).
 */
export type CaseCommand = { dealerId: string } & (
  | { type: 'OpenCase'; caseId: string; data: CaseData; copiedFromCaseId?: string; swapCar?: SwapCarOwner }
  /**
   * `customerIsBusiness`: whether the customer the save names is a business (the caller reads it): finance proposals do
   * not apply to business customers, so choosing one removes the case's offers.
   */
  | { type: 'SaveCase'; data: CaseData; swapCar?: SwapCarOwner; customerIsBusiness?: boolean }
  /** Only the preparation comment of Other agreements: what a mechanic or preparation staff may change on a case. */
  | { type: 'SavePreparationComment'; comment: string }
  | { type: 'PrintDocument'; document: CaseDocument }
  /**
   * From the signing modal, which names the car(s) it concerns (`namesCar`; API callers that name none pass false).
   * `transferSwapCarId` is the swap car the modal takes into stock ('Overfør byttebilen til egne biler').
   */
  | { type: 'MarkDocumentSigned'; namesCar?: boolean; transferSwapCarId?: string }
  /** The lead event of a document printed elsewhere (`printtracking/tracklead`): no status change. */
  | { type: 'TrackLead'; document: LeadDocument }
  | { type: 'CancelDocument' }
  | { type: 'ChangeStatus'; status: number }
  | { type: 'DeliverCar'; swapCarIsIntern?: boolean | null; swapCarStatus?: number | null }
  | { type: 'CloseCase' }
  /** The case's vehicle created as stock car `carId` today (YYYY-MM-DD): the case is then transferred. */
  | { type: 'TransferToStock'; carId: string; today: string }
  | { type: 'RecordCopy'; newCaseId: string }
  /** `Retention`: deleted because the department's retention period for customers and cases ran out. */
  | { type: 'DeleteCase'; reason?: 'Retention' }
  | OfferCommand
);

/** A case command as a handler writes it: `caseCommand` adds the session's dealer. */
export type CaseRequest = CaseCommand extends infer C ? (C extends CaseCommand ? Omit<C, 'dealerId'> : never) : never;

export type CaseEvent = DecidedEvent<
  | 'CaseOpened'
  | 'CaseSaved'
  | 'CasePreparationCommentSaved'
  | 'CaseDocumentPrinted'
  | 'CaseDocumentSigned'
  | 'CaseDocumentCancelled'
  | 'CaseStatusChanged'
  | 'CaseCarDelivered'
  | 'CaseClosed'
  | 'CaseTransferredToStock'
  | 'CaseCopied'
  | 'CaseDeleted'
  | 'CaseCalculationSaved'
  | 'CasePrinted'
  | 'OfferPrinted'
  | 'TestDrivePrinted'
  | 'PurchaseDocumentPrinted'
  | 'ContractSigned'
  | 'CarDelivered'
  | 'LeadLost'
  | OfferEvent['type']
>;

export type CaseState =
  | { kind: 'none' }
  | { kind: 'deleted'; caseId: string }
  | {
      kind: 'open';
      caseId: string;
      dealerId: string;
      status: CaseStatus;
      data: CaseData;
      printed: readonly CaseDocument[];
      delivered: boolean;
      copiedFromCaseId: string | null;
      /** TransferCaseDate: the day the case's vehicle was created as a stock car, null before. */
      transferredOn: string | null;
      /** The finance and insurance offers (Tillægsydelser); a locking one locks the case's car. */
      offers: readonly CaseOffer[];
    };
export type OpenCase = Extract<CaseState, { kind: 'open' }>;

const carIdOf = (state: OpenCase): string | null => state.data.SalesItem?.Id ?? null;
/** Whether the case names its car (a stock car, or a vehicle with a title): what printing and delivering need. */
export const caseHasCar = (data: Pick<CaseData, 'SalesItem'>): boolean => Boolean(data.SalesItem && (data.SalesItem.Id || data.SalesItem.Title));
const hasCustomer = (data: CaseData): boolean => Boolean(data.CustomerId);

/** 'Mangler bil', 'Mangler kunde' or 'Mangler bil og kunde' when the case cannot print, else undefined. */
export const missingForPrint = (data: CaseData): string | undefined => {
  if (!caseHasCar(data) && !hasCustomer(data)) return CaseMessages.missingCarAndCustomer;
  if (!caseHasCar(data)) return CaseMessages.missingCar;
  if (!hasCustomer(data)) return CaseMessages.missingCustomer;
  return undefined;
};

const lead = (state: OpenCase) => ({ CaseId: state.caseId, DealerId: state.dealerId, CarId: carIdOf(state) });

/**
 * The lead event of a printed document, under the spec's names (part 2 §4): OfferPrinted, TestDrivePrinted, and
 * PurchaseDocumentPrinted for the sales contract and the purchase agreement alike. Other documents are no lead.
 */
const printedLead = (state: OpenCase, document: CaseDocument): CaseEvent[] => {
  switch (document) {
    case 'Offer':
      return [{ type: 'OfferPrinted', data: lead(state) }];
    case 'TestDrive':
      return [{ type: 'TestDrivePrinted', data: lead(state) }];
    case 'Contract':
    case 'PurchaseDocument':
      return [{ type: 'PurchaseDocumentPrinted', data: { ...lead(state), Document: document } }];
    default:
      return [];
  }
};
const statusChange = (state: OpenCase, status: CaseStatus): CaseEvent[] =>
  state.status === status ? [] : [{ type: 'CaseStatusChanged', data: { Status: status, PreviousStatus: state.status } }];

/**
 * Whether the case offers creating its vehicle as a stock car (spec part 2 §4): a vehicle that is not in stock yet, not
 * a specified vehicle (whose transfer is hidden), on a case not transferred before. A vehicle that breaks its rules is
 * offered, and refused with the spec's text when asked.
 */
export const transferOffered = (data: Pick<CaseData, 'SalesItem'>, transferredOn: string | null): boolean =>
  caseHasCar(data) && !data.SalesItem?.IsSpecifiedVehicle && !data.SalesItem?.Id && !transferredOn;

/**
 * Why the case's vehicle cannot be created as a stock car from the case (spec part 2 §4, §9), or undefined when it can:
 * it needs a vehicle that passes its rules and is neither a stock car already nor a specified vehicle (whose transfer
 * is not offered), on a case not transferred before.
 */
export const notTransferableBecause = (data: Pick<CaseData, 'SalesItem'>, transferredOn: string | null): string | undefined => {
  const item = data.SalesItem;
  if (!caseHasCar(data) || !item || !salesItemSchema.safeParse(item).success) return CaseMessages.invalidForCar;
  if (item.IsSpecifiedVehicle) return CaseMessages.specifiedVehicleNotTransferable;
  if (item.Id) return CaseMessages.stockCarNotTransferable;
  if (transferredOn) return CaseMessages.alreadyTransferred;
  return undefined;
};

/** The case, if it exists and belongs to the dealer; else 'Sagen findes ikke.' (404). Also for readers of the stream. */
export const ownCase = (state: CaseState, dealerId: string): OpenCase => {
  if (state.kind !== 'open' || state.dealerId !== dealerId) throw notFound(CaseMessages.notFound, CaseErrorCodes.notFound);
  return state;
};
/**
 * A case may name as its swap car only its own customer's car, saved in its own department: a car of another
 * department or conglomerate is as absent as a missing one, so that a guessed id neither shows that car through the
 * case nor tells that it exists. Checked when the swap car or the customer changes; a car deleted after it was chosen
 * stays on the case (old cases still show it), but cannot be chosen anew. A copy keeps the original's swap car.
 */
export const requireOwnSwapCar = (dealerId: string, data: CaseData, swapCar: SwapCarOwner | undefined, previous?: CaseData): void => {
  const carId = data.SwapCarId;
  if (!carId) return;
  const carChanged = previous?.SwapCarId !== carId;
  if (!carChanged && previous?.CustomerId === data.CustomerId) return;
  if (!swapCar || swapCar.carId !== carId || swapCar.dealerId !== dealerId || (carChanged && swapCar.deleted)) {
    throw invalid('SwapCarId', CaseMessages.swapCarNotFound);
  }
  if (swapCar.customerId !== data.CustomerId) throw invalid('SwapCarId', CaseMessages.swapCarOfOtherCustomer);
};

const requireNotClosed = (state: OpenCase, message: string = CaseMessages.closed): void => {
  if (state.status === CaseStatus.IsClosed) throw refused(message);
};

/** JSON with object keys sorted, so that equal values compare equal whatever order their keys were stored in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );

/** The fields of `next` that differ from `current` (top level, compared by value). */
const changedFields = (current: CaseData, next: CaseData): CaseData =>
  Object.fromEntries(
    Object.entries(next).filter(([field, value]) => canonical(current[field as keyof CaseData]) !== canonical(value)),
  ) as CaseData;

/**
 * The sale calculation a save records (spec part 2 §4 "Calculation"): recorded on its own event, whole, when it
 * changed. Picking another vehicle (or removing the car) replaces the calculation: one the client still holds from the
 * previous vehicle is dropped, so no decision about one car is ever applied to another.
 */
function calculationChange(current: CaseData, next: CaseData): CaseEvent[] {
  // A field the command leaves out is unchanged.
  const item = 'SalesItem' in next ? next.SalesItem : current.SalesItem;
  const before = current.Calculation ?? null;
  const wanted = 'Calculation' in next ? (next.Calculation ?? null) : before;
  const stale = isOtherVehicle(current.SalesItem, item) && canonical(wanted) === canonical(before);
  const decided = !item || stale ? null : wanted;
  if (canonical(decided) === canonical(before)) return [];
  return [{ type: 'CaseCalculationSaved', data: { Calculation: decided } }];
}

/**
 * What a save does to the offers (spec part 2 §4): a locked case keeps its car (an application sent for it binds it,
 * so it can neither be removed nor swapped for another); removing the car removes every offer (its extra equipment goes
 * with the calculation); a business customer removes every offer, since finance proposals do not apply to businesses.
 */
function offersAfterSave(state: OpenCase, changes: CaseData, customerIsBusiness: boolean | undefined): CaseEvent[] {
  if (caseHasCar(state.data) && 'SalesItem' in changes && isOtherVehicle(state.data.SalesItem, changes.SalesItem) && caseIsLocked(state.offers)) {
    throw refused(OfferMessages.lockedCaseCar, 'CaseLocked');
  }
  if (state.offers.length === 0) return [];
  if ('SalesItem' in changes && caseHasCar(state.data) && !caseHasCar(changes)) return removeEveryOffer(state.offers, 'CarRemoved');
  if (customerIsBusiness && 'CustomerId' in changes && changes.CustomerId) return removeEveryOffer(state.offers, 'BusinessCustomer');
  return [];
}

/** The warning a save answers with when it removed the offers because the customer is a business ('Bemærk! ...'). */
export const offerWarning = (events: readonly CaseEvent[]): string | undefined =>
  events.some((event) => event.type === 'CaseOfferRemoved' && event.data.Reason === 'BusinessCustomer') ? OfferMessages.businessCustomer : undefined;

function print(state: OpenCase, document: CaseDocument): CaseEvent[] {
  const missing = missingForPrint(state.data);
  if (missing) throw refused(missing, 'MissingCarOrCustomer');
  // The finance contract states the terms of the finance offer the case goes with: without one there is nothing to sign.
  if (document === 'FinanceContract' && !activeFinanceOffer(state.offers)) throw refused(OfferMessages.noActiveFinanceOffer, 'NoActiveFinanceOffer');
  let status: CaseStatus = state.status;
  if (document === 'Contract' || document === 'PurchaseDocument') {
    requireNotClosed(state);
    const opposite = document === 'Contract' ? PURCHASE_STATUSES : CONTRACT_STATUSES;
    if (opposite.includes(state.status)) {
      throw refused(document === 'Contract' ? CaseMessages.cancelPurchaseFirst : CaseMessages.cancelContractFirst, CANCEL_DOCUMENT_REQUIRED);
    }
    // Printing sets the printed status; reprinting a signed document keeps it signed.
    if (state.status === CaseStatus.Initial) status = document === 'Contract' ? CaseStatus.ContractIsPrinted : CaseStatus.PurchaseDocumentIsPrinted;
  }
  return [{ type: 'CaseDocumentPrinted', data: { Document: document } }, ...statusChange(state, status), ...printedLead(state, document)];
}

/** Codes of the case's refusals, for callers that act on one (never on the Danish text). */
export const CaseErrorCodes = {
  notFound: ErrorCodes.notFound,
  exists: ErrorCodes.exists,
  alreadyDelivered: 'AlreadyDelivered',
} as const;

function sign(state: OpenCase, namesCar: boolean | undefined, transferSwapCarId: string | undefined): CaseEvent[] {
  requireNotClosed(state);
  // Only the case's own swap car can be taken into stock with its signing.
  if (transferSwapCarId !== undefined && transferSwapCarId !== state.data.SwapCarId) throw invalid('SwapCar.CarId', CaseMessages.notTheSwapCar);
  // With a swap car on the case, the signing modal must say which car the signature concerns.
  if (state.data.SwapCarId && namesCar === false) throw new DomainError('invalid', CaseMessages.signingNamesNoCar, 'SwapCar');
  const printed: Record<number, { document: Signable; signed: CaseStatus } | undefined> = {
    [CaseStatus.ContractIsPrinted]: { document: 'Contract', signed: CaseStatus.ContractIsSigned },
    [CaseStatus.PurchaseDocumentIsPrinted]: { document: 'PurchaseDocument', signed: CaseStatus.PurchaseDocumentIsSigned },
  };
  // Marking an already signed document again changes nothing.
  if (state.status === CaseStatus.ContractIsSigned || state.status === CaseStatus.PurchaseDocumentIsSigned) return [];
  const target = printed[state.status];
  if (!target) throw refused(CaseMessages.nothingToSign);
  return [
    { type: 'CaseDocumentSigned', data: { Document: target.document } },
    ...statusChange(state, target.signed),
    // Signing either document wins the lead (spec part 2 §4: signing a document records ContractSigned).
    { type: 'ContractSigned', data: { ...lead(state), Document: target.document } },
  ];
}

function cancel(state: OpenCase): CaseEvent[] {
  requireNotClosed(state);
  const document: Signable | undefined = CONTRACT_STATUSES.includes(state.status)
    ? 'Contract'
    : PURCHASE_STATUSES.includes(state.status)
      ? 'PurchaseDocument'
      : undefined;
  if (!document) throw refused(CaseMessages.nothingToCancel);
  return [
    { type: 'CaseDocumentCancelled', data: { Document: document } },
    ...statusChange(state, CaseStatus.Initial),
    { type: 'LeadLost', data: { ...lead(state), Reason: 'Cancelled' } },
  ];
}

export const caseDecider: Decider<CaseCommand, CaseEvent, CaseState> = {
  initialState: () => ({ kind: 'none' }),

  decide(command, state) {
    if (command.type === 'OpenCase') {
      if (state.kind !== 'none') throw refused(CaseMessages.exists, CaseErrorCodes.exists);
      if (command.copiedFromCaseId === undefined) requireOwnSwapCar(command.dealerId, command.data, command.swapCar);
      return [
        {
          type: 'CaseOpened',
          data: { CaseId: command.caseId, DealerId: command.dealerId, CopiedFromCaseId: command.copiedFromCaseId ?? null, Case: command.data },
        },
      ];
    }
    const open = ownCase(state, command.dealerId);
    switch (command.type) {
      case 'SaveCase': {
        requireNotClosed(open);
        // The calculation is recorded on its own event (`calculationChange`), never among the case's changes.
        const { Calculation: _calculation, ...caseChanges } = changedFields(open.data, command.data);
        const calculation = calculationChange(open.data, command.data);
        if (Object.keys(caseChanges).length === 0 && calculation.length === 0) return [];
        requireOwnSwapCar(command.dealerId, command.data, command.swapCar, open.data);
        // A change of swap car invalidates the printed documents (spec part 2 §4).
        const swapCarChanged = 'SwapCarId' in caseChanges;
        return [
          ...(Object.keys(caseChanges).length > 0 ? [{ type: 'CaseSaved' as const, data: { Changes: caseChanges } }] : []),
          ...calculation,
          ...(swapCarChanged ? statusChange(open, CaseStatus.Initial) : []),
          ...offersAfterSave(open, caseChanges, command.customerIsBusiness),
        ];
      }
      case 'SavePreparationComment':
        // Refused where saving the case is refused: a closed case keeps its agreements.
        requireNotClosed(open);
        if ((open.data.OtherAgreements?.PreparationComment ?? '') === command.comment) return [];
        return [{ type: 'CasePreparationCommentSaved', data: { PreparationComment: command.comment } }];
      case 'PrintDocument':
        return print(open, command.document);
      case 'MarkDocumentSigned':
        return sign(open, command.namesCar, command.transferSwapCarId);
      case 'TrackLead':
        return printedLead(open, command.document);
      case 'CancelDocument':
        return cancel(open);
      case 'ChangeStatus':
        if (!isCaseStatus(command.status)) throw new DomainError('invalid', CaseMessages.unknownStatus, 'status');
        if (!MANUAL_STATUSES.includes(command.status)) throw new DomainError('invalid', CaseMessages.closeThroughCloseFlow, 'status');
        requireNotClosed(open, CaseMessages.closedStatus);
        return statusChange(open, command.status);
      case 'DeliverCar':
        requireNotClosed(open);
        if (!caseHasCar(open.data)) throw refused(CaseMessages.missingCar, 'MissingCarOrCustomer');
        if (open.delivered) throw refused(CaseMessages.alreadyDelivered, CaseErrorCodes.alreadyDelivered);
        return [
          {
            type: 'CaseCarDelivered',
            data: {
              CarId: carIdOf(open),
              SwapCarId: open.data.SwapCarId ?? null,
              ...(open.data.SwapCarId ? { SwapCarIsIntern: command.swapCarIsIntern ?? null, SwapCarStatus: command.swapCarStatus ?? null } : {}),
            },
          },
          { type: 'CarDelivered', data: lead(open) },
        ];
      case 'CloseCase':
        if (open.status === CaseStatus.IsClosed) throw refused(CaseMessages.alreadyClosed);
        return [{ type: 'CaseClosed', data: {} }, ...statusChange(open, CaseStatus.IsClosed)];
      case 'TransferToStock': {
        requireNotClosed(open);
        const reason = notTransferableBecause(open.data, open.transferredOn);
        if (reason) throw reason === CaseMessages.invalidForCar ? new DomainError('invalid', reason, 'SalesItem') : refused(reason);
        return [{ type: 'CaseTransferredToStock', data: { CarId: command.carId, TransferCaseDate: command.today } }];
      }
      case 'RecordCopy':
        return [{ type: 'CaseCopied', data: { NewCaseId: command.newCaseId } }];
      case 'AddOffer':
      case 'SaveOffer':
      case 'DeleteOffer':
      case 'RecordFinanceData':
        requireNotClosed(open);
        return decideOffer(open.offers, command);
      case 'DeleteCase':
        // A case a user deletes before its car was delivered is a lost lead; one the retention period deletes ends
        // its lead under its own reason, so that analytics does not count it as lost.
        return [
          { type: 'CaseDeleted', data: {} },
          ...(open.delivered ? [] : [{ type: 'LeadLost' as const, data: { ...lead(open), Reason: command.reason ?? ('Deleted' as const) } }]),
        ];
    }
  },

  evolve(state, event) {
    if (event.type === 'CaseOpened') {
      return {
        kind: 'open',
        caseId: event.data.CaseId,
        dealerId: event.data.DealerId,
        status: CaseStatus.Initial,
        data: event.data.Case,
        printed: [],
        delivered: false,
        copiedFromCaseId: event.data.CopiedFromCaseId,
        transferredOn: null,
        offers: [],
      };
    }
    if (state.kind !== 'open') return state;
    switch (event.type) {
      case 'CaseSaved':
        return { ...state, data: { ...state.data, ...event.data.Changes } };
      case 'CaseCalculationSaved':
        return { ...state, data: { ...state.data, Calculation: event.data.Calculation } };
      case 'CasePreparationCommentSaved':
        return { ...state, data: { ...state.data, OtherAgreements: { ...state.data.OtherAgreements, PreparationComment: event.data.PreparationComment } } };
      case 'CaseDocumentPrinted':
        return { ...state, printed: state.printed.includes(event.data.Document) ? state.printed : [...state.printed, event.data.Document] };
      case 'CaseStatusChanged':
        return { ...state, status: event.data.Status as CaseStatus };
      case 'CaseCarDelivered':
        return { ...state, delivered: true };
      case 'CaseTransferredToStock':
        return { ...state, transferredOn: event.data.TransferCaseDate };
      case 'CaseDeleted':
        return { kind: 'deleted', caseId: state.caseId };
      case 'CaseOfferAdded':
      case 'CaseOfferSaved':
      case 'CaseOfferActivated':
      case 'CaseOfferStatusChanged':
      case 'CaseOfferFinanceDataReceived':
      case 'CaseOfferRemoved':
        return { ...state, offers: evolveOffers(state.offers, event) };
      default:
        return state;
    }
  },
};
