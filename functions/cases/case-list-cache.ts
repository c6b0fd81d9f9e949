import { conglomerateDealerIds } from '../platform/auth/dealer-directory.ts';
import { PartitionList, PartitionReader, type ListShape } from '../platform/partition-list.ts';
import { caseListPartition, type CaseListRow } from './projections/case-list.ts';
import { caseReferencesPartition, referenceId, type CaseReferenceRow } from './projections/case-references.ts';

/**
 * The case list's rows as the platform's partition list serves them (see platform/partition-list.ts): the case-list
 * rows of a department (its ids and the car's own fields), joined in memory with the department's case references
 * (the names of its customers, cars, swap cars and users, kept by following their contexts' events).
 */
export type StoredCase = Pick<
  CaseListRow,
  | 'Id'
  | 'DealerId'
  | 'Status'
  | 'CustomerId'
  | 'Customer2Id'
  | 'SwapCarId'
  | 'CaseManagerId'
  | 'CarId'
  | 'CarDescription'
  | 'RegistrationNumber'
  | 'IsFactoryNew'
  | 'Make'
  | 'FinanceCaseStatus'
  | 'InsuranceStatus'
  | 'CreatedDate'
  | 'ModifiedDate'
  | 'Deleted'
> & { lastVersion: number; HasSwapCar?: boolean };

/** A case as the list, its search and sort, the widget and the customer's cases show it. */
export type ListedCase = StoredCase & {
  CustomerName: string | null;
  SwapCarDescription: string | null;
  CaseManagerName: string | null;
};

export const caseListShape: ListShape<StoredCase> = {
  fields: [
    'Id',
    'DealerId',
    'Status',
    'CustomerId',
    'Customer2Id',
    'SwapCarId',
    'CaseManagerId',
    'CarId',
    'CarDescription',
    'RegistrationNumber',
    'IsFactoryNew',
    'HasSwapCar',
    'Make',
    'FinanceCaseStatus',
    'InsuranceStatus',
    'CreatedDate',
    'ModifiedDate',
    'Deleted',
    'lastVersion',
  ],
};

export const caseReferencesShape: ListShape<CaseReferenceRow & { lastVersion: number }> = {
  fields: ['Id', 'Kind', 'Name', 'Make', 'Model', 'ModelYear', 'RegistrationNumber', 'RegistrationDate', 'Mileage', 'LatestBid', 'Deleted', 'lastVersion'],
};
export type ReferenceRow = CaseReferenceRow & { lastVersion: number };

/** The references of one department by their id (`customer#42`), live ones only. */
export type References = ReadonlyMap<string, ReferenceRow>;
/** Where a case's references are looked up: its department's, and the other departments' of its conglomerate. */
export type ReferenceLookup = Pick<References, 'get'>;

/** The ids of the references a case row shows (its customer, stock car, swap car and case manager). */
const referenceIdsOf = (row: StoredCase): string[] =>
  [
    row.CustomerId && referenceId('customer', row.CustomerId),
    row.CarId && referenceId('car', row.CarId),
    row.SwapCarId && referenceId('customer-car', row.SwapCarId),
    row.CaseManagerId && referenceId('user', row.CaseManagerId),
  ].filter((id): id is string => Boolean(id));

const live = (references: ReferenceLookup | undefined, id: string): ReferenceRow | undefined => {
  const row = references?.get(id);
  return row && !row.Deleted ? row : undefined;
};

/** A stored case with the current names of what it refers to; a stock car's current title and make over the case's copy. */
export const joinReferences = (row: StoredCase, references: ReferenceLookup | undefined): ListedCase => {
  const customer = row.CustomerId ? live(references, referenceId('customer', row.CustomerId)) : undefined;
  const car = row.CarId ? live(references, referenceId('car', row.CarId)) : undefined;
  const swapCar = row.SwapCarId ? live(references, referenceId('customer-car', row.SwapCarId)) : undefined;
  const manager = row.CaseManagerId ? live(references, referenceId('user', row.CaseManagerId)) : undefined;
  return {
    ...row,
    CarDescription: car?.Name || row.CarDescription || null,
    Make: car?.Make || row.Make || null,
    CustomerName: customer?.Name || null,
    SwapCarDescription: swapCar?.Name || null,
    CaseManagerName: manager?.Name || null,
  };
};

/** Both lists of a container (Lambda) or process (the local cloud). */
export class CaseListCache {
  readonly cases: PartitionList<StoredCase>;
  readonly references: PartitionList<ReferenceRow>;

  constructor(options: ConstructorParameters<typeof PartitionList>[1] = {}) {
    this.cases = new PartitionList(caseListShape, options);
    this.references = new PartitionList(caseReferencesShape, options);
  }

  /**
   * The live cases of the departments, up to date as of this call, with current names. A case may refer to a customer,
   * stock car or swap car of another department of its conglomerate (the pickers search all departments): such a name
   * comes from that department's references, so that the list shows it and a search by it finds the case.
   */
  async casesOf(dealerIds: readonly string[]): Promise<ListedCase[]> {
    const [rows, references] = await Promise.all([
      this.cases.rowsOf(dealerIds.map(caseListPartition)),
      Promise.all(dealerIds.map(async (dealerId) => [dealerId, await this.references.byId(caseReferencesPartition(dealerId))] as const)),
    ]);
    const byDealer = new Map<string, References>(references);
    // Only a department with a case whose reference it lacks reads its conglomerate's other departments.
    const lacking = new Set(rows.filter((row) => referenceIdsOf(row).some((id) => !byDealer.get(row.DealerId)?.get(id))).map((row) => row.DealerId));
    const elsewhere = new Map<string, string[]>();
    for (const dealerId of lacking) elsewhere.set(dealerId, [...(await conglomerateDealerIds(dealerId))].filter((other) => other !== dealerId));
    const others = [...new Set([...elsewhere.values()].flat())].filter((dealerId) => !byDealer.has(dealerId));
    for (const [dealerId, found] of await Promise.all(others.map(async (other) => [other, await this.references.byId(caseReferencesPartition(other))] as const))) {
      byDealer.set(dealerId, found);
    }
    const lookupOf = (dealerId: string): ReferenceLookup => {
      const chain = [dealerId, ...(elsewhere.get(dealerId) ?? [])].map((id) => byDealer.get(id)).filter((found) => found !== undefined);
      return { get: (id) => chain.find((found) => found.has(id))?.get(id) };
    };
    const lookups = new Map([...new Set(rows.map((row) => row.DealerId))].map((dealerId) => [dealerId, lookupOf(dealerId)]));
    return rows.map((row) => joinReferences(row, lookups.get(row.DealerId)));
  }

  /** The references of one department (the detail pane's names). */
  referencesOf(dealerId: string): Promise<References> {
    return this.references.byId(caseReferencesPartition(dealerId));
  }

  clear(): void {
    this.cases.clear();
    this.references.clear();
  }
}

/** The readers the projector uses to keep the compact copies of both lists current. */
export const caseListSnapshots = () => [
  { prefix: 'case-list#', reader: new PartitionReader(caseListShape) },
  { prefix: 'case-references#', reader: new PartitionReader(caseReferencesShape) },
];
