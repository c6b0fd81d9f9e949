import { stockSummary } from '../../domain/dashboard/widgets.ts';
import { danishToday } from '../../domain/format.ts';
import { dashboardStockCars } from '../cars/readers.ts';
import { query } from '../platform/http/endpoint.ts';
import { summaryWidgetResponse } from './responses.ts';

/** GET /api/summarywidget/: the department's stock at a glance (cars, average days in stock, stock value). */
export const handler = query({
  summary: 'Forsidens overblik over lageret: antal biler, gennemsnitlige lagerdage og lagerværdi.',
  responses: { 200: summaryWidgetResponse },
  async run({ session }) {
    return stockSummary(await dashboardStockCars(session.dealerId, danishToday()));
  },
});
