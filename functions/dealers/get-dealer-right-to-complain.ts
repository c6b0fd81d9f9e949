import { query } from '../platform/http/endpoint.ts';
import { caseTextsOf, dealerIdQuery, listOf } from './dealer-case-data.ts';
import { getDealerRightToComplainResponse } from './responses.ts';

/** GET /api/dealer/getdealerrighttocomplain/?Id=: the dealer's right-to-complain texts for the case's other agreements. */
export const handler = query({
  summary: 'Forhandlerens reklamationstekster til sagens andre aftaler.',
  responses: { 200: getDealerRightToComplainResponse },
  query: dealerIdQuery,
  async run({ query: { Id }, session }) {
    return listOf((await caseTextsOf(session, Id)).RightToComplain);
  },
});
