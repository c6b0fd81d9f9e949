import { query } from '../platform/http/endpoint.ts';
import { documentSignedModel, readCase } from './case-views.ts';
import { caseIdQuery } from './schemas.ts';

/** GET /api/case/DocumentIsSigned?caseId=: what the document-signed modal shows, and whether it is needed. */
export const handler = query({
  query: caseIdQuery,
  async run({ query: { caseId }, session }) {
    return documentSignedModel(await readCase(session.dealerId, caseId));
  },
});
