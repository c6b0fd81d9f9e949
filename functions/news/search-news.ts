import * as z from 'zod';
import { countField, integerText, querySchema, searchTextField } from '../platform/http/request-schemas.ts';
import { query } from '../platform/http/endpoint.ts';
import { publishParts } from '../../domain/news/news.ts';
import { newsNameIdField } from './news-commands.ts';
import { isPublished, readAllNews, readNewsDirectory } from './news-query.ts';
import { newsListResponse } from './responses.ts';

/**
 * GET /api/Admin/News: the news list's grid (the spec names no call): newest first, filtered by month (`yearMonth`,
 * 2026-11), author, category and free text in the subject, author, category and body; paged by `offset` and `count`.
 */
export const handler = query({
  summary: 'Nyhedslisten: søgning, filtre og sider.',
  responses: { 200: newsListResponse },
  query: querySchema({
    yearMonth: z.string().regex(/^\d{4}-\d{2}$/, 'Vælg en gyldig måned.').optional(),
    authorId: newsNameIdField('authorId', 'Forfatter').optional(),
    categoryId: newsNameIdField('categoryId', 'Kategori').optional(),
    freeText: searchTextField,
    offset: integerText('offset', 0, 1_000_000).optional(),
    count: countField('count', 1, 200, 50),
  }),
  async run({ query: { yearMonth, authorId, categoryId, freeText, offset = 0, count } }) {
    const [rows, directory] = await Promise.all([readAllNews(), readNewsDirectory()]);
    const name = (list: readonly { Id: string; Name: string }[], id: string): string => list.find((entry) => entry.Id === id)?.Name ?? '';
    const words = freeText.toLocaleLowerCase('da').split(/\s+/).filter(Boolean);
    const found = rows
      .map((row) => ({ row, Author: name(directory.Authors, row.AuthorId), Category: name(directory.Categories, row.CategoryId) }))
      .filter(({ row }) => (!yearMonth || row.PublishDate.startsWith(yearMonth)) && (!authorId || row.AuthorId === authorId) && (!categoryId || row.CategoryId === categoryId))
      .filter(({ row, Author, Category }) => {
        const text = `${row.Subject} ${Author} ${Category} ${row.Body.replace(/<[^>]*>/g, ' ')}`.toLocaleLowerCase('da');
        return words.every((word) => text.includes(word));
      });
    const page = found.slice(offset, offset + count);
    return {
      Total: found.length,
      Offset: offset,
      Count: page.length,
      List: page.map(({ row, Author, Category }) => ({ Id: row.Id, ...publishParts(row.PublishDate), Subject: row.Subject, Author, Category, IsPublished: isPublished(row) })),
    };
  },
});
