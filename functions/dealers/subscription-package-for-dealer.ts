import { query } from '../platform/http/endpoint.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { administrableDealerState, packageId, packageOptions, withVersion } from './administration.ts';
import { subscriptionPackageForDealerResponse } from './responses.ts';

/**
 * GET /api/subscriptionpackage/GetSubscriptionPackageForDealer?dealerId: the department's package and the choices,
 * with the department's version as the ETag (the save's If-Match).
 */
export const handler = query({
  summary: 'En afdelings pakke og de mulige pakker.',
  responses: { 200: subscriptionPackageForDealerResponse },
  query: querySchema({ dealerId: scopedId('department', 'dealerId') }),
  async run({ session, query: { dealerId } }) {
    const { dealer, version } = await administrableDealerState(session, dealerId);
    return withVersion(version, {
      DealerId: dealerId,
      SubscriptionPackageId: packageId(dealer.subscriptionPackage),
      SubscriptionPackageName: dealer.subscriptionPackage,
      Options: packageOptions(),
    });
  },
});
