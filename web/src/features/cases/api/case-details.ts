import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { caseKeys } from './keys.ts';
import type { CaseDetails } from './types.ts';

/** GET /api/case/getcasedetails/: the list's detail pane. */
export const caseDetailsQuery = (id: string) =>
  queryOptions({ queryKey: caseKeys.details(id), queryFn: () => api.get<CaseDetails>('/api/case/getcasedetails/', { id }) });
