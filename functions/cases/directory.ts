import { userNames } from '../users/readers.ts';
import { stockCarsById, type StockCarSummary } from '../cars/readers.ts';
import { customerSummaries, type CustomerSummary } from '../customers/readers.ts';

/**
 * The names and summaries a case shows of what other contexts own: its customers, its stock car and its case manager,
 * read through each owning context's readers (a customer or car of another department of the conglomerate included).
 */
export type { CustomerSummary };
export type CarSummary = StockCarSummary;

/** Several kinds of rows of one dealer at once: ids in, summaries by id out. */
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

/** The customers, cars and users a case refers to. */
export const lookUp = async (dealerId: string, request: DirectoryRequest): Promise<DirectoryResult> => {
  const [customers, cars, users] = await Promise.all([
    customerSummaries(dealerId, present(request.customers)),
    stockCarsById(dealerId, present(request.cars)),
    userNames(dealerId, present(request.users)),
  ]);
  return { customers, cars, users };
};
