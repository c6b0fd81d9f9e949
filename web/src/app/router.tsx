import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { reportPageError } from '@/app/shell/error-reporting.ts';
import { ErrorPage } from '@/components/error-page.tsx';
import { LoadingPage } from '@/components/loading-page.tsx';
import { NotFoundPage } from '@/components/not-found-page.tsx';
import { parsePlainSearch, stringifyPlainSearch } from '@/lib/search-params.ts';
import { routeTree } from '@/routeTree.gen.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

/** The router: file routes, the query client in the context, Danish error, not-found and loading pages. */
export const createAppRouter = (queryClient: QueryClient, history?: RouterHistory) =>
  createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    // Loaders prime TanStack Query; the router itself caches nothing (queries decide freshness).
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: ErrorPage,
    // A page that breaks shows its error view and is logged (the server's own refusals are not: it logged them).
    defaultOnCatch: reportPageError,
    defaultNotFoundComponent: NotFoundPage,
    defaultPendingComponent: LoadingPage,
    // Ids and search words go into the address as they are, not JSON-quoted.
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
