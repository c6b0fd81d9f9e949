import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import type { ListedAppendix } from './types.ts';

/** The appendices page's list of a department, apart from the document modal's choices (`sales-contract-appendices.ts`). */
export const appendixListKey = (dealerId: string) => ['appendices', dealerId] as const;

/**
 * GET /api/salescontractappendix/GetByDealerId?dealerId[&AppendixId&MinVersion]: the department's appendices; with the
 * appendix a command changed and the version it answered, the server answers once the list shows that command.
 */
export const fetchAppendices = (dealerId: string, changed?: { id: string; version: string | undefined }): Promise<ListedAppendix[]> =>
  api.get<ListedAppendix[]>('/api/salescontractappendix/GetByDealerId', {
    dealerId,
    ...(changed?.version ? { AppendixId: changed.id, MinVersion: changed.version } : {}),
  });

export const appendicesQuery = (dealerId: string) =>
  queryOptions({
    queryKey: appendixListKey(dealerId),
    queryFn: () => fetchAppendices(dealerId),
  });
