import { query } from '../platform/http/endpoint.ts';
import { appendicesOf } from './appendices.ts';

/** GET /api/salescontractappendix/Get: the caller's dealer's sales contract appendices (settings page, document modals). */
export const handler = query({
  run: ({ session }) => appendicesOf(session.dealerId),
});
