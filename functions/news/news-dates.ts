import { yearMonthLabel } from '../../domain/news/news.ts';
import { query } from '../platform/http/endpoint.ts';
import { readAllNews } from './news-query.ts';
import { newsDatesResponse } from './responses.ts';

/** GET /api/newsdates: the months that have news, newest first, as the list's date filter offers them. */
export const handler = query({
  summary: 'Månederne med nyheder (filtret på nyhedslisten).',
  responses: { 200: newsDatesResponse },
  async run() {
    const months = [...new Set((await readAllNews()).map((row) => row.PublishDate.slice(0, 7)))];
    return months.map((month) => ({ Value: month, Text: yearMonthLabel(month) }));
  },
});
