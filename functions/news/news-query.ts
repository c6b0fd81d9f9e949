import { publishNow, publishParts } from '../../domain/news/news.ts';
import { getRow, isLive, queryPartition, readAtVersion } from '../platform/read-models.ts';
import { newsImageLinks } from './news-images.ts';
import { newsDirectoryKey, type NewsDirectoryRow, type NewsName } from './projections/news-directory.ts';
import { NEWS_LIST, newsRowKey, type NewsRow } from './projections/news-list.ts';
import type { NewsModel } from './responses.ts';

export const readNewsDirectory = async (): Promise<NewsDirectoryRow> =>
  (await getRow<NewsDirectoryRow>(newsDirectoryKey)) ?? { Authors: [], Categories: [] };

/** Every news item, newest publish date first. */
export const readAllNews = async (): Promise<NewsRow[]> =>
  ((await queryPartition({ pk: NEWS_LIST })).filter(isLive) as NewsRow[]).sort((a, b) => b.PublishDate.localeCompare(a.PublishDate) || Number(b.Id) - Number(a.Id));

export const readNews = async (newsId: string, minVersion?: number): Promise<NewsRow | undefined> => {
  const row = await readAtVersion<NewsRow>(newsRowKey(newsId), minVersion);
  return row && !row.deleted ? row : undefined;
};

const nameOf = (names: readonly NewsName[], id: string): string => names.find((name) => name.Id === id)?.Name ?? '';

export const isPublished = (row: Pick<NewsRow, 'PublishDate'>, now = publishNow()): boolean => row.PublishDate <= now;

/** A row with its author's and category's names and its pictures' links. */
export const toNewsModel = async (row: NewsRow, directory: NewsDirectoryRow, options: { images: boolean } = { images: true }): Promise<NewsModel> => {
  const links = options.images ? await Promise.all(row.Images.map(async (image) => ({ ...image, ...(await newsImageLinks(image.Guid)) }))) : [];
  return {
    Id: row.Id,
    ...publishParts(row.PublishDate),
    Subject: row.Subject,
    AuthorId: row.AuthorId,
    Author: nameOf(directory.Authors, row.AuthorId),
    CategoryId: row.CategoryId,
    Category: nameOf(directory.Categories, row.CategoryId),
    Body: row.Body,
    Images: links,
    ThumbnailGuid: row.ThumbnailGuid,
    ThumbnailUrl: row.ThumbnailGuid ? (await newsImageLinks(row.ThumbnailGuid)).ThumbnailUrl : null,
    IsPublished: isPublished(row),
  };
};
