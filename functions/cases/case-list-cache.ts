import { conglomerateDealerIds } from '../platform/auth/dealer-directory.ts';
import { ListEngine, PartitionList, PartitionReader, type ListDeclaration, type ListOrder, type ListShape, type PartitionListOptions, type StoredRow } from '../platform/list-engine.ts';
import { lookUp } from './directory.ts';
import { swapCarsOf } from './swap-cars.ts';
import { caseListPartition, type CaseListRow } from './projections/case-list.ts';
import { caseReferencesPartition, referenceId, type CaseReferenceRow } from './projections/case-references.ts';

/**
 * The case list's rows as the platform's list engine serves them (see platform/list-engine.ts): the case-list
 * rows of a department (its ids and the car's own fields), joined in memory with the department's case references
 * (the names of its customers, cars, swap cars and users, kept by following their contexts' events).
 */

/** The listed fields of a case row. */
const CASE_LIST_FIELDS = [
  'Id', 'DealerId', 'Status', 'CustomerId', 'Customer2Id', 'SwapCarId', 'CaseManagerId', 'CarId', 'CarDescription', 'RegistrationNumber', 'IsFactoryNew',
  'HasSwapCar', 'Make', 'FinanceCaseStatus', 'InsuranceStatus', 'CreatedDate', 'ModifiedDate', 'Deleted', 'lastVersion',
] as const;
// A row written before the flag was kept lacks it.
export type StoredCase = StoredRow<CaseListRow, Exclude<(typeof CASE_LIST_FIELDS)[number], 'HasSwapCar'>> & { HasSwapCar?: boolean };

/** A case as the list, its search and sort, the widget and the customer's cases show it. */
export type ListedCase = StoredCase & {
  CustomerName: string | null;
  SwapCarDescription: string | null;
  CaseManagerName: string | null;
};

export const caseListShape: ListShape<StoredCase> = { fields: CASE_LIST_FIELDS };

export type ReferenceRow = CaseReferenceRow & { lastVersion: number };
export const caseReferencesShape: ListShape<ReferenceRow> = {
  fields: ['Id', 'Kind', 'Name', 'Make', 'Model', 'ModelYear', 'RegistrationNumber', 'RegistrationDate', 'Mileage', 'LatestBid', 'Deleted', 'lastVersion'],
};

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

/** The names the directory read for the rows the references lacked, by department. */
type DirectNames = Map<string, { customers: Map<string, { Name: string }>; cars: Map<string, { Make?: string | null }>; users: Map<string, string>; swapCars: Map<string, { Title: string }> }>;

const lacksNames = (row: ListedCase): boolean =>
  Boolean((row.CustomerId && !row.CustomerName) || (row.CarId && !row.Make) || (row.SwapCarId && !row.SwapCarDescription) || (row.CaseManagerId && !row.CaseManagerName));

/**
 * Fills in the names a row is missing (its customer, car or case manager was not in their read models yet when the
 * references were written): one read per department, only for what is missing.
 */
const readDirectNames = async (rows: readonly ListedCase[]): Promise<DirectNames> => {
  const byDealer = new Map<string, ListedCase[]>();
  for (const row of rows.filter(lacksNames)) byDealer.set(row.DealerId, [...(byDealer.get(row.DealerId) ?? []), row]);
  return new Map(
    await Promise.all(
      [...byDealer].map(async ([dealerId, dealerRows]) => {
        const [found, swapCars] = await Promise.all([
          lookUp(dealerId, { customers: dealerRows.map((row) => row.CustomerId), cars: dealerRows.map((row) => row.CarId), users: dealerRows.map((row) => row.CaseManagerId) }),
          swapCarsOf(
            dealerId,
            dealerRows.map((row) => row.SwapCarId),
          ),
        ]);
        return [dealerId, { ...found, swapCars }] as const;
      }),
    ),
  );
};

const withDirectNames = (row: ListedCase, found: DirectNames): ListedCase => {
  const names = lacksNames(row) ? found.get(row.DealerId) : undefined;
  if (!names) return row;
  return {
    ...row,
    CustomerName: row.CustomerName || (row.CustomerId && names.customers.get(row.CustomerId)?.Name) || null,
    Make: row.Make || (row.CarId && names.cars.get(row.CarId)?.Make) || null,
    SwapCarDescription: row.SwapCarDescription || (row.SwapCarId && names.swapCars.get(row.SwapCarId)?.Title) || null,
    CaseManagerName: row.CaseManagerName || (row.CaseManagerId && names.users.get(row.CaseManagerId)) || null,
  };
};

/** The case list's sort keys (spec part 2 §3 "Case list row and detail"): its columns. */
export const CASE_SORT_KEYS = ['Id', 'CustomerName', 'CarDescription', 'SwapCarDescription', 'ModifiedDate', 'Status'] as const;
export type CaseSortKey = (typeof CASE_SORT_KEYS)[number];

/** How the case list sorts: by its column, then by case number, the whole order reversed when descending. */
export const caseListOrder: ListOrder<ListedCase, CaseSortKey, undefined> = {
  sorts: {
    Id: { value: (row) => Number(row.Id) },
    CustomerName: { value: (row) => row.CustomerName },
    CarDescription: { value: (row) => row.CarDescription },
    SwapCarDescription: { value: (row) => row.SwapCarDescription },
    // ISO timestamps of one format sort as text.
    ModifiedDate: { value: (row) => row.ModifiedDate, plain: true },
    Status: { value: (row) => row.Status },
  },
  ties: [],
  tiesFollowDirection: true,
  // A case without a customer (or car) first, ascending.
  blanks: 'first',
};

