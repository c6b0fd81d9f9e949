import { query } from '../platform/http/endpoint.ts';
import { appendicesOf, appendixListQuery, awaitAppendixRow, ownDealer } from './appendices.ts';
import { appendixListResponse } from './responses.ts';

/**
 * GET /api/salescontractappendix/GetByDealerId?dealerId=[&AppendixId=&MinVersion=]: a dealer's appendices; only the
 * caller's own dealer. `AppendixId` and `MinVersion` (the ETag an upload or a deletion answered) wait until the list
 * shows that command.
 */
export const handler = query({
  summary: 'En afdelings bilag til slutsedlen.',
  responses: { 200: appendixListResponse },
  query: appendixListQuery,
  async run({ session, query: { dealerId, AppendixId, MinVersion } }) {
    const ownId = ownDealer(session, dealerId);
    await awaitAppendixRow(ownId, AppendixId, MinVersion);
    return appendicesOf(ownId);
  },
});
