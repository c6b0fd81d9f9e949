import { messageBody } from '../platform/http/contract.ts';
import { command } from '../platform/http/endpoint.ts';
import { querySchema } from '../platform/http/request-schemas.ts';
import { deleteNews } from './delete-news.ts';
import { newsIdField } from './news-commands.ts';

/** POST /api/Admin/News/Delete/{id}: deletes the news item. */
export const handler = command({
  summary: 'Sletter en nyhed.',
  responses: { 200: messageBody },
  query: querySchema({ id: newsIdField('id') }),
  run: (context) => deleteNews(context, context.query.id),
});
