import { query } from '../platform/http/endpoint.ts';
import { fromCatalogue, searchQuery } from './catalogue-query.ts';
import { searchResponse } from './responses.ts';

/**
 * GET /api/dbi/search?carType=&make=&model=&freetext= → { Total, List }: the variants of the car catalogue modal's
 * grid; every free-text word must occur in the variant (type, variant, factory code, equipment level, motor, fuel).
 */
export const handler = query({
  summary: 'Søger varianter i modelkataloget.',
  responses: { 200: searchResponse },
  query: searchQuery,
  run: ({ query: filters }) =>
    fromCatalogue(async (catalogue) => {
      const list = await catalogue.search(filters);
      return { Total: list.length, List: list };
    }),
});
