import { NewsMessages } from '../../domain/news/news.ts';
import type { CommandContext } from '../platform/http/endpoint.ts';
import { respond } from '../platform/http/response.ts';
import { newsDecider, newsStreamId } from './news-commands.ts';

/** Deletes a news item (both of the spec's delete calls); the page then goes to /Admin/News. */
export const deleteNews = async <B, Q>(context: CommandContext<B, Q>, newsId: string) => {
  const outcome = await context.handle(newsDecider, newsStreamId(newsId), { type: 'DeleteNews', newsId });
  return respond(200, { Message: NewsMessages.deleted }, { headers: { etag: `"${outcome.version}"` } });
};
