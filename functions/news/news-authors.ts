import { query } from '../platform/http/endpoint.ts';
import { readNewsDirectory } from './news-query.ts';
import { newsNamesResponse } from './responses.ts';

/** GET /api/newsauthors: the news authors, as the edit page's and the list's selectors offer them. */
export const handler = query({
  summary: 'Nyhedernes forfattere.',
  responses: { 200: newsNamesResponse },
  run: async () => (await readNewsDirectory()).Authors,
});
