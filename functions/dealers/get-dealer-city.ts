import { query } from '../platform/http/endpoint.ts';
import { dealerIdQuery, readableDealer } from './dealer-case-data.ts';
import { getDealerCityResponse } from './responses.ts';

/** GET /api/dealer/getdealercity/?Id=: the dealer's city, the case's signature city when ShowCity is chosen. */
export const handler = query({
  summary: 'Forhandlerens by (sagens underskriftsby).',
  responses: { 200: getDealerCityResponse },
  query: dealerIdQuery,
  async run({ query: { Id }, session }) {
    return { City: (await readableDealer(session, Id)).City };
  },
});
