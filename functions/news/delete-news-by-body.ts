import * as z from 'zod';
import { messageBody } from '../platform/http/contract.ts';
import { command } from '../platform/http/endpoint.ts';
import { danishBody } from '../platform/http/request-schemas.ts';
import { deleteNews } from './delete-news.ts';
import { newsIdField } from './news-commands.ts';

/** POST /api/admin/news/delete {id}: deletes the news item (the list's delete action). */
export const handler = command({
  summary: 'Sletter en nyhed fra listen.',
  responses: { 200: messageBody },
  body: danishBody(z.object({ id: newsIdField('id') })),
  run: (context) => deleteNews(context, context.body.id),
});
