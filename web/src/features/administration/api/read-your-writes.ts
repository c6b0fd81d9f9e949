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

/** How often and how long a screen asks again for a read model that has not yet caught up with a command. */
const TRIES = 12;
const PAUSE_MS = 250;

/**
 * For the lists whose route takes no `?MinVersion=` (the sales contract appendices): after a command the screen asks
 * again until it sees the change (or gives up after about three seconds and shows what there is).
 */
export const refetchUntil = async <T, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, Key>,
  seen: (data: T) => boolean,
  { tries = TRIES, pauseMs = PAUSE_MS }: { tries?: number; pauseMs?: number } = {},
): Promise<void> => {
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    const data = await queryClient.fetchQuery({ ...options, staleTime: 0 }).catch(() => undefined);
    if (data !== undefined && seen(data)) return;
    if (attempt < tries) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
};
