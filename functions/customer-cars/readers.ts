import { customerCarDecider } from '../../domain/customer-cars/decider.ts';
import { load } from '../platform/command-handler.ts';
import type { EventStore } from '../platform/event-store.ts';
import { idsInDepartments } from '../platform/department-rows.ts';
import { rowsById, rowsByIdOnceWritten } from '../platform/read-models.ts';
import { customerCarStreamId } from './customer-car-commands.ts';
import { CUSTOMER_CAR_LIST, customerCarIndexKey, customerCarRowKey, type CustomerCarRow } from './projections/customer-car-list.ts';

/**
 * What other contexts may read of the customer cars context: a swap car as the case list, the case's detail pane and
 * a printed document show it, and whose car it is when a case chooses it. A case's swap car is its customer's car in
 * the case's own department: a car saved in any other department, of the conglomerate or not, is never read through
 * a case. A deleted swap car is left out.
 */
export interface CustomerCarSummary {
  Id: string;
  /** Variant.Title, or make and model. */
  Title: string;
  MakeModel: string | null;
  ModelYear: number | null;
  RegistrationNumber: string | null;
  ChassisNumber: string | null;
  /** `YYYY-MM-DD`. */
  RegistrationDate: string | null;
  Mileage: number | null;
  LatestBid: number | null;
  Damages: string | null;
  FinancedBy: string | null;
  NumberOfKeys: number | null;
}

const orNull = (text: string | null | undefined): string | null => text?.trim() || null;

const summaryOf = (row: CustomerCarRow): CustomerCarSummary => {
  const makeModel = [row.Variant.Make, row.Variant.Model].map((part) => part.trim()).filter(Boolean).join(' ') || null;
  return {
    Id: row.Id,
    Title: row.Title || row.Variant.Title || makeModel || '',
    MakeModel: makeModel || orNull(row.Title),
    ModelYear: row.Variant.ModelYear ?? null,
    RegistrationNumber: orNull(row.RegistrationNumber),
    ChassisNumber: orNull(row.ChassisNumber),
    RegistrationDate: row.RegistrationDate?.slice(0, 10) || null,
    Mileage: row.Mileage,
    LatestBid: row.LatestBid,
    Damages: orNull(row.Damages),
    FinancedBy: orNull(row.FinancedBy),
    NumberOfKeys: row.NumberOfKeys,
  };
};

/**
 * The customer cars by id, as the dealer's cases see them: only those saved in the dealer's own department.
 * `waitForNew` waits (a few seconds at most) for a car saved a moment ago, as a document printed at once must.
 */
export const customerCarsById = async (
  dealerId: string,
  ids: readonly (string | null | undefined)[],
  { waitForNew = false }: { waitForNew?: boolean } = {},
): Promise<Map<string, CustomerCarSummary>> => {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const rows = await (waitForNew ? rowsByIdOnceWritten : rowsById)<CustomerCarRow>(wanted, (id) => customerCarRowKey(dealerId, id));
  return new Map([...rows].filter(([, row]) => !row.Deleted).map(([id, row]) => [id, summaryOf(row)]));
};

/** Whose car it is and where it was saved, as a case choosing it as its swap car must know. */
export interface CustomerCarOwner {
  carId: string;
  dealerId: string;
  customerId: string;
  deleted: boolean;
}

/**
 * The owner of a customer car read from its own stream (a car saved a moment ago is not yet in the read models), or
 * undefined when there is no such car.
 */
export const customerCarOwnerOf = async (store: EventStore, carId: string): Promise<CustomerCarOwner | undefined> => {
  const { state } = await load(store, customerCarDecider, customerCarStreamId(carId));
  if (state.kind === 'none') return undefined;
  return { carId, dealerId: state.dealerId, customerId: state.customerId, deleted: state.kind !== 'active' };
};

/** A case's signing records on the swap car's own stream that it was taken into stock. */
export { customerCarStreamId } from './customer-car-commands.ts';

/** Of these customer car ids, those of a car saved in one of the departments (deleted ones and ones saved a moment ago included). */
export const customerCarsInDepartments = (dealerIds: readonly string[], ids: readonly string[]): Promise<Set<string>> =>
  idsInDepartments(ids, dealerIds, {
    key: customerCarRowKey,
    index: (id) => ({ gsi1pk: customerCarIndexKey(id), gsi1sk: CUSTOMER_CAR_LIST }),
    stream: customerCarStreamId,
  });
