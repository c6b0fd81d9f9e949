import { query } from '../platform/http/endpoint.ts';
import { countField, querySchema } from '../platform/http/request-schemas.ts';
import { latestNews } from './readers.ts';
import { latestNewsResponse } from './responses.ts';

/** GET /api/news/latest[?count=5]: the latest published news, for the dashboard's news widget (every user). */
export const handler = query({
  summary: 'De seneste udgivne nyheder (nyhedswidget).',
  responses: { 200: latestNewsResponse },
  query: querySchema({ count: countField('count', 1, 20, 5) }),
  run: async ({ query: { count } }) => (await latestNews(count)).map(({ Images: _images, ...news }) => news),
});
