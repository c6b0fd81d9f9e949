import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { adminKeys } from './keys.ts';
import type { SalesContractAppendix } from './types.ts';

/**
 * GET /api/salescontractappendix/GetByDealerId?dealerId[&AppendixId&MinVersion]: the department's appendices; with the
 * appendix a command changed and the version it answered, the server answers once the list shows that command.
 */
export const fetchAppendices = (dealerId: string, changed?: { id: string; version: string | undefined }): Promise<SalesContractAppendix[]> =>
  api.get<SalesContractAppendix[]>('/api/salescontractappendix/GetByDealerId', {
    dealerId,
    ...(changed?.version ? { AppendixId: changed.id, MinVersion: changed.version } : {}),
  });

export const appendicesQuery = (dealerId: string) =>
  queryOptions({
    queryKey: adminKeys.appendices(dealerId),
    queryFn: () => fetchAppendices(dealerId),
  });
