import type { NewsFilters } from './types.ts';

export const newsKeys = {
  all: ['news'] as const,
  list: (filters: NewsFilters) => ['news', 'list', filters] as const,
  edit: (id: string) => ['news', 'edit', id] as const,
  latest: (count: number) => ['news', 'latest', count] as const,
  published: (id: string) => ['news', 'published', id] as const,
  authors: ['news', 'authors'] as const,
  categories: ['news', 'categories'] as const,
  dates: ['news', 'dates'] as const,
};
