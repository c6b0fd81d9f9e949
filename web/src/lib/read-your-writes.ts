import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Read your writes on a list: a command answers with the version it made (its ETag), and the list route waits on the
 * server until its read model shows that version (`?MinVersion=`). The list is asked once at that version and the
 * answer goes into the cache; the list's other views (another free text) are marked stale and asked again when shown,
 * now caught up.
 */
export const showCommand = async <T, Key extends QueryKey>(
  queryClient: QueryClient,
  options: Pick<FetchQueryOptions<T, Error, T, Key>, 'queryKey'>,
  fetchAtVersion: () => Promise<T>,
  family: QueryKey,
): Promise<void> => {
  await queryClient.fetchQuery({ queryKey: options.queryKey, queryFn: fetchAtVersion, staleTime: 0 }).catch(() => undefined);
  const shown = JSON.stringify(options.queryKey);
  await queryClient.invalidateQueries({ queryKey: family, predicate: (query) => JSON.stringify(query.queryKey) !== shown });
};
