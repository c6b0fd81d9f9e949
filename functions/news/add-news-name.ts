import * as z from 'zod';
import { NewsMessages } from '../../domain/news/news.ts';
import { command } from '../platform/http/endpoint.ts';
import { danishBody } from '../platform/http/request-schemas.ts';
import { respond } from '../platform/http/response.ts';
import { NEWS_DIRECTORY_STREAM, newsDirectoryDecider } from './news-commands.ts';
import { addNameResponse } from './responses.ts';

/** POST /api/newsauthors or /api/newscategories {Name}: adds an author or a category under the next number. */
export const addNewsName = (kind: 'author' | 'category') =>
  command({
    summary: kind === 'author' ? 'Tilføjer en nyhedsforfatter.' : 'Tilføjer en nyhedskategori.',
    responses: { 200: addNameResponse },
    body: danishBody(z.object({ Name: z.string({ error: NewsMessages.name }).trim().min(1, NewsMessages.name).max(100, 'Navnet må højst være 100 tegn.') })),
    async run(context) {
      const outcome = await context.handleGroup(async (group) => {
        const directory = await group.load(newsDirectoryDecider, NEWS_DIRECTORY_STREAM);
        const id = await group.reserve(kind === 'author' ? 'news-author' : 'news-category');
        directory.decide({ type: kind === 'author' ? 'AddNewsAuthor' : 'AddNewsCategory', id, name: context.body.Name });
        return id;
      });
      return respond(200, { Id: outcome.result, Name: context.body.Name }, { headers: { etag: `"${outcome.version}"` } });
    },
  });
