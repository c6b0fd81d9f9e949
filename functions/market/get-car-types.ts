import { query } from '../platform/http/endpoint.ts';
import { marketSearch } from './market.ts';
import { carListCarTypesQuery, carListCarTypesResponse, MARKET_CAR_TYPES } from './schemas.ts';

/** GET /api/carlist/getcartypes/?isSold: the car types on the market in the list's tab, with how many cars each. */
export const handler = query({
  summary: 'Biltyperne på markedet, med antal biler.',
  responses: { 200: carListCarTypesResponse },
  query: carListCarTypesQuery,
  async run({ query: filter }) {
    const types = await (await marketSearch()).carTypes({ IsSold: filter.isSold });
    return types.map(({ Id, Count }) => ({ Id, Name: MARKET_CAR_TYPES[Id] ?? '', Count }));
  },
});
