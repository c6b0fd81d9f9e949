import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../platform/aws.ts';
import { batchGet, byIndex, conglomerateDealerIds } from './directory.ts';

/**
 * What the case list reads of a case's swap car: the customer-car read model row (pk `customer-car-list#<dealerId>`,
 * sk the car id; gsi1 `customer-car#<id>` / `customer-car-list` finds it by id alone). A swap car saved in another
 * department of the conglomerate is taken from there; one of another conglomerate never is.
 */
export const customerCarRowKey = (dealerId: string, id: string) => ({ pk: `customer-car-list#${dealerId}`, sk: id });
export const customerCarIndexKey = (id: string) => ({ gsi1pk: `customer-car#${id}`, gsi1sk: 'customer-car-list' });

export interface SwapCarSummary {
  Id: string;
  /** Variant.Title, or make and model. */
  Title: string;
  MakeModel: string | null;
  ModelYear: number | null;
  RegistrationNumber: string | null;
  /** YYYY-MM-DD. */
  RegistrationDate: string | null;
  Mileage: number | null;
  LatestBid: number | null;
}

type Item = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const numberOrNull = (value: unknown): number | null => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
};

/** A customer-car row → what the list and the detail pane show of a swap car. */
export const swapCarSummary = (row: Item): SwapCarSummary => {
  const variant = (row.Variant && typeof row.Variant === 'object' ? row.Variant : {}) as Item;
  const makeModel = [text(variant.Make), text(variant.Model)].filter(Boolean).join(' ') || null;
  const registrationDate = text(row.RegistrationDate).slice(0, 10);
  return {
    Id: text(row.Id ?? row.sk),
    Title: text(row.Title) || text(variant.Title) || makeModel || '',
    MakeModel: makeModel || text(row.Title) || null,
    ModelYear: numberOrNull(variant.ModelYear),
    RegistrationNumber: text(row.RegistrationNumber) || null,
    RegistrationDate: /^\d{4}-\d{2}-\d{2}$/.test(registrationDate) ? registrationDate : null,
    Mileage: numberOrNull(row.Mileage),
    LatestBid: numberOrNull(row.LatestBid),
  };
};


/** The swap cars by id, as the dealer's cases see them: its own partition first, then the conglomerate's. */
export const swapCarsOf = async (
  dealerId: string,
  ids: readonly (string | null | undefined)[],
  client: DynamoDBDocumentClient = dynamo(),
): Promise<Map<string, SwapCarSummary>> => {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const own = await batchGet(wanted.map((id) => customerCarRowKey(dealerId, id)), client);
  const found = new Map<string, Item>();
  for (const id of wanted) {
    const key = customerCarRowKey(dealerId, id);
    const row = own.get(`${key.pk}\u0000${key.sk}`);
    if (row) found.set(id, row);
  }
  const elsewhere = wanted.filter((id) => !found.has(id));
  if (elsewhere.length > 0) {
    const [allowed, rows] = await Promise.all([
      conglomerateDealerIds(dealerId),
      Promise.all(elsewhere.map(async (id) => [id, await byIndex(customerCarIndexKey(id), client)] as const)),
    ]);
    for (const [id, candidates] of rows) {
      const row = candidates.find((candidate) => allowed.has(String(candidate.dealerId ?? candidate.DealerId ?? '')));
      if (row) found.set(id, row);
    }
  }
  return new Map([...found].map(([id, row]) => [id, swapCarSummary(row)]));
};
