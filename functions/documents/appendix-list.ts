import { query } from '../platform/http/endpoint.ts';
import { appendicesOf } from './appendices.ts';
import { appendixListResponse } from './responses.ts';

/** GET /api/salescontractappendix/Get: the caller's dealer's sales contract appendices (settings page, document modals). */
export const handler = query({
  summary: 'Afdelingens bilag til slutsedlen.',
  responses: { 200: appendixListResponse },
  run: ({ session }) => appendicesOf(session.dealerId),
});
