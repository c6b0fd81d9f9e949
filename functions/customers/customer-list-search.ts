import * as z from 'zod';
import { categoryLabel } from '../../domain/customers/customer.ts';
import type { Session } from '../platform/http/session-context.ts';
import { countField, querySchema, scopedId, searchTextField } from '../platform/http/request-schemas.ts';
import { departmentInScope, resolveSearchScope, searchScopeParam, type ResolvedScope } from '../platform/search-scope.ts';
import { OrderedRefreshes } from '../platform/ordered-refreshes.ts';
import { normaliseSearch, searchWords } from '../platform/search-text.ts';
import { CUSTOMER_SORT_KEYS, CustomerListStore, danishSortKey, orderBy, type CustomerSortKey, type DepartmentCustomers, type ListedCustomer } from './customer-list-copy.ts';
import { customerOverviewPartition } from './projections/customer-overview.ts';

/**
 * The customer list (spec part 1 §3 "Customer list row and search", §4 "Search scope", §7 "Customers"): the customers
 * of the departments in scope, each joined with its cars, as a container holds them (customer-list-copy.ts), then
 * filtered, sorted and paged in memory.
 */
export { CUSTOMER_SORT_KEYS, customerCarLine, danishSortKey, type CustomerSortKey, type ListedCar, type ListedCustomer } from './customer-list-copy.ts';

const customerListStore = () => new CustomerListStore();

/** The projector keeps the customer list's compact copies current with this. */
export const customerOverviewSnapshots = () => {
  const store = customerListStore();
  return [
    {
      prefix: 'customer-overview#',
      reader: { writeSnapshot: (partition: string) => store.writeCopy(partition.slice(partition.indexOf('#') + 1), partition) },
    },
  ];
};

interface HeldDepartment {
  department: DepartmentCustomers | undefined;
  loadedAt: number;
  /** The next read of the feed asks for rows written after this (ISO time). */
  since: string;
}

export interface CustomerListViewOptions {
  /** How far back each read of the change feed looks beyond the previous one (writes in flight, index delay). */
  lookbackMs?: number;
  /** A department is read from its copy again after this long, as a safety net for a row the feed did not show. */
  fullReloadMs?: number;
  /** Departments kept; the least recently used is dropped beyond this. */
  maxDepartments?: number;
  now?: () => number;
}

/**
 * The customer list of a container: each department read once from its compact copy and the feed since, then kept
 * current by the feed alone. Reads are ordered per department: a caller waits for a refresh that starts after it
 * arrived, so a row written before the request is seen (as far as the projection has caught up).
 */
export class CustomerListView {
  private readonly held: OrderedRefreshes<HeldDepartment>;
  private readonly lookbackMs: number;
  private readonly fullReloadMs: number;
  private readonly now: () => number;

  constructor(
    private readonly store: CustomerListStore = customerListStore(),
    options: CustomerListViewOptions = {},
  ) {
    this.lookbackMs = options.lookbackMs ?? 2_000;
    this.fullReloadMs = options.fullReloadMs ?? 10 * 60_000;
    this.now = options.now ?? Date.now;
    this.held = new OrderedRefreshes({
      max: options.maxDepartments ?? 50,
      create: (): HeldDepartment => ({ department: undefined, loadedAt: 0, since: '' }),
      refresh: (dealerId, entry) => this.refresh(dealerId, entry),
    });
  }

  /** The department's customers, current as of this call. */
  async department(dealerId: string): Promise<DepartmentCustomers> {
    return (await this.held.current(dealerId)).department!;
  }

  private async refresh(dealerId: string, entry: HeldDepartment): Promise<void> {
    const startedAt = this.now();
    const partition = customerOverviewPartition(dealerId);
    if (!entry.department || startedAt - entry.loadedAt > this.fullReloadMs) {
      const loaded = await this.store.load(dealerId, partition, this.lookbackMs, startedAt);
      entry.department = loaded.department;
      entry.loadedAt = startedAt;
      entry.since = loaded.since;
      return;
    }
    const since = new Date(startedAt - this.lookbackMs).toISOString();
    entry.department.apply(await this.store.changedSince(partition, entry.since));
    entry.since = since;
  }

  /**
   * The departments' customers in the column's order (ascending; DealerName sorts as Name within a department), with
   * their free text when the search has words.
   */
  async sortedCustomers(dealerIds: readonly string[], sort: CustomerSortKey, options: { searchText?: boolean } = {}): Promise<ListedCustomer[][]> {
    const key = sort === 'DealerName' ? 'Name' : sort;
    return Promise.all(
      dealerIds.map(async (dealerId) => {
        const department = await this.department(dealerId);
        return (options.searchText ? department.withSearchText() : department).ordered(key);
      }),
    );
  }

