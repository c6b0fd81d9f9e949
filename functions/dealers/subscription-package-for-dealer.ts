import type { SubscriptionPackage } from '../../domain/roles.ts';
import { query } from '../platform/http/endpoint.ts';
import { idField, querySchema } from '../platform/http/request-schemas.ts';
import { administrableDealer, packageId, packageOptions } from './administration.ts';

/** GET /api/subscriptionpackage/GetSubscriptionPackageForDealer?dealerId: the department's package and the choices. */
export const handler = query({
  query: querySchema({ dealerId: idField('dealerId') }),
  async run({ session, query: { dealerId } }) {
    const dealer = await administrableDealer(session, dealerId);
    return {
      DealerId: dealerId,
      SubscriptionPackageId: packageId(dealer.SubscriptionPackageName as SubscriptionPackage),
      SubscriptionPackageName: dealer.SubscriptionPackageName,
      Options: packageOptions(),
    };
  },
});
