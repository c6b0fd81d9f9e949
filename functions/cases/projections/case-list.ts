import { activeOfferStatus } from '../../../domain/offers/case-offers.ts';
import type { CaseStatus } from '../../../domain/cases/status.ts';
import type { CaseData } from '../../../events/cases.ts';
import { changeFeed, projection } from '../../platform/projection.ts';
import { CASE_EVENTS, evolveFacts, factsOf, type CaseFacts, type CaseStreamEvent } from './case-state.ts';

/**
 * One row per case for the case list and the latest-cases widget (spec part 2 §3 "Case list row and detail").
 * pk `case-list#<dealerId>` (one partition per department), sk the case id. gsi1 is the partition's change feed
 * (`gsi1sk` = when the row was last written + id): the query side serves the list from a compact copy of the partition
 * plus what changed since (see platform/list-engine.ts). The names of the customer, stock car, swap car and case
 * manager are not copied in: the list joins them from the case references, which follow those contexts' events, so a
 * rename shows at once. A deleted case keeps a tombstone without personal data, so that the change feed carries it.
 */
export interface CaseListRow extends Partial<CaseFacts>, Record<string, unknown> {
  Id: string;
  DealerId: string;
  Status: CaseStatus;
  CustomerId: string | null;
  Customer2Id: string | null;
  SwapCarId: string | null;
  CaseManagerId: string | null;
  /** The stock car sold (SalesItem.Id), if it is one. */
  CarId: string | null;
  /** The sales item's title as the case holds it (a stock car's current title is joined over it). */
  CarDescription: string | null;
  RegistrationNumber: string | null;
  IsFactoryNew: boolean;
  /** The sales item's own make (catalogue and specified vehicles); a stock car's is joined from the references. */
  Make: string | null;
  /** Whether the case has a swap car (the list's swap-car actions). */
  HasSwapCar: boolean;
  /** Finance and insurance offers come with the offers feature: null until a case has one. */
  FinanceCaseStatus: number | null;
  InsuranceStatus: number | null;
  CreatedDate: string;
  ModifiedDate: string;
  Deleted?: true;
  /** When the row was written: the change feed's order (not a business date). */
  ProjectedAt: string;
  gsi1pk: string;
  gsi1sk: string;
}

export const CASE_LIST = 'case-list';
export const caseListPartition = (dealerId: string): string => `${CASE_LIST}#${dealerId}`;

/**
 * The part of the case's data the list row folds: its ids and the car's identity. A save replaces each top-level field
 * whole, so the rest is never needed here; leaving it out keeps the rows small (a cold search reads them all).
 */
const listedCase = (data: CaseData): CaseData => ({
  CustomerId: data.CustomerId ?? null,
  Customer2Id: data.Customer2Id ?? null,
  SwapCarId: data.SwapCarId ?? null,
  CaseManagerId: data.CaseManagerId ?? null,
  SalesItem: data.SalesItem
    ? {
        Id: data.SalesItem.Id ?? null,
        Title: data.SalesItem.Title ?? '',
        Make: data.SalesItem.Make ?? null,
        Model: data.SalesItem.Model ?? null,
        RegistrationNumber: data.SalesItem.RegistrationNumber ?? null,
        IsFactoryNew: data.SalesItem.IsFactoryNew ?? false,
      }
    : null,
});

export const evolveCaseListRow = (
  row: CaseListRow | undefined,
  event: CaseStreamEvent,
  now: () => Date = () => new Date(),
): CaseListRow | null => {
  const next = evolveFacts(row?.Deleted ? undefined : factsOf(row), event);
  if (next === undefined) return row ?? null;
  const projectedAt = now().toISOString();
  if (next === 'deleted') {
    if (!row) return null;
    const tombstone: CaseListRow = {
      Id: row.Id,
      DealerId: row.DealerId,
      Status: row.Status,
      CustomerId: null,
      Customer2Id: null,
      SwapCarId: null,
      CaseManagerId: null,
      CarId: null,
      CarDescription: null,
      RegistrationNumber: null,
      IsFactoryNew: false,
      HasSwapCar: false,
      Make: null,
      FinanceCaseStatus: null,
      InsuranceStatus: null,
      CreatedDate: row.CreatedDate,
      ModifiedDate: event.meta.occurredAt,
      Deleted: true,
      ...changeFeed(caseListPartition(row.DealerId), row.Id, projectedAt),
    };
    return tombstone;
  }
  const salesItem = next.Case.SalesItem ?? null;
  const swapCarId = next.Case.SwapCarId ?? null;
  return {
    ...next,
    Case: listedCase(next.Case),
    CustomerId: next.Case.CustomerId ?? null,
    Customer2Id: next.Case.Customer2Id ?? null,
    SwapCarId: swapCarId,
    CaseManagerId: next.Case.CaseManagerId ?? null,
    CarId: salesItem?.Id ?? null,
    CarDescription: salesItem?.Title?.trim() || null,
    RegistrationNumber: salesItem?.RegistrationNumber ?? null,
    IsFactoryNew: salesItem?.IsFactoryNew ?? false,
    HasSwapCar: swapCarId !== null,
    Make: salesItem?.Make?.trim() || null,
    FinanceCaseStatus: activeOfferStatus(next.Offers, 'finance'),
    InsuranceStatus: activeOfferStatus(next.Offers, 'insurance'),
    ...changeFeed(caseListPartition(next.DealerId), next.Id, projectedAt),
  };
};

export const caseList = projection({
  name: CASE_LIST,
  events: CASE_EVENTS,
  evolve: (row: CaseListRow | undefined, event) => evolveCaseListRow(row, event),
});
