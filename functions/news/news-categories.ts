import { query } from '../platform/http/endpoint.ts';
import { readNewsDirectory } from './news-query.ts';
import { newsNamesResponse } from './responses.ts';

/** GET /api/newscategories: the news categories, as the edit page's and the list's selectors offer them. */
export const handler = query({
  summary: 'Nyhedernes kategorier.',
  responses: { 200: newsNamesResponse },
  run: async () => (await readNewsDirectory()).Categories,
});
