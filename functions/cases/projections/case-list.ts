import type { CaseStatus } from '../../../domain/cases/status.ts';
import type { CaseData } from '../../../events/cases.ts';
import type { StoredEvent } from '../../../events/envelope.ts';
import type { Projection } from '../../platform/projection.ts';
import { lookUp } from '../directory.ts';
import { swapCarsOf } from '../swap-cars.ts';
import { evolveFacts, factsOf, type CaseFacts } from './case-state.ts';

/**
 * One row per case for the case list and the latest-cases widget (spec part 2 §3 "Case list row and detail").
 * pk `case-list#<dealerId>` (one partition per department), sk the case id. gsi1 is the partition's change feed
 * (`gsi1sk` = when the row was last written + id): the query side keeps each department's rows in memory and asks
 * only for what changed since it last looked (see case-list-cache.ts). A deleted case keeps a tombstone without
 * personal data, so that the change feed carries the deletion too.
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
  CarDescription: string | null;
  RegistrationNumber: string | null;
  IsFactoryNew: boolean;
  /**
   * Make: the sales item's own (stock, catalogue and specified vehicles alike), else the stock car's. The names are
   * looked up from the customer, customer-car (swap car) and user read models when the row is written.
   */
  CustomerName: string | null;
  SwapCarDescription: string | null;
  CaseManagerName: string | null;
  Make: string | null;
  /** Whether the case has a swap car (the list's swap-car actions). */
  HasSwapCar: boolean;
  /** Finance and insurance offers come with the offers issue: null until a case has one. */
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

/** The ids a row's names depend on, and the names found for them. */
export interface CaseListLookup {
  CustomerId: string | null;
  CarId: string | null;
  SwapCarId: string | null;
  CaseManagerId: string | null;
  CustomerName: string | null;
  Make: string | null;
  SwapCarDescription: string | null;
  CaseManagerName: string | null;
}

const idsOf = (facts: CaseFacts) => ({
  CustomerId: facts.Case.CustomerId ?? null,
  CarId: facts.Case.SalesItem?.Id ?? null,
  SwapCarId: facts.Case.SwapCarId ?? null,
  CaseManagerId: facts.Case.CaseManagerId ?? null,
});

type Names = Pick<CaseListLookup, 'CustomerName' | 'Make' | 'SwapCarDescription' | 'CaseManagerName'>;

/**
 * The names for the row after `event`: from the lookup when it was made for the same ids, else the row's earlier
 * names for ids that did not change, else none (the query fills in what is missing on the page it serves).
 */
const namesFor = (ids: ReturnType<typeof idsOf>, previous: CaseListRow | undefined, lookup: CaseListLookup | undefined): Names => {
  const fresh = (field: keyof ReturnType<typeof idsOf>) => lookup !== undefined && lookup[field] === ids[field];
  const kept = (field: keyof ReturnType<typeof idsOf>) => previous !== undefined && !previous.Deleted && previous[field] === ids[field];
  const name = <K extends keyof Names>(field: keyof ReturnType<typeof idsOf>, name: K): Names[K] =>
    ids[field] === null ? null : fresh(field) ? lookup![name] : kept(field) ? ((previous![name] as Names[K]) ?? null) : null;
  return {
    CustomerName: name('CustomerId', 'CustomerName'),
    Make: name('CarId', 'Make'),
    SwapCarDescription: name('SwapCarId', 'SwapCarDescription'),
    CaseManagerName: name('CaseManagerId', 'CaseManagerName'),
  };
};

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

const changeFeed = (dealerId: string, caseId: string, projectedAt: string) => ({
  ProjectedAt: projectedAt,
  gsi1pk: caseListPartition(dealerId),
  gsi1sk: `${projectedAt}#${caseId}`,
});

const withOwnMake = (names: Names, make: string | null | undefined): Names => ({ ...names, Make: make?.trim() || names.Make });

export const evolveCaseListRow = (
  row: CaseListRow | undefined,
  event: StoredEvent,
  lookup?: CaseListLookup,
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
      CustomerName: null,
      SwapCarDescription: null,
      CaseManagerName: null,
      Make: null,
      FinanceCaseStatus: null,
      InsuranceStatus: null,
      CreatedDate: row.CreatedDate,
      ModifiedDate: event.meta.occurredAt,
      Deleted: true,
      ...changeFeed(row.DealerId, row.Id, projectedAt),
    };
    return tombstone;
  }
  const ids = idsOf(next);
  const salesItem = next.Case.SalesItem ?? null;
  return {
    ...next,
    Case: listedCase(next.Case),
    ...ids,
    Customer2Id: next.Case.Customer2Id ?? null,
    CarDescription: salesItem?.Title?.trim() || null,
    RegistrationNumber: salesItem?.RegistrationNumber ?? null,
    IsFactoryNew: salesItem?.IsFactoryNew ?? false,
    HasSwapCar: ids.SwapCarId !== null,
    ...withOwnMake(namesFor(ids, row, lookup), salesItem?.Make),
    FinanceCaseStatus: null,
    InsuranceStatus: null,
    ...changeFeed(next.DealerId, next.Id, projectedAt),
  };
};

/**
 * Reads the names the row will need after `event` from the customer, car and user read models of its dealer; nothing
 * when the row already has a name for each of those ids (most events: prints, signatures, status changes).
 */
export const lookUpCaseListNames = async (row: CaseListRow | undefined, event: StoredEvent): Promise<CaseListLookup | undefined> => {
  const next = evolveFacts(row?.Deleted ? undefined : factsOf(row), event);
  if (next === undefined || next === 'deleted') return undefined;
  const ids = idsOf(next);
  const known = (field: keyof typeof ids, name: keyof Names): boolean => ids[field] === null || (row?.[field] === ids[field] && Boolean(row?.[name]));
  if (
    row &&
    known('CustomerId', 'CustomerName') &&
    (Boolean(next.Case.SalesItem?.Make?.trim()) || known('CarId', 'Make')) &&
    known('SwapCarId', 'SwapCarDescription') &&
    known('CaseManagerId', 'CaseManagerName')
  ) {
    return undefined;
  }
  const [found, swapCars] = await Promise.all([
    lookUp(next.DealerId, { customers: [ids.CustomerId], cars: [ids.CarId], users: [ids.CaseManagerId] }),
    swapCarsOf(next.DealerId, [ids.SwapCarId]),
  ]);
  const car = ids.CarId ? found.cars.get(ids.CarId) : undefined;
  const swapCar = ids.SwapCarId ? swapCars.get(ids.SwapCarId) : undefined;
  return {
    ...ids,
    CustomerName: (ids.CustomerId && found.customers.get(ids.CustomerId)?.Name) || null,
    Make: car?.Make ?? null,
    SwapCarDescription: swapCar?.Title || null,
    CaseManagerName: (ids.CaseManagerId && found.users.get(ids.CaseManagerId)) || null,
  };
};

/** The projection: `lookup` reads the names before each event is folded, so that `evolve` stays pure. */
export const caseList = {
  name: CASE_LIST,
  streamTypes: ['case'],
  lookup: lookUpCaseListNames,
  evolve: (row: CaseListRow | undefined, event: StoredEvent, lookup?: CaseListLookup) => evolveCaseListRow(row, event, lookup),
} satisfies Projection<CaseListRow, CaseListLookup | undefined>;
