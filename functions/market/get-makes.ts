import { query } from '../platform/http/endpoint.ts';
import { marketSearch } from './market.ts';
import { carListMakesQuery, carListMakesResponse } from './schemas.ts';

/** GET /api/carlist/getmakes/?carType&isSold: the makes on the market in the list's tab, with how many cars each. */
export const handler = query({
  summary: 'Mærkerne på markedet, med antal biler.',
  responses: { 200: carListMakesResponse },
  query: carListMakesQuery,
  async run({ query: filter }) {
    const makes = await (await marketSearch()).makes({ IsSold: filter.isSold, CarType: filter.carType });
    return makes.map(({ Id, Count }) => ({ Id, Name: Id, Count }));
  },
});
