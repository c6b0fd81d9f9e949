import { projection } from '../../platform/projection.ts';

export interface NewsName {
  Id: string;
  Name: string;
}

/** The authors and categories news are filed under, in the order they were added. */
export interface NewsDirectoryRow extends Record<string, unknown> {
  Authors: NewsName[];
  Categories: NewsName[];
}

export const NEWS_DIRECTORY = 'news-directory';
/** The row of a directory stream (`news-directory#all` is the one the app writes). */
export const newsDirectoryRowKey = (streamId: string) => ({ pk: NEWS_DIRECTORY, sk: streamId.slice(streamId.indexOf('#') + 1) });
export const newsDirectoryKey = newsDirectoryRowKey('news-directory#all');

const withName = (names: readonly NewsName[], added: NewsName): NewsName[] => [...names.filter((name) => name.Id !== added.Id), { Id: added.Id, Name: added.Name }];

export const newsDirectory = projection({
  name: NEWS_DIRECTORY,
  events: ['NewsAuthorAdded', 'NewsCategoryAdded'],
  streamTypes: ['news-directory'],
  key: (event) => newsDirectoryRowKey(event.streamId),
  evolve: (row: NewsDirectoryRow | undefined, event): NewsDirectoryRow => {
    const current = row ?? { Authors: [], Categories: [] };
    return event.type === 'NewsAuthorAdded'
      ? { ...current, Authors: withName(current.Authors, event.data) }
      : { ...current, Categories: withName(current.Categories, event.data) };
  },
});
