import { command } from '../platform/http/endpoint.ts';
import { load } from '../platform/command-handler.ts';
import { NEWS_DIRECTORY_STREAM, newsDirectoryDecider, newsFormBody } from './news-commands.ts';
import { formView, newsItemOf } from './news-form.ts';
import { previewResponse } from './responses.ts';

/**
 * POST /api/Admin/News/Preview: the form as readers will see it, rendered on the server with the body sanitised as
 * saving would; records nothing. Needs a subject, an author and a category (spec part 2 §5).
 */
export const handler = command({
  summary: 'Viser en nyhed, som læserne vil se den, uden at gemme den.',
  responses: { 200: previewResponse },
  body: newsFormBody,
  async run(context) {
    const { state } = await load(context.store, newsDirectoryDecider, NEWS_DIRECTORY_STREAM);
    const item = newsItemOf(context.body, state);
    return { View: await formView(context.body, item, state) };
  },
});
