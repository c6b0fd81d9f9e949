import { userNames } from '../users/readers.ts';
import { dealerById } from '../platform/auth/dealer-directory.ts';
import type { Session } from '../platform/http/session-context.ts';
import { departmentInScope, resolveSearchScope, type ResolvedScope } from '../platform/search-scope.ts';
import { danishToday } from '../../domain/format.ts';
import { listItemOf, matchesStockSearch, stockCarsOf, stockListCache, type StockListItem, type StockSearch, type StoredStockCar } from './stock-search.ts';

/**
 * The combined search scope (spec part 1 §3): the scope plus the dealer ids chosen. All departments with chosen ids
 * are those departments only (each must be one the caller may search); an empty choice is every department in scope.
 */
export const stockScope = async (session: Session, search: Pick<StockSearch, 'SearchScope' | 'SelectedDealerIds'>): Promise<ResolvedScope> => {
  const scope = await resolveSearchScope(session, search.SearchScope);
  const chosen = [...new Set(search.SelectedDealerIds ?? [])];
  if (scope.scope !== 'Conglomerate' || chosen.length === 0) return scope;
  const departments = chosen.flatMap((dealerId) => departmentInScope(scope, dealerId));
  return { ...scope, departments, dealerIds: departments.map((department) => department.DealerId) };
};

/** The names and usernames of the responsible users of the cars, keyed `dealerId#userId`. */
const responsibleUsers = async (cars: readonly Pick<StoredStockCar, 'DealerId' | 'ResponsibleUserId'>[]) => {
  const byDealer = new Map<string, Set<string>>();
  for (const car of cars) if (car.ResponsibleUserId) (byDealer.get(car.DealerId) ?? byDealer.set(car.DealerId, new Set()).get(car.DealerId)!).add(car.ResponsibleUserId);
  const users = new Map<string, { Name: string; Username: string }>();
  await Promise.all(
    [...byDealer].map(async ([dealerId, ids]) => {
      const names = await userNames(dealerId, [...ids]);
      for (const [id, name] of names) users.set(`${dealerId}#${id}`, { Name: name, Username: '' });
    }),
  );
  return users;
};

/**
 * The cars of the search, as the grid shows them, sorted: every one (the export and the print take all), or with
 * `page` only that page's, the total besides. A responsible user's name is read for the cars shown only, except when
 * the sort is by it.
 */
export const searchStock = async (
  session: Session,
  search: StockSearch,
  page?: { offset: number; count: number },
): Promise<{ scope: ResolvedScope; total: number; items: StockListItem[] }> => {
  const scope = await stockScope(session, search);
  const today = danishToday();
  const zipCodes =
    search.ZipcodeFrom != null || search.ZipcodeTo != null
      ? new Map(await Promise.all(scope.dealerIds.map(async (id) => [id, (await dealerById(id))?.ZipCode ?? ''] as const)))
      : undefined;
  // Sorted by the responsible user (or taken whole), every car's user is read: those of the department's cars.
  const allUsers = search.sort === 'ResponsibleUser' || !page ? await responsibleUsers(await stockCarsOf(scope.dealerIds)) : undefined;
  const { total, rows } = await stockListCache().search({
    dealerIds: scope.dealerIds,
    filter: (car) => matchesStockSearch(car, search, { today, zipCodes, responsibleUserId: scope.userId }),
    sort: search.sort ?? 'Make',
    direction: search.sortdir ?? 'asc',
    context: { today, branches: scope.branches, users: allUsers ?? new Map() },
    page,
  });
  const users = allUsers ?? (await responsibleUsers(rows));
  return { scope, total, items: rows.map((car) => listItemOf(car, today, scope.branches, users)) };
};
