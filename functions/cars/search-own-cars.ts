import { command } from '../platform/http/endpoint.ts';
import { danishBody, withIdFields } from '../platform/http/request-schemas.ts';
import { priceIndicators } from '../market/readers.ts';
import { mainThumbnailUrl } from './pictures/picture-store.ts';
import { searchStock } from './stock-scope.ts';
import { stockSearchSchema, type StockListPage } from './stock-search.ts';
import { searchOwnCarsResponse } from './responses.ts';

/** The grid's page size (spec part 1 §9). */
export const STOCK_PAGE_SIZE = 50;

/**
 * POST /api/owncarlist/search/ (JSON: the stock search parameters, count, offset, sort, sortdir): one page of the
 * own-cars grid, in stock or sold (IsSold, with the sold date range), over the combined scope. Reads only.
 */
export const handler = command({
  summary: 'Egne biler: søgning, filtre, sortering og sider.',
  responses: { 200: searchOwnCarsResponse },
  body: withIdFields(danishBody(stockSearchSchema), { 'SelectedDealerIds[]': 'department' }),
  async run({ body, session }) {
    const offset = body.offset ?? 0;
    const count = body.count ?? STOCK_PAGE_SIZE;
    const { scope, total, items } = await searchStock(session, body, { offset, count });
    // The main picture's thumbnail of the rows shown only, as a short-lived link.
    const now = Date.now();
    // The price indicator of the cars for sale shown, priced against the market, for the dealers with market insights.
    const indicators = session.roleFlags.has('market_insights') && !body.IsSold ? await priceIndicators(items) : new Map<string, number>();
    const list = await Promise.all(
      items.map(async (item) => ({
        ...item,
        CurrentRangeColor: indicators.get(item.Id) ?? null,
        CarPictureThumbnailUrl: await mainThumbnailUrl(item.MainPictureId ? [item.MainPictureId] : [], now),
      })),
    );
    return { Total: total, Offset: offset, Count: list.length, List: list, SearchScope: scope.scope, OfferedScopes: scope.offered } satisfies StockListPage;
  },
});
