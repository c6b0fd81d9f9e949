import { query } from '../platform/http/endpoint.ts';
import { marketSearch } from './market.ts';
import { marketplaceCarTypesQuery, marketplaceCarTypesResponse } from './marketplace-schemas.ts';
import { MARKET_CAR_TYPES } from './schemas.ts';

/** GET /api/marketplace/getcartypes/: the car types for sale on the marketplaces, with how many cars each. */
export const handler = query({
  summary: 'Markedspladsens biltyper, med antal biler.',
  responses: { 200: marketplaceCarTypesResponse },
  query: marketplaceCarTypesQuery,
  async run() {
    const types = await (await marketSearch()).carTypes({ IsSold: false });
    return types.map(({ Id, Count }) => ({ Id, Name: MARKET_CAR_TYPES[Id] ?? '', Count }));
  },
});