  clear(): void {
    this.held.clear();
  }
}

let cache: CustomerListView | undefined;
/** The container's customer list (one per Lambda container or local process). */
export const customerListView = (): CustomerListView => (cache ??= new CustomerListView());

const sortKeyParam = z
  .string()
  .optional()
  .transform((value, context): CustomerSortKey | undefined => {
    if (value === undefined || value.trim() === '') return undefined;
    const found = CUSTOMER_SORT_KEYS.find((key) => key.toLowerCase() === value.trim().toLowerCase());
    if (!found) context.addIssue({ code: 'custom', message: `sort skal være en af ${CUSTOMER_SORT_KEYS.join(', ')}.` });
    return found ?? z.NEVER;
  });

const sortDirParam = z
  .string()
  .optional()
  .transform((value, context): 'asc' | 'desc' | undefined => {
    if (value === undefined || value.trim() === '') return undefined;
    const found = value.trim().toLowerCase();
    if (found !== 'asc' && found !== 'desc') context.addIssue({ code: 'custom', message: 'sortdir skal være asc eller desc.' });
    return found === 'asc' || found === 'desc' ? found : z.NEVER;
  });

const optionalText = (field: string, max: number) => z.string().max(max, `${field} må højst være ${max} tegn.`).optional();

/** The page size of the grid (spec part 1 §9). */
export const CUSTOMER_PAGE_SIZE = 50;
/** The export is offered only below this many customers (spec part 1 §4, §9). */
export const CUSTOMER_EXPORT_LIMIT = 5_000;

/**
 * The search as the list sends it in the query (spec part 1 §3): SearchType (the customer category: 0 prospect, 1
 * customer; none is both), SearchManagementLevel (the scope), RegistrationNumber, CarMake, CarModel, FreeText; with
 * count, offset, sort and sortdir for the grid. Names in any casing.
 */
export const customerSearchShape = {
  SearchType: z
    .string()
    .regex(/^[01]$/, 'SearchType skal være 0 (emne) eller 1 (kunde).')
    .transform((value) => Number(value) as 0 | 1)
    .optional(),
  SearchManagementLevel: searchScopeParam('SearchManagementLevel', { Mine: 'User', MyDepartment: 'Dealer', AllDepartments: 'Conglomerate' }),
  RegistrationNumber: optionalText('RegistrationNumber', 20),
  CarMake: optionalText('CarMake', 100),
  CarModel: optionalText('CarModel', 100),
  FreeText: searchTextField.optional(),
  DealerId: scopedId('department', 'DealerId').optional(),
  sort: sortKeyParam,
  sortdir: sortDirParam,
};
export const customerSearchQuery = querySchema({
  ...customerSearchShape,
  count: countField('count', 1, 500, CUSTOMER_PAGE_SIZE),
  offset: countField('offset', 0, 10_000_000, 0),
});
export type CustomerListSearch = z.output<typeof customerSearchQuery>;

type CustomerFilters = Partial<Pick<CustomerListSearch, 'SearchType' | 'RegistrationNumber' | 'CarMake' | 'CarModel' | 'FreeText'>>;

/**
 * The search's filters (the scope's account manager included) as one test of a customer, its words normalised once:
 * a department's 100,000 customers are tested on every search. Undefined when nothing is filtered.
 */
export const customerFilter = (search: CustomerFilters, accountManagerId?: string): ((customer: ListedCustomer) => boolean) | undefined => {
  const tests: ((customer: ListedCustomer) => boolean)[] = [];
  if (accountManagerId !== undefined) tests.push((customer) => customer.AccountManagerId === accountManagerId);
  if (search.SearchType !== undefined) tests.push((customer) => customer.Category === search.SearchType);
  const plate = search.RegistrationNumber?.replace(/\s+/g, '').toUpperCase();
  if (plate) tests.push((customer) => customer.Cars.some((car) => car.RegistrationNumber.includes(plate)));
  const make = search.CarMake?.trim() ? normaliseSearch(search.CarMake) : '';
  const model = search.CarModel?.trim() ? normaliseSearch(search.CarModel) : '';
  // Make and model must be the same car's.
  if (make || model) tests.push((customer) => customer.Cars.some((car) => (!make || car.MakeText === make) && (!model || car.ModelText.includes(model))));
  const words = searchWords(search.FreeText);
  if (words.length > 0) tests.push((customer) => words.every((word) => customer.SearchText.includes(word) || customer.CarText.includes(word)));
  if (tests.length === 0) return undefined;
  return (customer) => tests.every((test) => test(customer));
};

