import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { newsKeys } from './keys.ts';
import type { News } from './types.ts';

/** GET /api/news/latest?count: the latest published news, for the dashboard's widget (every user). */
export const latestNewsQuery = (count = 5) =>
  queryOptions({ queryKey: newsKeys.latest(count), queryFn: () => api.get<Omit<News, 'Images'>[]>('/api/news/latest', { count }) });

/** GET /api/news/get?id: one published item with its pictures, as a reader opens it (every user). */
export const publishedNewsQuery = (id: string) =>
  queryOptions({ queryKey: newsKeys.published(id), queryFn: () => api.get<News>('/api/news/get', { id }) });
