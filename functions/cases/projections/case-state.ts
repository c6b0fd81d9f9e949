import { caseDecider, type CaseDocument, type CaseEvent, type CaseState } from '../../../domain/cases/decider.ts';
import type { CaseStatus } from '../../../domain/cases/status.ts';
import type { CaseData } from '../../../events/cases.ts';
import type { CaseOffer } from '../../../domain/offers/case-offers.ts';
import type { ProjectedEvent } from '../../platform/projection.ts';

/**
 * What both case read models fold from a case stream: the domain's own state (the decider's `evolve`, so the read
 * models can never disagree with the rules about status, data or delivery) plus the dates staff read.
 */
export interface CaseFacts {
  Id: string;
  DealerId: string;
  Status: CaseStatus;
  Case: CaseData;
  Printed: CaseDocument[];
  Delivered: boolean;
  CopiedFromCaseId: string | null;
  /** The day the case's vehicle was created as a stock car: the case counts as transferred. */
  TransferCaseDate: string | null;
  /** The case's finance and insurance offers. */
  Offers: CaseOffer[];
  CreatedDate: string;
  ModifiedDate: string;
}

/** The case events both case read models fold: every event the case's decider evolves by. */
export const CASE_EVENTS = [
  'CaseOpened',
  'CaseSaved',
  'CasePreparationCommentSaved',
  'CaseDocumentPrinted',
  'CaseDocumentSigned',
  'CaseDocumentCancelled',
  'CaseStatusChanged',
  'CaseCarDelivered',
  'CaseClosed',
  'CaseTransferredToStock',
  'CaseCopied',
  'CaseDeleted',
  'CaseCalculationSaved',
  'CasePrinted',
  'OfferPrinted',
  'TestDrivePrinted',
  'PurchaseDocumentPrinted',
  'ContractSigned',
  'CarDelivered',
  'LeadLost',
  'CaseOfferAdded',
  'CaseOfferSaved',
  'CaseOfferActivated',
  'CaseOfferStatusChanged',
  'CaseOfferFinanceDataReceived',
  'CaseOfferRemoved',
] as const satisfies readonly CaseEvent['type'][];
export type CaseStreamEvent = ProjectedEvent<(typeof CASE_EVENTS)[number]>;

const stateOf = (facts: CaseFacts | undefined): CaseState =>
  facts
    ? {
        kind: 'open',
        caseId: facts.Id,
        dealerId: facts.DealerId,
        status: facts.Status,
        data: facts.Case,
        printed: facts.Printed,
        delivered: facts.Delivered,
        copiedFromCaseId: facts.CopiedFromCaseId,
        transferredOn: facts.TransferCaseDate,
        offers: facts.Offers,
      }
    : caseDecider.initialState();

/** Folds one stored event into the facts: undefined before `CaseOpened`, 'deleted' after `CaseDeleted`. */
export const evolveFacts = (facts: CaseFacts | undefined, event: CaseStreamEvent): CaseFacts | 'deleted' | undefined => {
  const next = caseDecider.evolve(stateOf(facts), event);
  if (next.kind === 'deleted') return 'deleted';
  if (next.kind === 'none') return undefined;
  return {
    Id: next.caseId,
    DealerId: next.dealerId,
    Status: next.status,
    Case: next.data,
    Printed: [...next.printed],
    Delivered: next.delivered,
    CopiedFromCaseId: next.copiedFromCaseId,
    TransferCaseDate: next.transferredOn,
    Offers: [...next.offers],
    CreatedDate: facts?.CreatedDate ?? event.meta.occurredAt,
    ModifiedDate: event.meta.occurredAt,
  };
};

export const factsOf = (row: Partial<CaseFacts> | undefined): CaseFacts | undefined =>
  row?.Id && row.DealerId && row.Case
    ? {
        Id: row.Id,
        DealerId: row.DealerId,
        Status: row.Status ?? 0,
        Case: row.Case,
        Printed: row.Printed ?? [],
        Delivered: row.Delivered ?? false,
        CopiedFromCaseId: row.CopiedFromCaseId ?? null,
        TransferCaseDate: row.TransferCaseDate ?? null,
        Offers: row.Offers ?? [],
        CreatedDate: row.CreatedDate ?? '',
        ModifiedDate: row.ModifiedDate ?? '',
      }
    : undefined;
