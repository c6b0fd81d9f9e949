import * as z from 'zod';
import { NewsMessages } from '../../domain/news/news.ts';
import { messageBody } from '../platform/http/contract.ts';
import { command } from '../platform/http/endpoint.ts';
import { danishBody } from '../platform/http/request-schemas.ts';
import { newsDecider, newsStreamId } from './news-commands.ts';
import { deleteNewsImage } from './news-images.ts';
import { readAllNews } from './news-query.ts';

/**
 * POST /api/admin/news/deleteimage {guid}: removes a picture from the news item that shows it (a picture not yet saved
 * with an item is only in the bucket) and deletes its files. The item's event comes first: a failed append leaves
 * the picture shown and stored.
 */
export const handler = command({
  summary: 'Sletter et billede fra en nyhed.',
  responses: { 200: messageBody },
  body: danishBody(z.object({ guid: z.string().regex(/^[0-9a-f-]{36}$/, NewsMessages.unknownImage) })),
  async run(context) {
    const { guid } = context.body;
    const holders = (await readAllNews()).filter((row) => row.Images.some((image) => image.Guid === guid));
    for (const row of holders) await context.handle(newsDecider, newsStreamId(row.Id), { type: 'RemoveNewsImage', newsId: row.Id, guid });
    await deleteNewsImage(guid);
    return { Message: 'Billedet er slettet.' };
  },
});
