import * as z from 'zod';
import { categoryLabel } from '../../domain/customers/customer.ts';
import type { Session } from '../platform/http/session-context.ts';
import { countField, querySchema, scopedId, searchTextField, sortParams } from '../platform/http/request-schemas.ts';
import { ListEngine, standingRow, type ListDeclaration, type ListEngineOptions, type StoredRow } from '../platform/list-engine.ts';
import { departmentInScope, resolveSearchScope, searchScopeParam, type ResolvedScope } from '../platform/search-scope.ts';
import { normaliseSearch, searchTextOf, searchWords } from '../platform/search-text.ts';
import { customerOverviewPartition, type CustomerOverviewRow } from './projections/customer-overview.ts';

/**
 * The customer list (spec part 1 §3 "Customer list row and search", §4 "Search scope", §7 "Customers"): the customers
 * of the departments in scope, each joined with its cars, served by the platform's list engine from the overview
 * partition (a row per customer and one per customer car), then filtered, sorted and paged.
 */

/** A customer car as the list shows it. */
export interface ListedCar {
  /** The car's id (its stream `customer-car#<Id>`). */
  Id: string;
  Version: number;
  CustomerId: string;
  Title: string;
  RegistrationNumber: string;
  Make: string;
  Model: string;
  CreatedDate: string;
  /** Make and model normalised for the search panel's filters. */
  MakeText: string;
  ModelText: string;
}

/** The list's sort keys: its columns (spec part 1 §3 "Customer list row"). */
export const CUSTOMER_SORT_KEYS = ['Name', 'Address', 'ZipCode', 'City', 'CellPhone', 'CustomerCar', 'DealerName', 'ModifiedDate'] as const;
export type CustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number];

/** A customer with its cars, as the list, its search and its export use it. */
export interface ListedCustomer {
  Id: string;
  Version: number;
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
  ModifiedDate: string;
  SearchText: string;
  /**
   * The cars' titles, plates, makes and models, normalised for the free text: from the copy, or made at the first
   * free-text search after the cars changed (`carTextOf`).
   */
  CarText: string | undefined;
  /** Newest first. */
  Cars: ListedCar[];
  /** The line the list shows for the cars: the newest car's title and plate. */
  CustomerCar: string | null;
}

/** What the list reads of an overview row: the copy's fields and the change feed's. */
const OVERVIEW_FIELDS = [
  'Id', 'Kind', 'CustomerId', 'DealerId', 'IsBusiness', 'Category', 'Name', 'Address', 'ZipCode', 'City', 'Phone', 'CellPhone', 'Email', 'AccountManagerId',
  'CreatedDate', 'ModifiedDate', 'SearchText', 'CarText', 'CarTitle', 'RegistrationNumber', 'Make', 'Model', 'Deleted', 'lastVersion',
] as const;
export type StoredOverviewRow = StoredRow<CustomerOverviewRow, Exclude<(typeof OVERVIEW_FIELDS)[number], 'CarText'>> & {
  /** A customer's cars as text (`ListedCustomer.CarText`): only in the list's copy, made as it is written. */
  CarText?: string;
};

/** The line the list shows for the customer's cars: the newest car's title and plate. */
export const customerCarLine = (cars: readonly Pick<ListedCar, 'Title' | 'Make' | 'Model' | 'RegistrationNumber'>[]): string | null => {
  const car = cars[0];
  if (!car) return null;
  return [car.Title || [car.Make, car.Model].filter(Boolean).join(' '), car.RegistrationNumber].filter(Boolean).join(', ') || null;
};

const newestFirst = (a: ListedCar, b: ListedCar): number => (a.CreatedDate < b.CreatedDate ? 1 : a.CreatedDate > b.CreatedDate ? -1 : 0);
const idOfStream = (streamId: string): string => streamId.slice(streamId.indexOf('#') + 1);

