import { api, createApiClient, type ApiFile, type QueryParams } from '@/lib/api.ts';
import { appSession } from '@/lib/session.ts';

/**
 * GET of a document PDF. With a signal the request is cancelled when the signal aborts (a stale preview): the shared
 * client is given a fetch that carries the signal, so session and error handling stay the client's.
 */
export const fetchDocument = (path: string, query: QueryParams, signal?: AbortSignal): Promise<ApiFile> => {
  if (!signal) return api.getFile(path, query);
  const client = createApiClient({ session: appSession, fetch: (input, init) => globalThis.fetch(input, { ...init, signal }) });
  return client.getFile(path, query);
};
