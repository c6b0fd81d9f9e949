import * as z from 'zod';
import { categoryLabel } from '../../domain/customers/customer.ts';
import type { Session } from '../platform/http/session-context.ts';
import { countField, idField, querySchema, searchTextField } from '../platform/http/request-schemas.ts';
import { PartitionList, PartitionReader, type ListShape } from '../platform/partition-list.ts';
import { departmentInScope, resolveSearchScope, searchScopeParam, type ResolvedScope } from '../platform/search-scope.ts';
import { normaliseSearch, searchTextOf, searchWords } from '../platform/search-text.ts';
import { customerOverviewPartition, type CustomerOverviewRow } from './projections/customer-overview.ts';

/**
 * The customer list (spec part 1 §3 "Customer list row and search", §4 "Search scope", §7 "Customers"): the rows of
 * the departments in scope, as the platform's partition list holds them, each customer joined with its cars, then
 * filtered, sorted and paged in memory.
 */
export type StoredOverviewRow = Pick<
  CustomerOverviewRow,
  | 'Id'
  | 'Kind'
  | 'CustomerId'
  | 'DealerId'
  | 'IsBusiness'
  | 'Category'
  | 'Name'
  | 'Address'
  | 'ZipCode'
  | 'City'
  | 'Phone'
  | 'CellPhone'
  | 'Email'
  | 'AccountManagerId'
  | 'CreatedDate'
  | 'ModifiedDate'
  | 'SearchText'
  | 'MatchKeys'
  | 'CarTitle'
  | 'RegistrationNumber'
  | 'Make'
  | 'Model'
  | 'Deleted'
> & { lastVersion: number };

export const customerOverviewShape: ListShape<StoredOverviewRow> = {
  fields: [
    'Id',
    'Kind',
    'CustomerId',
    'DealerId',
    'IsBusiness',
    'Category',
    'Name',
    'Address',
    'ZipCode',
    'City',
    'Phone',
    'CellPhone',
    'Email',
    'AccountManagerId',
    'CreatedDate',
    'ModifiedDate',
    'SearchText',
    'MatchKeys',
    'CarTitle',
    'RegistrationNumber',
    'Make',
    'Model',
    'Deleted',
    'lastVersion',
  ],
};

/** The reader the projector uses to keep the customer list's compact copies current. */
export const customerOverviewSnapshots = () => [{ prefix: 'customer-overview#', reader: new PartitionReader(customerOverviewShape) }];

/** A customer car as the list shows it. */
export interface ListedCar {
  Title: string;
  RegistrationNumber: string;
  Make: string;
  Model: string;
  CreatedDate: string;
  /** Make and model normalised for the search panel's filters. */
  MakeText: string;
  ModelText: string;
}

/** A customer with its cars, as the list, its search and its export use it. */
export interface ListedCustomer {
  Id: string;
  DealerId: string;
  IsBusiness: boolean;
  Category: 0 | 1;
  Name: string;
  Address: string;
  ZipCode: string;
  City: string;
  Phone: string;
  CellPhone: string;
  Email: string;
  AccountManagerId: string | null;
  CreatedDate: string;
  ModifiedDate: string;
  SearchText: string;
  MatchKeys: readonly string[];
  /** Newest first. */
  Cars: ListedCar[];
  /** The cars' titles, plates, makes and models, normalised for the free text. */
  CarText: string;
  /** The line the list shows for the cars: the newest car's title and plate. */
  CustomerCar: string | null;
  /** Each sortable column's value in an order that plain comparison sorts the Danish way. */
  Keys: Record<Exclude<CustomerSortKey, 'DealerName'>, string>;
}

/**
 * A text's key for sorting the Danish way by plain comparison: case and accents ignored, and Æ, Ø, Å after Z in that
 * order (the alphabet's last three letters). Empty sorts last. Computed once per row, so a sort of a department's
 * 100,000 customers compares plain strings.
 */
export const danishSortKey = (text: string): string => {
  const lowered = text.trim().toLocaleLowerCase('da-DK');
  if (!lowered) return '\uffff';
  return lowered
    .replace(/æ|ä/g, '{')
    .replace(/ø|ö/g, '|')
    .replace(/å/g, '}')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
};

/** The line the list shows for the customer's cars: the newest car's title and plate. */
export const customerCarLine = (cars: readonly ListedCar[]): string | null => {
  const car = cars[0];
  if (!car) return null;
  return [car.Title || [car.Make, car.Model].filter(Boolean).join(' '), car.RegistrationNumber].filter(Boolean).join(', ') || null;
};

/**
 * The customers of one department's rows, each with its live cars: a customer's cars are those saved in its own
 * department (as a case reads its swap car).
 */
