import { queryOptions } from '@tanstack/react-query';
import type { CaseStatus } from '../../../../../domain/cases/status.ts';
import { api } from '@/lib/api.ts';

/** The latest-cases widget's scope (spec part 2 §7 "Dashboard widgets": Dealer or Casemanager). */
export type LatestCasesScope = 'Casemanager' | 'Dealer';

export interface LatestCase {
  Id: string;
  CustomerName: string | null;
  CarDescription: string | null;
  Status: CaseStatus;
  StatusText: string;
  ModifiedDate: string | null;
}

/** GET /api/LatestCasesWidget/: the ten most recently changed open cases. */
export const latestCasesQuery = (scope: LatestCasesScope) =>
  queryOptions({
    queryKey: ['dashboard', 'latest-cases', scope],
    queryFn: () => api.get<{ List: LatestCase[] }>('/api/LatestCasesWidget/', { searchType: scope }),
    // A widget that cannot load shows its fallback at once; the next visit tries again.
    retry: false,
  });
