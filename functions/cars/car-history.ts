import { CarMessages } from '../../domain/cars/messages.ts';
import { userNames } from '../users/readers.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { respond } from '../platform/http/response.ts';
import { historyPageFields, historyPageResponse, readHistory } from '../platform/record-history.ts';
import { carHistoryKey } from './projections/car-history.ts';

/**
 * GET /api/car/history?CarId=[&Page=][&MinVersion=] → a page of the stock car's history (Historik), newest first: when,
 * who and what changed, prices before and after. The caller's department's cars only; any other is a 404.
 */
export const handler = query({
  summary: 'Én side af bilens historik (Historik), nyeste først: hvornår, hvem og hvad.',
  responses: { 200: historyPageResponse },
  query: querySchema({ CarId: scopedId('car', 'CarId', 'Bil-id'), ...historyPageFields }),
  run: async ({ query: { CarId, Page, MinVersion }, session }) =>
    respond(
      200,
      await readHistory(carHistoryKey(session.dealerId, CarId), {
        page: Page,
        minVersion: MinVersion,
        notFoundMessage: CarMessages.notFound,
        dealerId: session.dealerId,
        userNames,
      }),
    ),
});
