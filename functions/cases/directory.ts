import { BatchGetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dealerRowKey, type DealerRow } from '../account/projections/dealer-directory.ts';
import { dynamo } from '../platform/aws.ts';
import { physicalName, readModelsTable } from '../platform/tables.ts';
import { departmentsOf } from '../account/departments.ts';

/**
 * What the case context reads from other contexts' read models: customers (`customer-list`) and stock cars
 * (`own-car-list`), their list rows by the keys those contexts define (pk `<read model>#<dealerId>`, sk the id), users
 * (case managers) and dealers (departments). A case may have picked a customer or car of another department of its
 * conglomerate (the typeaheads search all departments): one not found in the case's own department is looked for by
 * id alone (gsi1 `customer#<id>` / `car#<id>`) and taken only from a department of the same conglomerate.
 * The row shapes are read defensively: only the fields the case needs.
 */
export const customerRowKey = (dealerId: string, id: string) => ({ pk: `customer-list#${dealerId}`, sk: id });
export const customerIndexKey = (id: string) => ({ gsi1pk: `customer#${id}`, gsi1sk: 'customer-list' });
export const carRowKey = (dealerId: string, id: string) => ({ pk: `own-car-list#${dealerId}`, sk: id });
export const carIndexKey = (id: string) => ({ gsi1pk: `car#${id}`, gsi1sk: 'own-car-list' });
export const userRowKey = (dealerId: string, id: string) => ({ pk: `user-directory#${dealerId}`, sk: id });

type Key = { pk: string; sk: string };
type Item = Record<string, unknown>;

export interface CustomerSummary {
  Id: string;
  Name: string;
  Street: string;
  ZipCode: string;
  City: string;
  Phone: string;
  Email: string;
}

export interface CarSummary {
  Id: string;
  Title: string;
  Make: string | null;
  Model: string | null;
  RegistrationNumber: string | null;
  ChassisNumber: string | null;
  VehicleNumber: string | null;
  ModelYear: number | null;
  /** First registration, `YYYY-MM-DD`. */
  RegistrationDate: string | null;
  Mileage: number | null;
  CashPrice: number | null;
  /** Car status 0..9 (spec part 1 §3). */
  Status: number | null;
  IsIntern: boolean;
  IsSold: boolean;
  /** Locked by the car API (the spec's CanEdit false). */
  CanOnlyBeEditedFromCarApi: boolean;
  IsFactoryNew: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const textOrNull = (value: unknown): string | null => text(value) || null;
const numberOrNull = (value: unknown): number | null => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
};
const joined = (...parts: unknown[]): string => parts.map(text).filter(Boolean).join(' ');
const isLive = (item: Item | undefined): item is Item => Boolean(item) && item?.deleted !== true && item?.Deleted !== true;

/** A customer row → what a case shows of its buyer: name (private or business), address, phone, e-mail. */
export const customerSummary = (row: Item): CustomerSummary => ({
  Id: text(row.Id ?? row.sk),
  Name: text(row.Name) || joined(row.FirstName, row.LastName) || text(row.CompanyName),
  Street: text(row.Address) || joined(row.Street, row.StreetNumber),
  ZipCode: text(row.ZipCode),
  City: text(row.City),
  Phone: text(row.CellPhone) || text(row.Phone),
  Email: text(row.Email),
});

/** A stock car row → what a case shows and copies of its car. */
export const carSummary = (row: Item): CarSummary => {
  const make = textOrNull(row.Make);
  const model = textOrNull(row.Model);
  const registrationDate = text(row.FirstRegistrationDate ?? row.RegistrationDate).slice(0, 10);
  return {
    Id: text(row.Id ?? row.sk),
    Title: text(row.Title) || text(row.CarTitle) || joined(make, model, row.Variant),
    Make: make,
    Model: model,
    RegistrationNumber: textOrNull(row.RegistrationNumber),
    ChassisNumber: textOrNull(row.ChassisNumber),
    VehicleNumber: textOrNull(row.VehicleNumber),
    ModelYear: numberOrNull(row.ModelYear),
    RegistrationDate: /^\d{4}-\d{2}-\d{2}$/.test(registrationDate) ? registrationDate : null,
    Mileage: numberOrNull(row.Mileage),
    CashPrice: numberOrNull(row.CashPrice),
    Status: numberOrNull(typeof row.Status === 'object' && row.Status ? (row.Status as Item).Id : row.Status),
    IsIntern: row.IsInternal === true || row.IsIntern === true || row.InternalExternal === 'Intern',
    IsSold: row.IsSold === true,
    CanOnlyBeEditedFromCarApi: row.CanEdit === false || row.CanOnlyBeEditedFromCarApi === true,
    IsFactoryNew: row.IsFactoryNew === true,
  };
};

