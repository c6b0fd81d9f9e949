import { CaseListCache, type ListedCase } from './case-list-cache.ts';

let cache: CaseListCache | undefined;
/** One cache per container (Lambda) or process (the local cloud). */
export const caseListCache = (): CaseListCache => (cache ??= new CaseListCache());

/** The rows about to be shown with the names their references lack (the list's page join). */
export const withNames = (rows: readonly ListedCase[]): Promise<ListedCase[]> => caseListCache().withNames(rows);
