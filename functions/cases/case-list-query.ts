import { CaseListCache, type ListedCase } from './case-list-cache.ts';
import { lookUp } from './directory.ts';
import { swapCarsOf } from './swap-cars.ts';

let cache: CaseListCache | undefined;
/** One cache per container (Lambda) or process (the local cloud). */
export const caseListCache = (): CaseListCache => (cache ??= new CaseListCache());

/**
 * Fills in the names a row is missing (its customer, car or case manager was not in their read models yet when the
 * row was written), for the rows about to be shown: one read per department, only for what is missing.
 */
export const withNames = async (rows: readonly ListedCase[]): Promise<ListedCase[]> => {
  const lacking = rows.filter(
    (row) =>
      (row.CustomerId && !row.CustomerName) ||
      (row.CarId && !row.Make) ||
      (row.SwapCarId && !row.SwapCarDescription) ||
      (row.CaseManagerId && !row.CaseManagerName),
  );
  if (lacking.length === 0) return [...rows];
  const byDealer = new Map<string, ListedCase[]>();
  for (const row of lacking) byDealer.set(row.DealerId, [...(byDealer.get(row.DealerId) ?? []), row]);
  const found = new Map(
    await Promise.all(
      [...byDealer].map(
        async ([dealerId, dealerRows]) =>
          [
            dealerId,
            {
              ...(await lookUp(dealerId, {
                customers: dealerRows.map((row) => row.CustomerId),
                cars: dealerRows.map((row) => row.CarId),
                users: dealerRows.map((row) => row.CaseManagerId),
              })),
              swapCars: await swapCarsOf(
                dealerId,
                dealerRows.map((row) => row.SwapCarId),
              ),
            },
          ] as const,
      ),
    ),
  );
  return rows.map((row) => {
    const names = found.get(row.DealerId);
    if (!names) return row;
    return {
      ...row,
      CustomerName: row.CustomerName || (row.CustomerId && names.customers.get(row.CustomerId)?.Name) || null,
      Make: row.Make || (row.CarId && names.cars.get(row.CarId)?.Make) || null,
      SwapCarDescription: row.SwapCarDescription || (row.SwapCarId && names.swapCars.get(row.SwapCarId)?.Title) || null,
      CaseManagerName: row.CaseManagerName || (row.CaseManagerId && names.users.get(row.CaseManagerId)) || null,
    };
  });
};
