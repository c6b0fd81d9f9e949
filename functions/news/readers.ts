import { readAllNews, readNewsDirectory, toNewsModel } from './news-query.ts';
import type { NewsModel } from './responses.ts';
import { isPublished } from './news-query.ts';

/**
 * What other contexts read of the news: the latest published items, for the dashboard's news widget (every user reads
 * the supplier's news, whatever their dealer).
 */
export const latestNews = async (count: number): Promise<NewsModel[]> => {
  const [rows, directory] = await Promise.all([readAllNews(), readNewsDirectory()]);
  return Promise.all(rows.filter((row) => isPublished(row)).slice(0, count).map((row) => toNewsModel(row, directory, { images: false })));
};
