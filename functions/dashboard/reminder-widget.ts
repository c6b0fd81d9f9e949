import * as z from 'zod';
import { reminderCounts } from '../../domain/dashboard/widgets.ts';
import { danishToday } from '../../domain/format.ts';
import { dashboardStockCars } from '../cars/readers.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema } from '../platform/http/request-schemas.ts';
import { reminderWidgetResponse } from './responses.ts';

const widgetQuery = querySchema({
  searchType: z
    .string()
    .transform((value, context) => {
      const type = ({ dealer: 'dealer', responsibleuser: 'responsibleuser' } as const)[value.toLowerCase() as 'dealer' | 'responsibleuser'];
      if (!type) context.addIssue({ code: 'custom', message: 'searchType skal være dealer eller responsibleuser.' });
      return type ?? 'dealer';
    })
    .optional(),
});

/**
 * GET /api/reminderwidget/?searchType=dealer|responsibleuser: the car alerts, the number of the department's stock
 * cars (or the caller's own, those they are responsible for) due for each reminder.
 */
export const handler = query({
  summary: 'Forsidens bilpåmindelser: lagerbiler uden beskrivelse, kilometer eller billeder, interne biler og annoncer der udløber eller er udløbet.',
  responses: { 200: reminderWidgetResponse },
  query: widgetQuery,
  async run({ query: { searchType = 'dealer' }, session }) {
    const cars = await dashboardStockCars(session.dealerId, danishToday());
    const shown = searchType === 'responsibleuser' ? cars.filter((car) => car.ResponsibleUserId === session.userId) : cars;
    return { SearchType: searchType, ...reminderCounts(shown, (car, reminder) => car.Reminders.includes(reminder)) };
  },
});
