import { CaseMessages } from '../../domain/cases/messages.ts';
import { userNames } from '../users/readers.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { respond } from '../platform/http/response.ts';
import { historyPageFields, historyPageResponse, readHistory } from '../platform/record-history.ts';
import { caseHistoryKey } from './projections/case-history.ts';

/**
 * GET /api/case/history?CaseId=[&Page=][&MinVersion=] → a page of the case's history (Historik), newest first: when,
 * who and what happened, in Danish. The caller's department's cases only, as `Case/Get`; any other is a 404.
 */
export const handler = query({
  summary: 'Én side af sagens historik (Historik), nyeste først: hvornår, hvem og hvad.',
  responses: { 200: historyPageResponse },
  query: querySchema({ CaseId: scopedId('case', 'CaseId', 'Sags-id'), ...historyPageFields }),
  run: async ({ query: { CaseId, Page, MinVersion }, session }) =>
    respond(
      200,
      await readHistory(caseHistoryKey(session.dealerId, CaseId), {
        page: Page,
        minVersion: MinVersion,
        notFoundMessage: CaseMessages.notFound,
        dealerId: session.dealerId,
        userNames,
      }),
    ),
});
