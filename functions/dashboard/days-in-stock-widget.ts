import * as z from 'zod';
import { daysInStockBars } from '../../domain/dashboard/widgets.ts';
import { danishToday } from '../../domain/format.ts';
import { dashboardStockCars } from '../cars/readers.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema } from '../platform/http/request-schemas.ts';
import { daysInStockWidgetResponse } from './responses.ts';

const widgetQuery = querySchema({
  managementLevel: z
    .enum(['0', '1'], { error: 'managementLevel skal være 0 eller 1.' })
    .transform(Number)
    .optional(),
});

/**
 * GET /api/daysinstockwidget/?managementLevel=0|1: the days-in-stock chart's bars, of the caller's own stock cars (0)
 * or the department's (1, the default).
 */
export const handler = query({
  summary: 'Forsidens lagerdage: antal lagerbiler pr. interval af dage på lager.',
  responses: { 200: daysInStockWidgetResponse },
  query: widgetQuery,
  async run({ query: { managementLevel = 1 }, session }) {
    const cars = await dashboardStockCars(session.dealerId, danishToday());
    return daysInStockBars(managementLevel === 0 ? cars.filter((car) => car.ResponsibleUserId === session.userId) : cars);
  },
});
