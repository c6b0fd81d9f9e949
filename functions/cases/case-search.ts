import { CASE_STATUS_LABELS, CaseStatus } from '../../domain/cases/status.ts';
import { sortListed } from '../platform/list-engine.ts';
import { compareDanish } from '../platform/search-text.ts';
import { caseListOrder, type CaseSortKey, type ListedCase } from './case-list-cache.ts';

/**
 * The case list's search (spec part 2 §3 "Case list row and detail"), as a pure function over the rows of the
 * departments in scope: filters, sort (the list engine's, in the one Danish order) and offset paging, in memory.
 */
export { CASE_SORT_KEYS, type CaseSortKey } from './case-list-cache.ts';
export const PAGE_SIZE = 50;

export interface CaseSearch {
  /** true: not closed; false: closed only; undefined: all. */
  IsActive?: boolean;
  CaseId?: string;
  FreeTextQuery?: string;
  CustomerId?: string;
  Make?: string;
  CarFreeTextQuery?: string;
  /** Only the cases this user manages (scope 'Casemanager'). */
  CaseManagerId?: string;
  sort: CaseSortKey;
  sortdir: 'asc' | 'desc';
  offset: number;
  count: number;
}

export interface CaseListItem {
  Id: string;
  CustomerName: string | null;
  CarDescription: string | null;
  SwapCarDescription: string | null;
  FinanceCaseStatus: number | null;
  InsuranceStatus: number | null;
  ModifiedDate: string;
  Status: number;
  StatusText: string;
  CaseManagerName: string | null;
  Branch: string;
  Make: string | null;
  CreatedDate: string;
  /** The swap-car actions (purchase document, the trade-in car) are offered only when true. */
  HasSwapCar: boolean;
}

const fold = (text: string | null | undefined): string => (text ?? '').toLocaleLowerCase('da').normalize('NFC');
/** Registration numbers are typed with and without spaces ('AB 12 345', 'ab12345'). */
const compact = (text: string | null | undefined): string => fold(text).replace(/[\s-]/g, '');
const terms = (query: string | undefined): string[] => fold(query).split(/\s+/).filter(Boolean);

const matchesFreeText = (row: ListedCase, words: readonly string[]): boolean => {
  if (words.length === 0) return true;
  const haystack = `${row.Id} ${fold(row.CustomerName)} ${fold(row.CarDescription)}`;
  return words.every((word) => haystack.includes(word));
};

const matchesCar = (row: ListedCase, words: readonly string[]): boolean => {
  if (words.length === 0) return true;
  const description = `${fold(row.CarDescription)} ${fold(row.Make)}`;
  const registration = compact(row.RegistrationNumber);
  return words.every((word) => description.includes(word) || (registration !== '' && registration.includes(word.replace(/-/g, ''))));
};

export const matches = (row: ListedCase, search: Omit<CaseSearch, 'sort' | 'sortdir' | 'offset' | 'count'>): boolean => {
  if (search.IsActive === true && row.Status === CaseStatus.IsClosed) return false;
  if (search.IsActive === false && row.Status !== CaseStatus.IsClosed) return false;
  if (search.CaseId && row.Id !== search.CaseId) return false;
  if (search.CustomerId && row.CustomerId !== search.CustomerId && row.Customer2Id !== search.CustomerId) return false;
  if (search.CaseManagerId && row.CaseManagerId !== search.CaseManagerId) return false;
  if (search.Make && fold(row.Make) !== fold(search.Make)) return false;
  if (!matchesFreeText(row, terms(search.FreeTextQuery))) return false;
  return matchesCar(row, terms(search.CarFreeTextQuery));
};

/** Rows in the requested order; ties by case number in the same direction, so that paging is stable. */
export const sortCases = (rows: ListedCase[], sort: CaseSortKey, sortdir: 'asc' | 'desc'): ListedCase[] => sortListed(caseListOrder, rows, sort, sortdir, undefined);

export const searchCases = (rows: readonly ListedCase[], search: CaseSearch): { Total: number; Page: ListedCase[] } => {
  const found = sortCases(rows.filter((row) => matches(row, search)), search.sort, search.sortdir);
  return { Total: found.length, Page: found.slice(search.offset, search.offset + Math.min(search.count, PAGE_SIZE)) };
};

/** The makes of the cases in scope, sorted the Danish way, each once. */
export const makesOf = (rows: readonly ListedCase[]): string[] => {
  const byFolded = new Map<string, string>();
  for (const row of rows) {
    const make = row.Make?.trim();
    if (make && !byFolded.has(fold(make))) byFolded.set(fold(make), make);
  }
  return [...byFolded.values()].sort(compareDanish);
};

/** The latest-cases widget: the most recently modified open cases. */
export const latestCases = (rows: readonly ListedCase[], caseManagerId: string | undefined, count = 10): ListedCase[] =>
  sortCases(
    rows.filter((row) => row.Status !== CaseStatus.IsClosed && (!caseManagerId || row.CaseManagerId === caseManagerId)),
    'ModifiedDate',
    'desc',
  ).slice(0, count);

export const listItem = (row: ListedCase, branch: string): CaseListItem => ({
  Id: row.Id,
  CustomerName: row.CustomerName ?? null,
  CarDescription: row.CarDescription ?? null,
  SwapCarDescription: row.SwapCarDescription ?? null,
  FinanceCaseStatus: row.FinanceCaseStatus ?? null,
  InsuranceStatus: row.InsuranceStatus ?? null,
  ModifiedDate: row.ModifiedDate,
  Status: row.Status,
  StatusText: CASE_STATUS_LABELS[row.Status as CaseStatus] ?? '',
  CaseManagerName: row.CaseManagerName ?? null,
  Branch: branch,
  Make: row.Make ?? null,
  CreatedDate: row.CreatedDate,
  HasSwapCar: Boolean(row.HasSwapCar ?? row.SwapCarId),
});
