import { query } from '../platform/http/endpoint.ts';
import { caseListCache } from './case-list-query.ts';
import { scopeOf } from './case-scope.ts';
import { makesOf } from './case-search.ts';
import { searchTypeQuery } from './schemas.ts';
import { caseMakesResponse } from './responses.ts';

/** GET /api/caselist/getmakes?SearchType=: the makes of the cases in the scope, sorted (the search panel's choices). */
export const handler = query({
  summary: 'Mærkerne i sagerne, til søgepanelet.',
  responses: { 200: caseMakesResponse },
  query: searchTypeQuery,
  async run({ query: { SearchType }, session }) {
    const scope = await scopeOf(session, SearchType ?? 'Dealer');
    return makesOf(await caseListCache().casesOf(scope.dealerIds));
  },
});
