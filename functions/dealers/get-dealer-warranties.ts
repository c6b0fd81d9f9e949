import { query } from '../platform/http/endpoint.ts';
import { caseTextsOf, dealerIdQuery, listOf } from './dealer-case-data.ts';
import { getDealerWarrantiesResponse } from './responses.ts';

/** GET /api/dealer/getdealerwarranties/?Id=: the dealer's warranty texts for the case's other agreements. */
export const handler = query({
  summary: 'Forhandlerens garantitekster til sagens andre aftaler.',
  responses: { 200: getDealerWarrantiesResponse },
  query: dealerIdQuery,
  async run({ query: { Id }, session }) {
    return listOf((await caseTextsOf(session, Id)).Warranties);
  },
});
