import { query } from '../platform/http/endpoint.ts';
import { appendicesOf, dealerIdQuery, ownDealer } from './appendices.ts';

/** GET /api/salescontractappendix/GetByDealerId?dealerId=: a dealer's appendices; only the caller's own dealer. */
export const handler = query({
  query: dealerIdQuery,
  run: ({ session, query: { dealerId } }) => appendicesOf(ownDealer(session, dealerId)),
});
