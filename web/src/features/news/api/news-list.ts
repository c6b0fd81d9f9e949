import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { newsKeys } from './keys.ts';
import type { NewsFilters, NewsName, NewsRow } from './types.ts';

export const NEWS_PAGE_SIZE = 50;

/** GET /api/Admin/News: the news list's grid, filtered and paged on the server. */
export const newsListQuery = (filters: NewsFilters) =>
  queryOptions({
    queryKey: newsKeys.list(filters),
    queryFn: ({ signal: _signal }) =>
      api.get<{ Total: number; Offset: number; Count: number; List: NewsRow[] }>('/api/Admin/News', {
        ...(filters.yearMonth ? { yearMonth: filters.yearMonth } : {}),
        ...(filters.authorId ? { authorId: filters.authorId } : {}),
        ...(filters.categoryId ? { categoryId: filters.categoryId } : {}),
        ...(filters.freeText ? { freeText: filters.freeText } : {}),
        offset: filters.offset ?? 0,
        count: NEWS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/newsauthors, /api/newscategories, /api/newsdates: the selectors' choices. */
export const newsAuthorsQuery = queryOptions({ queryKey: newsKeys.authors, queryFn: () => api.get<NewsName[]>('/api/newsauthors') });
export const newsCategoriesQuery = queryOptions({ queryKey: newsKeys.categories, queryFn: () => api.get<NewsName[]>('/api/newscategories') });
export const newsDatesQuery = queryOptions({ queryKey: newsKeys.dates, queryFn: () => api.get<{ Value: string; Text: string }[]>('/api/newsdates') });
