import { query } from '../platform/http/endpoint.ts';
import { documentSignedModel, readCase } from './case-views.ts';
import { caseIdQuery } from './schemas.ts';
import { documentIsSignedResponse } from './responses.ts';

/** GET /api/case/DocumentIsSigned?caseId=: what the document-signed modal shows, and whether it is needed. */
export const handler = query({
  summary: 'Hvad dialogen "dokument underskrevet" viser, og om den behøves.',
  responses: { 200: documentIsSignedResponse },
  query: caseIdQuery,
  async run({ query: { caseId }, session }) {
    return documentSignedModel(await readCase(session.dealerId, caseId));
  },
});