export const joinCustomers = (rows: Iterable<StoredOverviewRow>): ListedCustomer[] => {
  const carsOf = new Map<string, ListedCar[]>();
  const customerRows: StoredOverviewRow[] = [];
  for (const row of rows) {
    if (row.Deleted) continue;
    if (row.Kind === 'customer') {
      customerRows.push(row);
      continue;
    }
    const car: ListedCar = {
      Title: row.CarTitle ?? '',
      RegistrationNumber: row.RegistrationNumber ?? '',
      Make: row.Make ?? '',
      Model: row.Model ?? '',
      CreatedDate: row.CreatedDate ?? '',
      MakeText: normaliseSearch(row.Make ?? ''),
      ModelText: normaliseSearch(row.Model ?? ''),
    };
    const list = carsOf.get(row.CustomerId);
    if (list) list.push(car);
    else carsOf.set(row.CustomerId, [car]);
  }
  return customerRows.map((row) => {
    const cars = (carsOf.get(row.CustomerId) ?? []).sort((a, b) => b.CreatedDate.localeCompare(a.CreatedDate));
    const customerCar = customerCarLine(cars);
    const name = row.Name ?? '';
    const address = row.Address ?? '';
    const city = row.City ?? '';
    const zip = row.ZipCode ?? '';
    const cell = row.CellPhone ?? '';
    const modified = row.ModifiedDate ?? '';
    return {
      Id: row.CustomerId,
      DealerId: row.DealerId,
      IsBusiness: row.IsBusiness ?? false,
      Category: row.Category ?? 1,
      Name: name,
      Address: address,
      ZipCode: zip,
      City: city,
      Phone: row.Phone ?? '',
      CellPhone: cell,
      Email: row.Email ?? '',
      AccountManagerId: row.AccountManagerId ?? null,
      CreatedDate: row.CreatedDate ?? '',
      ModifiedDate: modified,
      SearchText: row.SearchText ?? '',
      MatchKeys: row.MatchKeys ?? [],
      Cars: cars,
      CarText: cars.length ? searchTextOf(cars.flatMap((car) => [car.Title, car.RegistrationNumber, car.Make, car.Model])) : '',
      CustomerCar: customerCar,
      Keys: {
        Name: danishSortKey(name),
        Address: danishSortKey(address),
        ZipCode: zip || '\uffff',
        City: danishSortKey(city),
        CellPhone: cell.replace(/\s+/g, '') || '\uffff',
        CustomerCar: danishSortKey(customerCar ?? ''),
        ModifiedDate: modified || '\uffff',
      },
    };
  });
};

/** Id order as numbers (ids are digit strings). */
const byId = (a: ListedCustomer, b: ListedCustomer): number => a.Id.length - b.Id.length || (a.Id < b.Id ? -1 : a.Id > b.Id ? 1 : 0);
const byName = (a: ListedCustomer, b: ListedCustomer): number => (a.Keys.Name < b.Keys.Name ? -1 : a.Keys.Name > b.Keys.Name ? 1 : byId(a, b));
const byKey = (key: Exclude<CustomerSortKey, 'DealerName'>) => (a: ListedCustomer, b: ListedCustomer): number =>
  a.Keys[key] < b.Keys[key] ? -1 : a.Keys[key] > b.Keys[key] ? 1 : byName(a, b);

/** One department's customers as last joined, and their orders by each column, kept while its rows stay the same. */
interface DepartmentView {
  rows: WeakSet<object>;
  size: number;
  customers: ListedCustomer[];
  sorted: Map<string, ListedCustomer[]>;
}

/**
 * The customer list of a container: the department rows the partition list holds, joined and sorted once per change.
 * A department whose rows are the very objects of the last look (the partition list replaces a row when it changes)
 * is served from the orders already made, so a search over 100,000 customers only filters.
 */
export class CustomerListView {
  private readonly views = new Map<string, DepartmentView>();

  constructor(private readonly list: PartitionList<StoredOverviewRow> = new PartitionList(customerOverviewShape)) {}

  /** The department's customers, current as of this call. */
  async department(dealerId: string): Promise<DepartmentView> {
    const rows = await this.list.byId(customerOverviewPartition(dealerId));
    const held = this.views.get(dealerId);
    if (held && held.size === rows.size) {
      let same = true;
      for (const row of rows.values()) {
        if (!held.rows.has(row)) {
          same = false;
          break;
        }
      }
      if (same) return held;
    }
    const view: DepartmentView = { rows: new WeakSet(rows.values()), size: rows.size, customers: joinCustomers(rows.values()), sorted: new Map() };
    this.views.set(dealerId, view);
    return view;
  }

  /** The departments' customers in the column's order (ascending; DealerName sorts as Name within a department). */
  async sortedCustomers(dealerIds: readonly string[], sort: CustomerSortKey): Promise<ListedCustomer[][]> {
    const key = sort === 'DealerName' ? 'Name' : sort;
    return Promise.all(
      dealerIds.map(async (dealerId) => {
        const view = await this.department(dealerId);
        let sorted = view.sorted.get(key);
        if (!sorted) {
          sorted = [...view.customers].sort(byKey(key));
          view.sorted.set(key, sorted);
        }
        return sorted;
      }),
    );
  }

  clear(): void {
    this.views.clear();
    this.list.clear();
  }
}

let cache: CustomerListView | undefined;
/** The container's customer list (one per Lambda container or local process). */
export const customerListView = (): CustomerListView => (cache ??= new CustomerListView());

/** The list's sort keys: its columns (spec part 1 §3 "Customer list row"). */
export const CUSTOMER_SORT_KEYS = ['Name', 'Address', 'ZipCode', 'City', 'CellPhone', 'CustomerCar', 'DealerName', 'ModifiedDate'] as const;
export type CustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number];

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
  DealerId: idField('DealerId').optional(),
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
  const perDepartment = await customerListView().sortedCustomers(scope.dealerIds, sort);
  const filter = customerFilter(search, scope.userId);
  const matched = filter ? perDepartment.map((customers) => customers.filter(filter)) : perDepartment;
  const key = sort === 'DealerName' ? 'Name' : sort;
  const dealerKey = new Map(scope.dealerIds.map((dealerId) => [dealerId, danishSortKey(scope.branches.get(dealerId) ?? '')]));
  const order = byKey(key);
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
