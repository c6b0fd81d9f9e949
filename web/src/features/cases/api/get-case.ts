import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { caseKeys } from './keys.ts';
import type { CaseModel } from './types.ts';

/**
 * GET /api/Case/Get with its ETag; `minVersion` (a command's ETag) makes the server wait until its read model has
 * caught up.
 */
export const fetchCase = async (id: string, minVersion?: string): Promise<CaseModel> => {
  const { data, version } = await api.send<CaseModel>('GET', '/api/Case/Get', { query: { Id: id, MinVersion: minVersion } });
  return version === undefined ? data : { ...data, ETag: version };
};

/**
 * The case page's data. A refetch never goes back in time: it asks for at least the version the page already shows
 * (the read model may lag behind a command just made). Not refetched when the window regains focus: the page holds
 * the user's edits on top of it.
 */
export const caseQuery = (id: string) =>
  queryOptions({
    queryKey: caseKeys.case(id),
    queryFn: ({ client, queryKey }) => {
      const shown = client.getQueryData<CaseModel>(queryKey)?.Version;
      return fetchCase(id, shown === null || shown === undefined ? undefined : String(shown));
    },
    refetchOnWindowFocus: false,
  });

/**
 * After a command: the case as the server has it from `version` on, into the cache; the lists and the dashboard
 * refetch when next shown.
 */
export const reloadCase = async (queryClient: QueryClient, id: string, version?: string): Promise<CaseModel> => {
  const fresh = await fetchCase(id, version);
  queryClient.setQueryData(caseKeys.case(id), fresh);
  await queryClient.invalidateQueries({ queryKey: caseKeys.all, predicate: (query) => query.queryKey[1] !== 'case', refetchType: 'none' });
  await queryClient.invalidateQueries({ queryKey: ['dashboard'], refetchType: 'none' });
  return fresh;
};
