import { query } from '../platform/http/endpoint.ts';
import { readCase, storedCaseModel } from './case-views.ts';
import { getCaseQuery } from './schemas.ts';

/**
 * GET /api/Case/Get?Id=[&MinVersion=]: the case page's model from the case-details read model. `MinVersion` (the
 * ETag a command returned) waits until the read model has caught up with that command.
 */
export const handler = query({
  query: getCaseQuery,
  async run({ query: { Id, MinVersion }, session }) {
    return storedCaseModel(await readCase(session.dealerId, Id, MinVersion));
  },
});
