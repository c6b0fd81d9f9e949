import { query } from '../platform/http/endpoint.ts';
import { listQuery, ownCaseDealer } from './case-documents.ts';
import { listStoredDocuments } from './document-store.ts';
import { listCaseDocumentsResponse } from './responses.ts';

/** GET /api/casedocuments/list?caseId=: the documents printed on the case (not previews), newest first. */
export const handler = query({
  summary: 'De dokumenter, der er udskrevet på sagen.',
  responses: { 200: listCaseDocumentsResponse },
  query: listQuery,
  async run(context) {
    const dealerId = await ownCaseDealer(context, context.query.caseId);
    return { List: await listStoredDocuments(dealerId, context.query.caseId) };
  },
});
