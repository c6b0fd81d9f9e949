import { query } from '../platform/http/endpoint.ts';
import { marketSearch } from './market.ts';
import { marketplaceMakesQuery, marketplaceMakesResponse } from './marketplace-schemas.ts';

/** GET /api/marketplace/getmakes/?carType: the makes for sale on the marketplaces, with how many cars each. */
export const handler = query({
  summary: 'Markedspladsens mærker, med antal biler.',
  responses: { 200: marketplaceMakesResponse },
  query: marketplaceMakesQuery,
  async run({ query: filter }) {
    const makes = await (await marketSearch()).makes({ IsSold: false, CarType: filter.carType });
    return makes.map(({ Id, Count }) => ({ Id, Name: Id, Count }));
  },
});
