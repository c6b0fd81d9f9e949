import { query } from '../platform/http/endpoint.ts';
import { caseTextsOf, dealerIdQuery, listOf } from './dealer-case-data.ts';

/** GET /api/dealer/getdealerrighttocomplain/?Id=: the dealer's right-to-complain texts for the case's other agreements. */
export const handler = query({
  query: dealerIdQuery,
  async run({ query: { Id }, session }) {
    return listOf((await caseTextsOf(session, Id)).RightToComplain);
  },
});
