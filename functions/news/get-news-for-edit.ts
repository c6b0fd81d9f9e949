import { NewsMessages, publishNow, publishParts } from '../../domain/news/news.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { integerText, querySchema } from '../platform/http/request-schemas.ts';
import { newsIdField } from './news-commands.ts';
import { readNews, readNewsDirectory, toNewsModel } from './news-query.ts';
import { newsModel } from './responses.ts';

/**
 * GET /api/Admin/News/Edit/{id}[?MinVersion=]: the item as the edit page fills its form; id 0 is a new item, to be
 * published now. `MinVersion` (the ETag of a save) waits until the item shows that save.
 */
export const handler = query({
  summary: 'En nyhed til redigering (id 0: en ny).',
  responses: { 200: newsModel },
  query: querySchema({ id: newsIdField('id'), MinVersion: integerText('MinVersion', 0, Number.MAX_SAFE_INTEGER).optional() }),
  async run({ query: { id, MinVersion } }) {
    const directory = await readNewsDirectory();
    if (id === '0') {
      return {
        Id: '0', ...publishParts(publishNow()), Subject: '', AuthorId: '', Author: '', CategoryId: '', Category: '', Body: '', Images: [], ThumbnailGuid: null, ThumbnailUrl: null, IsPublished: false,
      };
    }
    const row = await readNews(id, MinVersion);
    if (!row) throw notFound(NewsMessages.notFound);
    return toNewsModel(row, directory);
  },
});