/** Normalised makes and models, each distinct one once (a department has few). */
const normalised = new Map<string, string>();
const normalisedOnce = (text: string): string => {
  let found = normalised.get(text);
  if (found === undefined) {
    found = normaliseSearch(text);
    if (normalised.size < 10_000) normalised.set(text, found);
  }
  return found;
};

const listedCarOf = (row: StoredOverviewRow): ListedCar => ({
  Id: idOfStream(row.Id),
  Version: row.lastVersion,
  CustomerId: row.CustomerId,
  Title: row.CarTitle ?? '',
  RegistrationNumber: row.RegistrationNumber ?? '',
  Make: row.Make ?? '',
  Model: row.Model ?? '',
  CreatedDate: row.CreatedDate ?? '',
  MakeText: normalisedOnce(row.Make ?? ''),
  ModelText: normalisedOnce(row.Model ?? ''),
});

/** The cars' titles, plates, makes and models, normalised for the free text. */
const carText = (cars: readonly { Title: string; RegistrationNumber: string; Make: string; Model: string }[]): string =>
  cars.length > 0 ? searchTextOf(cars.flatMap((car) => [car.Title, car.RegistrationNumber, car.Make, car.Model])) : '';

/** A customer's car text, made once (a customer listed from the copy has it from there). */
const carTextOf = (customer: ListedCustomer): string => (customer.CarText ??= carText(customer.Cars));

/** What a search's sort keys read besides the row: the departments' names. */
export interface CustomerListContext {
  branches: ReadonlyMap<string, string>;
}

/** The fields a page shows, read from the customer's row when first read, and what a row without one shows. */
const SHOWN = { IsBusiness: false, Category: 1, Name: '', Address: '', ZipCode: '', City: '', Phone: '', CellPhone: '', Email: '', AccountManagerId: null, ModifiedDate: '' } as const;
const ROW = Symbol('row');

/**
 * A customer as the list holds it. Its shown fields are read from its row (as stored or in the copy) when shown, not
 * at a cold read of every customer; its cars (and the line shown for them) are made from the rows joined to it when
 * first read: a cold container lists a department's customers from the copy without making the cars of those that no
 * page or filter reads.
 */
class HeldCustomer implements ListedCustomer {
  Id: string;
  Version: number;
  DealerId: string;
  SearchText: string;
  // Only the copy's text, put in place as it is read: a stored row's may be of cars changed since.
  CarText: string | undefined = undefined;
  readonly [ROW]: StoredOverviewRow;
  // Read from the row (the getters after the class).
  declare readonly IsBusiness: boolean;
  declare readonly Category: 0 | 1;
  declare readonly Name: string;
  declare readonly Address: string;
  declare readonly ZipCode: string;
  declare readonly City: string;
  declare readonly Phone: string;
  declare readonly CellPhone: string;
  declare readonly Email: string;
  declare readonly AccountManagerId: string | null;
  declare readonly ModifiedDate: string;
  #joined: readonly StoredOverviewRow[] | undefined = undefined;
  #cars: ListedCar[] | undefined = undefined;
  #line: string | null | undefined = undefined;

  constructor(row: StoredOverviewRow) {
    this[ROW] = standingRow(row);
    this.Id = row.CustomerId;
    this.Version = row.lastVersion;
    this.DealerId = row.DealerId;
    this.SearchText = row.SearchText ?? '';
  }

  /** The rows of its cars (read when its cars are first asked for: they must stay as they are). */
  join(rows: readonly StoredOverviewRow[]): void {
    this.#joined = rows;
    this.#cars = undefined;
    this.#line = undefined;
  }