/**
 * The case list as the list engine serves it: a department's case rows, joined with the names of what they refer to
 * (its references, kept by following their contexts' events), and for the rows shown the names the references lack
 * still, read from their contexts.
 */
export const caseListDeclaration = (references: PartitionList<ReferenceRow>): ListDeclaration<StoredCase, ListedCase, CaseSortKey, undefined> => ({
  partition: caseListPartition,
  shape: caseListShape,
  listed: (row) => ({ ...row, CustomerName: null, SwapCarDescription: null, CaseManagerName: null }),
  joins: {
    readers: [
      {
        // The departments' own references are read beside their cases; others of the conglomerate only when lacking.
        preload: (dealerIds) => referencesOf(references, dealerIds),
        read: (rows, _context, own: Map<string, References> | undefined) => referencesFor(references, rows, own ?? new Map()),
        attach: (row, lookups: Map<string, ReferenceLookup>) => joinReferences(row, lookups.get(row.DealerId)),
      },
      { read: readDirectNames, attach: withDirectNames, to: 'page' },
    ],
  },
  ...caseListOrder,
  defaultSort: 'ModifiedDate',
});

/** The references of departments, by department. */
const referencesOf = async (references: PartitionList<ReferenceRow>, dealerIds: readonly string[]): Promise<Map<string, References>> =>
  new Map(await Promise.all(dealerIds.map(async (dealerId) => [dealerId, await references.byId(caseReferencesPartition(dealerId))] as const)));

/**
 * The references the cases of some departments show, by department. A case may refer to a customer, stock car or swap
 * car of another department of its conglomerate (the pickers search all departments): such a name comes from that
 * department's references, so that the list shows it and a search by it finds the case.
 */
const referencesFor = async (references: PartitionList<ReferenceRow>, rows: readonly StoredCase[], own: ReadonlyMap<string, References>): Promise<Map<string, ReferenceLookup>> => {
  const dealerIds = [...new Set(rows.map((row) => row.DealerId))];
  const byDealer = new Map<string, References>([
    ...own,
    ...(await referencesOf(
      references,
      dealerIds.filter((dealerId) => !own.has(dealerId)),
    )),
  ]);
  // Only a department with a case whose reference it lacks reads its conglomerate's other departments.
  const lacking = new Set(rows.filter((row) => referenceIdsOf(row).some((id) => !byDealer.get(row.DealerId)?.get(id))).map((row) => row.DealerId));
  const elsewhere = new Map<string, string[]>();
  for (const dealerId of lacking) elsewhere.set(dealerId, [...(await conglomerateDealerIds(dealerId))].filter((other) => other !== dealerId));
  const others = [...new Set([...elsewhere.values()].flat())].filter((dealerId) => !byDealer.has(dealerId));
  for (const [dealerId, found] of await referencesOf(references, others)) byDealer.set(dealerId, found);
  const lookupOf = (dealerId: string): ReferenceLookup => {
    const chain = [dealerId, ...(elsewhere.get(dealerId) ?? [])].map((id) => byDealer.get(id)).filter((found) => found !== undefined);
    return { get: (id) => chain.find((found) => found.has(id))?.get(id) };
  };
  return new Map(dealerIds.map((dealerId) => [dealerId, lookupOf(dealerId)]));
};

/** The case list of a container (Lambda) or process (the local cloud), and the references it joins. */
export class CaseListCache {
  readonly references: PartitionList<ReferenceRow>;
  readonly list: ListEngine<StoredCase, ListedCase, CaseSortKey, undefined>;

  constructor(options: PartitionListOptions = {}) {
    this.references = new PartitionList(caseReferencesShape, options);
    this.list = new ListEngine(caseListDeclaration(this.references), options);
  }

  /** The live cases of the departments, up to date as of this call, with current names. */
  casesOf(dealerIds: readonly string[]): Promise<ListedCase[]> {
    return this.list.rowsOf(dealerIds, undefined);
  }

  /**
   * The latest cases of the departments (most recently modified first) among those `keep` passes, and how many it
   * passes: `keep` reads only a case's own fields (its status, ids and dates), so only the cases returned are joined
   * with their names, references and the names those lack.
   */
  async latestOf(dealerIds: readonly string[], keep: (row: ListedCase) => boolean, count: number): Promise<{ total: number; rows: ListedCase[] }> {
    const oldestFirst = await this.list.ownRowsOf(dealerIds, 'ModifiedDate');
    const latest: ListedCase[] = [];
    let total = 0;
    for (let at = oldestFirst.length - 1; at >= 0; at -= 1) {
      const row = oldestFirst[at]!;
      if (!keep(row)) continue;
      total += 1;
      if (latest.length < count) latest.push(row);
    }
    return { total, rows: await this.withNames(await this.list.joinRows(latest, undefined)) };
  }

  /** The rows about to be shown with the names their references lack, read from their contexts. */
  withNames(rows: readonly ListedCase[]): Promise<ListedCase[]> {
    return this.list.joinPage([...rows], undefined);
  }

  /** The references of one department (the detail pane's names). */
  referencesOf(dealerId: string): Promise<References> {
    return this.references.byId(caseReferencesPartition(dealerId));
  }

  clear(): void {
    this.list.clear();
    this.references.clear();
  }
}

/** The readers the projector uses to keep the compact copies of both lists current. */
export const caseListSnapshots = () => [
  { prefix: 'case-list#', reader: new PartitionReader(caseListShape) },
  { prefix: 'case-references#', reader: new PartitionReader(caseReferencesShape) },
];