/** Whether a customer matches the search's filters (the scope's account manager included). */
export const matchesCustomerSearch = (customer: ListedCustomer, search: CustomerFilters, accountManagerId?: string): boolean =>
  customerFilter(search, accountManagerId)?.(customer) ?? true;

/** A row of the grid (spec part 1 §3): Id, Name, Address, ZipCode, City, CellPhone, CustomerCar with CustomerCars, DealerName, ModifiedDate. */
export interface CustomerListItem {
  Id: string;
  DealerId: string;
  Name: string;
  Address: string;
  ZipCode: string;
  City: string;
  CellPhone: string;
  Phone: string;
  Email: string;
  CustomerCar: string | null;
  CustomerCars: number;
  /** The registration numbers of the customer's cars. */
  RegistrationNumbers: string[];
  DealerName: string;
  ModifiedDate: string;
  IsBusiness: boolean;
  Category: 0 | 1;
  /** 'Kunde' or 'Emne'. */
  CategoryName: string;
}

export const listItemOf = (customer: ListedCustomer, branches: ReadonlyMap<string, string>): CustomerListItem => ({
  Id: customer.Id,
  DealerId: customer.DealerId,
  Name: customer.Name,
  Address: customer.Address,
  ZipCode: customer.ZipCode,
  City: customer.City,
  CellPhone: customer.CellPhone,
  Phone: customer.Phone,
  Email: customer.Email,
  CustomerCar: customer.CustomerCar,
  CustomerCars: customer.Cars.length,
  RegistrationNumbers: customer.Cars.map((car) => car.RegistrationNumber).filter(Boolean),
  DealerName: branches.get(customer.DealerId) ?? '',
  ModifiedDate: customer.ModifiedDate,
  IsBusiness: customer.IsBusiness,
  Category: customer.Category,
  CategoryName: categoryLabel(customer.Category),
});

/** The scope of a search: the spec's rule (platform/search-scope.ts), narrowed to one department if the search names one. */
export const customerListScope = async (session: Session, search: Pick<CustomerListSearch, 'SearchManagementLevel' | 'DealerId'>): Promise<ResolvedScope> => {
  const scope = await resolveSearchScope(session, search.SearchManagementLevel);
  if (!search.DealerId) return scope;
  const departments = departmentInScope(scope, search.DealerId, 'Du har ikke adgang til denne afdelings kunder.');
  return { ...scope, departments, dealerIds: departments.map((department) => department.DealerId) };
};

/**
 * Every customer of the search in the chosen order (Name ascending by default): each department's customers are
 * already in that order, so they are filtered in it and merged. The list pages the result; the export takes it whole.
 */
export const searchCustomerList = async (
  session: Session,
  search: Omit<CustomerListSearch, 'count' | 'offset'>,
): Promise<{ scope: ResolvedScope; customers: ListedCustomer[] }> => {
  const scope = await customerListScope(session, search);
  const sort = search.sort ?? 'Name';
  const perDepartment = await customerListView().sortedCustomers(scope.dealerIds, sort, { searchText: searchWords(search.FreeText).length > 0 });
  const filter = customerFilter(search, scope.userId);
  const matched = filter ? perDepartment.map((customers) => customers.filter(filter)) : perDepartment;
  const key = sort === 'DealerName' ? 'Name' : sort;
  const dealerKey = new Map(scope.dealerIds.map((dealerId) => [dealerId, danishSortKey(scope.branches.get(dealerId) ?? '')]));
  const order = orderBy(key);
  const compare = (a: ListedCustomer, b: ListedCustomer): number => {
    if (sort === 'DealerName') {
      const left = dealerKey.get(a.DealerId)!;
      const right = dealerKey.get(b.DealerId)!;
      if (left !== right) return left < right ? -1 : 1;
    }
    return order(a, b);
  };
  const merged = matched.length === 1 ? matched[0]! : mergeSorted(matched, compare);
  return { scope, customers: search.sortdir === 'desc' ? [...merged].reverse() : merged };
};

/** Merges lists that are each in `compare`'s order into one list in that order. */
const mergeSorted = <T>(lists: readonly T[][], compare: (a: T, b: T) => number): T[] => {
  const at = lists.map(() => 0);
  const total = lists.reduce((sum, list) => sum + list.length, 0);
  const merged: T[] = new Array<T>(total);
  for (let out = 0; out < total; out += 1) {
    let best = -1;
    for (let index = 0; index < lists.length; index += 1) {
      const candidate = lists[index]![at[index]!];
      if (candidate === undefined) continue;
      if (best < 0 || compare(candidate, lists[best]![at[best]!]!) < 0) best = index;
    }
    merged[out] = lists[best]![at[best]!]!;
    at[best]! += 1;
  }
  return merged;
};
