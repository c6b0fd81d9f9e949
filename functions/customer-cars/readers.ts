import { rowsInConglomerate } from '../platform/auth/dealer-directory.ts';
import { CUSTOMER_CAR_LIST, customerCarIndexKey, customerCarRowKey, type CustomerCarRow } from './projections/customer-car-list.ts';

/**
 * What other contexts may read of the customer cars context: a swap car as the case list, the case's detail pane and
 * a printed document show it. A swap car saved in another department of the conglomerate is taken from there; one of
 * another conglomerate never is. A deleted swap car is left out.
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

/** The customer cars by id, as the dealer's cases see them: its own department's, else its conglomerate's. */
export const customerCarsById = async (dealerId: string, ids: readonly (string | null | undefined)[]): Promise<Map<string, CustomerCarSummary>> => {
  const rows = await rowsInConglomerate<CustomerCarRow>(dealerId, ids, {
    key: customerCarRowKey,
    index: (id) => ({ gsi1pk: customerCarIndexKey(id), gsi1sk: CUSTOMER_CAR_LIST }),
  });
  return new Map([...rows].filter(([, row]) => !row.Deleted).map(([id, row]) => [id, summaryOf(row)]));
};

/** A case's signing records on the swap car's own stream that it was taken into stock. */
export { customerCarStreamId } from './customer-car-commands.ts';
