import { PACKAGE_ROLE_FLAGS } from '../../domain/roles.ts';
import { notFound } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { integerText, notTenantId, querySchema } from '../platform/http/request-schemas.ts';
import { packageOfId, roleOf } from './administration.ts';
import { subscriptionPackageRolesResponse } from './responses.ts';

/** GET /api/subscriptionpackage/getroles?subscriptionPackageId: the functions a package brings. */
export const handler = query({
  summary: 'De funktioner, en pakke giver.',
  responses: { 200: subscriptionPackageRolesResponse },
  query: querySchema({ subscriptionPackageId: notTenantId(integerText('subscriptionPackageId', 1, 99), 'a subscription package of the product') }),
  async run({ query: { subscriptionPackageId } }) {
    const name = packageOfId(subscriptionPackageId);
    if (!name) throw notFound('Abonnementspakken findes ikke.');
    return PACKAGE_ROLE_FLAGS[name].map((flag) => roleOf(flag, PACKAGE_ROLE_FLAGS[name]));
  },
});
