import { query } from '../platform/http/endpoint.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { administrableDealerState, withVersion } from './administration.ts';
import { featureToggleList } from './feature-toggles.ts';
import { featureTogglesResponse } from './responses.ts';

/** GET /api/dealer/featuretoggles?Id: the admin screen's feature toggles of a department, with its version as the ETag. */
export const handler = query({
  summary: 'En afdelings funktionsknapper (feature toggles).',
  responses: { 200: featureTogglesResponse },
  query: querySchema({ Id: scopedId('department', 'Id') }),
  async run({ session, query: { Id } }) {
    const { dealer, version } = await administrableDealerState(session, Id);
    return withVersion(version, { DealerId: dealer.dealerId, Toggles: featureToggleList(dealer.featureToggles) });
  },
});