  get Cars(): ListedCar[] {
    return (this.#cars ??= this.#joined ? this.#joined.map(listedCarOf).sort(newestFirst) : []);
  }

  set Cars(cars: ListedCar[]) {
    this.#cars = cars;
    this.#line = undefined;
  }

  get CustomerCar(): string | null {
    if (this.#line === undefined) this.#line = customerCarLine(this.Cars);
    return this.#line;
  }

  set CustomerCar(line: string | null) {
    this.#line = line;
  }
}

for (const [field, blank] of Object.entries(SHOWN)) {
  Object.defineProperty(HeldCustomer.prototype, field, {
    get(this: HeldCustomer) {
      return this[ROW][field as keyof typeof SHOWN] ?? blank;
    },
  });
}

/** The customer list as the list engine serves it: customers, their cars joined from the same partition. */
export const customerListDeclaration: ListDeclaration<StoredOverviewRow, ListedCustomer, CustomerSortKey, CustomerListContext> = {
  partition: customerOverviewPartition,
  shape: {
    fields: OVERVIEW_FIELDS,
    // Half the copy, and only the free text reads it: a cold container's first page leaves it packed.
    searchFields: ['SearchText', 'CarText'],
  },
  listed: (row) => (row.Kind !== 'customer' ? undefined : new HeldCustomer(row)),
  listedKeepsNoRow: true,
  joinedSearchText: {
    field: 'CarText',
    of: (cars) => carText(cars.map(listedCarOf).sort(newestFirst)),
  },
  joins: {
    // A customer's cars are rows of its department's partition: kept joined as they change.
    partition: {
      belongsTo: (row) => (row.Kind === 'customer-car' ? `customer#${row.CustomerId}` : undefined),
      idOf: (row) => `customer#${row.CustomerId}`,
      attach: (customer, rows) => {
        if (rows.length > 0) (customer as HeldCustomer).join(rows);
        return customer;
      },
    },
  },
  sorts: {
    Name: { value: (customer) => customer.Name },
    Address: { value: (customer) => customer.Address },
    ZipCode: { value: (customer) => customer.ZipCode, plain: true },
    City: { value: (customer) => customer.City },
    CellPhone: { value: (customer) => customer.CellPhone.replace(/\s+/g, ''), plain: true },
    CustomerCar: { value: (customer) => customer.CustomerCar },
    DealerName: { department: (dealerId, context) => context.branches.get(dealerId) },
    ModifiedDate: { value: (customer) => customer.ModifiedDate, plain: true },
  },
  defaultSort: 'Name',
  ties: ['Name'],
  tiesFollowDirection: true,
  blanks: 'last',
};

export const customerListEngine = (options?: ListEngineOptions<StoredOverviewRow>) => new ListEngine(customerListDeclaration, { maxPartitions: 50, ...options });

let cache: ReturnType<typeof customerListEngine> | undefined;
/** The container's customer list (one per Lambda container or local process). */
export const customerList = (): ReturnType<typeof customerListEngine> => (cache ??= customerListEngine());

/** The projector keeps the customer list's compact copies current with this. */
export const customerOverviewSnapshots = () => [{ prefix: 'customer-overview#', reader: customerList().reader }];

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
  ...sortParams(CUSTOMER_SORT_KEYS),
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
  if (words.length > 0) tests.push((customer) => words.every((word) => customer.SearchText.includes(word) || carTextOf(customer).includes(word)));
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
 * Every customer of the search in the chosen order (Name ascending by default). The list pages the result; the export
 * takes it whole.
 */
export const searchCustomerList = async (
  session: Session,
  search: Omit<CustomerListSearch, 'count' | 'offset'>,
  page?: { offset: number; count: number },
): Promise<{ scope: ResolvedScope; total: number; customers: ListedCustomer[] }> => {
  const scope = await customerListScope(session, search);
  const { total, rows } = await customerList().search({
    dealerIds: scope.dealerIds,
    filter: customerFilter(search, scope.userId),
    readsSearchFields: searchWords(search.FreeText).length > 0,
    sort: search.sort,
    direction: search.sortdir,
    context: { branches: scope.branches },
    page,
  });
  return { scope, total, customers: rows };
};
