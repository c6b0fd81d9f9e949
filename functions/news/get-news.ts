import { NewsMessages } from '../../domain/news/news.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema } from '../platform/http/request-schemas.ts';
import { newsIdField } from './news-commands.ts';
import { isPublished, readNews, readNewsDirectory, toNewsModel } from './news-query.ts';
import { newsModel } from './responses.ts';

/** GET /api/news/get?id: one published news item, for every signed-in user (an unpublished one is not found). */
export const handler = query({
  summary: 'En udgivet nyhed.',
  responses: { 200: newsModel },
  query: querySchema({ id: newsIdField('id') }),
  async run({ query: { id } }) {
    const row = await readNews(id);
    if (!row || !isPublished(row)) throw notFound(NewsMessages.notFound);
    return toNewsModel(row, await readNewsDirectory());
  },
});
