import { query } from '../platform/http/endpoint.ts';
import { dealerIdQuery, readableDealer } from './dealer-case-data.ts';

/** GET /api/dealer/getdealercity/?Id=: the dealer's city, the case's signature city when ShowCity is chosen. */
export const handler = query({
  query: dealerIdQuery,
  async run({ query: { Id }, session }) {
    return { City: (await readableDealer(session, Id)).City };
  },
});
