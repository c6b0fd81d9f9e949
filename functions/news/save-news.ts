import { NewsMessages } from '../../domain/news/news.ts';
import { command } from '../platform/http/endpoint.ts';
import { querySchema } from '../platform/http/request-schemas.ts';
import { respond } from '../platform/http/response.ts';
import { NEWS_DIRECTORY_STREAM, newsDecider, newsDirectoryDecider, newsFormBody, newsIdField, newsStreamId } from './news-commands.ts';
import { formView, newsItemOf } from './news-form.ts';
import { saveNewsResponse } from './responses.ts';

/**
 * POST /api/Admin/News/Edit/{id}: saves a news item (id 0: a new one, under the next news number). The body's rich
 * text is sanitised before it is stored. Answers as the spec's form does (IsValid, the view, Model.Id): the page then
 * goes to /Admin/News/Edit/{id}.
 */
export const handler = command({
  summary: 'Gemmer en nyhed (id 0: en ny).',
  responses: { 200: saveNewsResponse },
  query: querySchema({ id: newsIdField('id') }),
  body: newsFormBody,
  async run(context) {
    const isNew = context.query.id === '0';
    const outcome = await context.handleGroup(async (group) => {
      const newsId = isNew ? await group.reserve('news') : context.query.id;
      const news = await group.load(newsDecider, newsStreamId(newsId));
      const directory = await group.load(newsDirectoryDecider, NEWS_DIRECTORY_STREAM);
      const item = newsItemOf(context.body, directory.state);
      news.decide({ type: 'SaveNews', newsId, item, isNew });
      return { newsId, view: await formView(context.body, item, directory.state) };
    });
    const body = { IsValid: true, View: outcome.result.view, Model: { Id: outcome.result.newsId }, Message: NewsMessages.saved };
    return respond(200, body, { headers: { etag: `"${outcome.version}"` } });
  },
});
