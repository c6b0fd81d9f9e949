import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** How often and how long a screen asks again for a read model that has not yet caught up with a command. */
const TRIES = 12;
const PAUSE_MS = 250;

/**
 * Lists follow commands through their projections within moments, and these list routes take no `?MinVersion=`: after
 * a command the screen asks again until it sees the change (or gives up after about three seconds and shows what
 * there is), so that a user just invited, a plate just added or a user just deleted is shown as such at once.
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
