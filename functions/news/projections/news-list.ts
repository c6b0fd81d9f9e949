import { projection } from '../../platform/projection.ts';

/** A news item as the list, the widget and the reader show it (spec part 2 §3 "News"). */
export interface NewsRow extends Record<string, unknown> {
  Id: string;
  /** `YYYY-MM-DDTHH:mm`, Danish wall clock. */
  PublishDate: string;
  Subject: string;
  AuthorId: string;
  CategoryId: string;
  Body: string;
  Images: { Guid: string; Caption: string }[];
  ThumbnailGuid: string | null;
}

/** Every dealer reads the same news: one partition for all of them, one row per item. */
export const NEWS_LIST = 'news-list';
export const newsRowKey = (newsId: string) => ({ pk: NEWS_LIST, sk: newsId });
const newsIdOf = (streamId: string): string => streamId.slice(streamId.indexOf('#') + 1);

export const newsList = projection({
  name: NEWS_LIST,
  events: ['NewsSaved', 'NewsDeleted'],
  streamTypes: ['news'],
  key: (event) => newsRowKey(newsIdOf(event.streamId)),
  evolve: (_row: NewsRow | undefined, event): NewsRow | null => {
    if (event.type === 'NewsDeleted') return null;
    const { NewsId, ...item } = event.data;
    return { Id: NewsId, ...item };
  },
});