/** Reads rows by key, 100 at a time, retrying what DynamoDB leaves unprocessed. Missing and deleted rows are left out. */
export const batchGet = async (keys: readonly Key[], client: DynamoDBDocumentClient = dynamo()): Promise<Map<string, Item>> => {
  const tableName = physicalName(readModelsTable);
  const unique = [...new Map(keys.map((key) => [`${key.pk}\u0000${key.sk}`, key])).values()];
  const found = new Map<string, Item>();
  for (let start = 0; start < unique.length; start += 100) {
    let pending: Key[] = unique.slice(start, start + 100);
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(500, 20 * 2 ** attempt)));
      const result = await client.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending } } }));
      for (const item of result.Responses?.[tableName] ?? []) {
        if (isLive(item)) found.set(`${String(item.pk)}\u0000${String(item.sk)}`, item);
      }
      pending = (result.UnprocessedKeys?.[tableName]?.Keys as Key[] | undefined) ?? [];
    }
  }
  return found;
};

const keyString = (key: Key): string => `${key.pk}\u0000${key.sk}`;

/** Several kinds of rows of one dealer in one round trip: ids in, summaries by id out. */
export interface DirectoryRequest {
  customers?: readonly (string | null | undefined)[];
  cars?: readonly (string | null | undefined)[];
  users?: readonly (string | null | undefined)[];
}
export interface DirectoryResult {
  customers: Map<string, CustomerSummary>;
  cars: Map<string, CarSummary>;
  users: Map<string, string>;
}

const present = (ids: readonly (string | null | undefined)[] | undefined): string[] => [...new Set((ids ?? []).filter((id): id is string => Boolean(id)))];

/** Live rows by their gsi1 key: a row of another department found by its id alone. */
export const byIndex = async (index: { gsi1pk: string; gsi1sk: string }, client: DynamoDBDocumentClient = dynamo()): Promise<Item[]> => {
  const { Items = [] } = await client.send(
    new QueryCommand({
      TableName: physicalName(readModelsTable),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': index.gsi1pk, ':sk': index.gsi1sk },
    }),
  );
  return Items.filter(isLive);
};

const CONGLOMERATE_TTL_MS = 5 * 60_000;
const conglomerates = new Map<string, { at: number; dealerIds: Promise<Set<string>> }>();

/** The departments of the dealer's conglomerate (the dealer itself included), kept for a few minutes per container. */
export const conglomerateDealerIds = (dealerId: string): Promise<Set<string>> => {
  const cached = conglomerates.get(dealerId);
  if (cached && Date.now() - cached.at < CONGLOMERATE_TTL_MS) return cached.dealerIds;
  const loading = (async () => {
    const dealer = await dealerRow(dealerId);
    const departments = dealer?.ConglomerateId ? await departmentsOf(dealer.ConglomerateId) : [];
    return new Set([dealerId, ...departments.map((department) => department.DealerId)]);
  })();
  conglomerates.set(dealerId, { at: Date.now(), dealerIds: loading });
  loading.catch(() => conglomerates.delete(dealerId));
  return loading;
};

/** Rows by id from the other departments of the conglomerate, for the ids the case's own department does not have. */
const fromOtherDepartments = async (
  dealerId: string,
  ids: readonly string[],
  index: (id: string) => { gsi1pk: string; gsi1sk: string },
): Promise<Map<string, Item>> => {
  if (ids.length === 0) return new Map();
  const [allowed, found] = await Promise.all([conglomerateDealerIds(dealerId), Promise.all(ids.map(async (id) => [id, await byIndex(index(id))] as const))]);
  return new Map(
    found.flatMap(([id, rows]) => {
      const row = rows.find((candidate) => allowed.has(String(candidate.DealerId ?? candidate.dealerId)));
      return row ? [[id, row] as const] : [];
    }),
  );
};

/** The customers, cars and users a case refers to, in one read of its department (plus one per id found elsewhere). */
export const lookUp = async (dealerId: string, request: DirectoryRequest): Promise<DirectoryResult> => {
  const customers = present(request.customers);
  const cars = present(request.cars);
  const users = present(request.users);
  const keys = [
    ...customers.map((id) => customerRowKey(dealerId, id)),
    ...cars.map((id) => carRowKey(dealerId, id)),
    ...users.map((id) => userRowKey(dealerId, id)),
  ];
  const rows = keys.length > 0 ? await batchGet(keys) : new Map<string, Item>();
  const own = (ids: string[], key: (dealer: string, id: string) => Key): Map<string, Item> =>
    new Map(ids.flatMap((id) => {
      const row = rows.get(keyString(key(dealerId, id)));
      return row ? [[id, row] as const] : [];
    }));
  const ownCustomers = own(customers, customerRowKey);
  const ownCars = own(cars, carRowKey);
  const [otherCustomers, otherCars] = await Promise.all([
    fromOtherDepartments(dealerId, customers.filter((id) => !ownCustomers.has(id)), customerIndexKey),
    fromOtherDepartments(dealerId, cars.filter((id) => !ownCars.has(id)), carIndexKey),
  ]);
  const summaries = <T>(found: Map<string, Item>, map: (row: Item) => T): Map<string, T> => new Map([...found].map(([id, row]) => [id, map(row)]));
  return {
    customers: summaries(new Map([...ownCustomers, ...otherCustomers]), customerSummary),
    cars: summaries(new Map([...ownCars, ...otherCars]), carSummary),
    users: summaries(own(users, userRowKey), (row) => text(row.Name)),
  };
};

export const dealerRow = async (dealerId: string): Promise<DealerRow | undefined> =>
  (await batchGet([dealerRowKey(dealerId)])).get(keyString(dealerRowKey(dealerId))) as DealerRow | undefined;


