import { query } from '../platform/http/endpoint.ts';
import { carDeliveredModel, readCase } from './case-views.ts';
import { caseIdQuery } from './schemas.ts';
import { carDeliveredInitResponse } from './responses.ts';

/** GET /api/case/cardeliveredinit?caseId=: the car-delivered dialog's data (post it back to `case/cardelivered`). */
export const handler = query({
  summary: 'Dialogen "bil udleveret": sagens data.',
  responses: { 200: carDeliveredInitResponse },
  query: caseIdQuery,
  async run({ query: { caseId }, session }) {
    return carDeliveredModel(await readCase(session.dealerId, caseId));
  },
});
