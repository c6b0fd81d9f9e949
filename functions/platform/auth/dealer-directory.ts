import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { getRow, queryIndex, rowsById, type ReadModelKey, type ReadModelRow } from '../read-models.ts';

/**
 * The dealer directory as tenancy needs it: one row per dealer (department) with its name, address, package and role
 * flags, read by every request's session, and the departments of each conglomerate, where every search scope that
 * spans departments starts. The dealers context's projection (`dealers/projections/dealer-directory.ts`) builds the
 * rows from the dealer events; the row's shape and keys are defined here because the platform reads them on every
 * request and imports no context.
 */
export interface DealerRow extends Record<string, unknown> {
  DealerId: string;
  ConglomerateId: string;
  Name: string;
  Street: string;
  ZipCode: string;
  City: string;
  Phone: string;
  Email: string;
  SubscriptionPackageName: string;
  SelectedRoles: string[];
  /** Feature toggles the supplier switched for the dealer; a toggle never set is missing (off). */
  FeatureToggles?: Readonly<Partial<Record<string, boolean>>>;
  /** The finance company (and brand) the department chose as its default; missing or company 0: none chosen. */
  DefaultFinanceCompany?: { FinanceCompany: number; BrandId: number | null };
  gsi1pk: string;
  gsi1sk: string;
}

export const DEALER_DIRECTORY = 'dealer-directory';
export const dealerRowKey = (dealerId: string) => ({ pk: `${DEALER_DIRECTORY}#${dealerId}`, sk: dealerId });
export const conglomerateIndexKey = (conglomerateId: string): string => `conglomerate#${conglomerateId}`;

export interface Department {
  DealerId: string;
  Name: string;
}

/** The dealer (department), or undefined for an unknown or deleted one. */
export const dealerById = (dealerId: string, client?: DynamoDBDocumentClient): Promise<DealerRow | undefined> =>
  getRow<DealerRow>(dealerRowKey(dealerId), { client });

/** The live departments (dealers) of a conglomerate. */
export const departmentsOf = async (conglomerateId: string, client?: DynamoDBDocumentClient): Promise<DealerRow[]> =>
  ((await queryIndex({ gsi1pk: conglomerateIndexKey(conglomerateId) }, client)) as DealerRow[]).filter((row) => Boolean(row.DealerId));

const DEPARTMENTS_TTL_MS = 5 * 60_000;
const departmentsCache = new Map<string, { at: number; departments: Promise<Department[]> }>();

/**
 * The conglomerate's departments (id and name), kept for a few minutes per container: they change only when an
 * administrator adds or removes a department, and every list search of a department needs them.
 */
export const conglomerateDepartments = (conglomerateId: string): Promise<Department[]> => {
  const cached = departmentsCache.get(conglomerateId);
  if (cached && Date.now() - cached.at < DEPARTMENTS_TTL_MS) return cached.departments;
  const loading = departmentsOf(conglomerateId).then((rows) => rows.map((row) => ({ DealerId: row.DealerId, Name: row.Name })));
  departmentsCache.set(conglomerateId, { at: Date.now(), departments: loading });
  loading.catch(() => departmentsCache.delete(conglomerateId));
  return loading;
};

const conglomerates = new Map<string, { at: number; dealerIds: Promise<Set<string>> }>();

/** The departments of the dealer's conglomerate, the dealer itself included, kept for a few minutes per container. */
export const conglomerateDealerIds = (dealerId: string): Promise<Set<string>> => {
  const cached = conglomerates.get(dealerId);
  if (cached && Date.now() - cached.at < DEPARTMENTS_TTL_MS) return cached.dealerIds;
  const loading = (async () => {
    const dealer = await dealerById(dealerId);
    const departments = dealer?.ConglomerateId ? await conglomerateDepartments(dealer.ConglomerateId) : [];
    return new Set([dealerId, ...departments.map((department) => department.DealerId)]);
  })();
  conglomerates.set(dealerId, { at: Date.now(), dealerIds: loading });
  loading.catch(() => conglomerates.delete(dealerId));
  return loading;
};

/**
 * Rows by id as a department sees them: its own partition first (one batch read), then, for the ids it does not have,
 * the row found by id alone (`index`) in another department of its conglomerate; never one of another conglomerate.
 * A case may have picked a customer or car of another department (the pickers search all departments).
 */
export const rowsInConglomerate = async <T extends ReadModelRow>(
  dealerId: string,
  ids: readonly (string | null | undefined)[],
  where: { key: (dealerId: string, id: string) => ReadModelKey; index: (id: string) => { gsi1pk: string; gsi1sk: string } },
  client?: DynamoDBDocumentClient,
): Promise<Map<string, T>> => {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const own = await rowsById<T>(wanted, (id) => where.key(dealerId, id), client);
  const elsewhere = wanted.filter((id) => !own.has(id));
  if (elsewhere.length === 0) return own;
  const [allowed, found] = await Promise.all([
    conglomerateDealerIds(dealerId),
    Promise.all(elsewhere.map(async (id) => [id, await queryIndex(where.index(id), client)] as const)),
  ]);
  for (const [id, rows] of found) {
    const row = rows.find((candidate) => allowed.has(String(candidate.DealerId ?? candidate.dealerId ?? '')));
    if (row) own.set(id, row as T);
  }
  return own;
};
