import { CustomerMessages } from '../../domain/customers/messages.ts';
import { userNames } from '../users/readers.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { respond } from '../platform/http/response.ts';
import { historyPageFields, historyPageResponse, readHistory } from '../platform/record-history.ts';
import { customerHistoryKey } from './projections/customer-history.ts';

/**
 * GET /api/customer/history?CustomerId=[&Page=][&MinVersion=] → a page of the customer's history (Historik), newest
 * first. The caller's department's customers only, as `customer/get`; any other is a 404. A forgotten customer's
 * personal data reads 'Oplysningerne er slettet.'.
 */
export const handler = query({
  summary: 'Én side af kundens historik (Historik), nyeste først: hvornår, hvem og hvad.',
  responses: { 200: historyPageResponse },
  query: querySchema({ CustomerId: scopedId('customer', 'CustomerId', 'Kunde-id'), ...historyPageFields }),
  run: async ({ query: { CustomerId, Page, MinVersion }, session }) =>
    respond(
      200,
      await readHistory(customerHistoryKey(session.dealerId, CustomerId), {
        page: Page,
        minVersion: MinVersion,
        notFoundMessage: CustomerMessages.notFound,
        dealerId: session.dealerId,
        userNames,
      }),
    ),
});
