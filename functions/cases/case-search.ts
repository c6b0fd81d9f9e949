import { CASE_STATUS_LABELS, CaseStatus } from '../../domain/cases/status.ts';
import { sortListed } from '../platform/list-engine.ts';
import { compareDanish, matchesWords, normaliseSearch, searchWords } from '../platform/search-text.ts';
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

// Words are matched as every list matches them (the platform's search text): lower case the Danish way, in NFC.
const fold = (text: string | null | undefined): string => normaliseSearch(text ?? '');
/** Registration numbers are typed with and without spaces ('AB 12 345', 'ab12345'). */
const compact = (text: string | null | undefined): string => fold(text).replace(/[\s-]/g, '');

/** The search's filters as one test of a case, its words normalised once for all the rows it tests. */
export const caseFilter = (search: Omit<CaseSearch, 'sort' | 'sortdir' | 'offset' | 'count'>): ((row: ListedCase) => boolean) => {
  const words = searchWords(search.FreeTextQuery);
  const carWords = searchWords(search.CarFreeTextQuery);
  const make = search.Make ? fold(search.Make) : undefined;
  return (row) => {
    if (search.IsActive === true && row.Status === CaseStatus.IsClosed) return false;
    if (search.IsActive === false && row.Status !== CaseStatus.IsClosed) return false;
    if (search.CaseId && row.Id !== search.CaseId) return false;
    if (search.CustomerId && row.CustomerId !== search.CustomerId && row.Customer2Id !== search.CustomerId) return false;
    if (search.CaseManagerId && row.CaseManagerId !== search.CaseManagerId) return false;
    if (make !== undefined && fold(row.Make) !== make) return false;
    if (words.length > 0 && !matchesWords(`${row.Id} ${fold(row.CustomerName)} ${fold(row.CarDescription)}`, words)) return false;
    if (carWords.length === 0) return true;
    const description = `${fold(row.CarDescription)} ${fold(row.Make)}`;
    const registration = compact(row.RegistrationNumber);
    return carWords.every((word) => description.includes(word) || (registration !== '' && registration.includes(word.replace(/-/g, ''))));
  };
};

/** Rows in the requested order; ties by case number in the same direction, so that paging is stable. */
const sortCases = (rows: ListedCase[], sort: CaseSortKey, sortdir: 'asc' | 'desc'): ListedCase[] => sortListed(caseListOrder, rows, sort, sortdir, undefined);

export const searchCases = (rows: readonly ListedCase[], search: CaseSearch): { Total: number; Page: ListedCase[] } => {
  const found = sortCases(rows.filter(caseFilter(search)), search.sort, search.sortdir);
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

/** How many cases the latest-cases widget shows. */
export const LATEST_CASES = 10;

/** The latest-cases widget's cases: the open ones, of the case manager if one is given. */
export const openCaseOf =
  (caseManagerId: string | undefined) =>
  (row: ListedCase): boolean =>
    row.Status !== CaseStatus.IsClosed && (!caseManagerId || row.CaseManagerId === caseManagerId);

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
