import { query } from '../platform/http/endpoint.ts';
import { respond } from '../platform/http/response.ts';
import { readCase, storedCaseModel } from './case-views.ts';
import { getCaseQuery } from './schemas.ts';
import { caseModelResponse } from './responses.ts';

/**
 * GET /api/Case/Get?Id=[&MinVersion=]: the case page's model from the case-details read model, with the version it
 * shows as the ETag (what the page sends back as If-Match, so a save over someone else's change is refused with 409).
 * `MinVersion` (the ETag a command returned) waits until the read model has caught up with that command.
 */
export const handler = query({
  summary: 'Sagen, som sagssiden viser den; versionen som ETag.',
  responses: { 200: caseModelResponse },
  query: getCaseQuery,
  async run({ query: { Id, MinVersion }, session }) {
    const row = await readCase(session.dealerId, Id, MinVersion);
    return respond(200, await storedCaseModel(session, row), { headers: { etag: `"${row.lastVersion}"` } });
  },
});
