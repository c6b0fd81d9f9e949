import { infiniteQueryOptions } from '@tanstack/react-query';
import type { HistoryPage } from '../../../../../domain/history/history.ts';
import { api } from '@/lib/api.ts';

/** The records that keep a history, and the route and id parameter of each. */
export const HISTORY_ROUTES = {
  case: { path: '/api/case/history', idParameter: 'CaseId' },
  car: { path: '/api/car/history', idParameter: 'CarId' },
  customer: { path: '/api/customer/history', idParameter: 'CustomerId' },
} as const;
export type HistoryRecord = keyof typeof HISTORY_ROUTES;

/**
 * GET /api/{case|car|customer}/history?{Id}=&Page=[&MinVersion=]: the record's history page by page, newest first.
 * `version` is the version of the record the page shows: the history is read at least at it, so that it tells the
 * save the user has just made.
 */
export const historyQuery = (record: HistoryRecord, id: string, version?: string) =>
  infiniteQueryOptions({
    queryKey: ['history', record, id, version ?? ''],
    queryFn: ({ pageParam }) => {
      const route = HISTORY_ROUTES[record];
      return api.get<HistoryPage>(route.path, { [route.idParameter]: id, Page: pageParam, ...(version ? { MinVersion: version } : {}) });
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.Page * last.PageSize < last.TotalCount ? last.Page + 1 : undefined),
  });
