import * as z from 'zod';
import { DealerMessages } from '../../domain/dealers/messages.ts';
import { SUBSCRIPTION_PACKAGES } from '../../domain/roles.ts';
import { command } from '../platform/http/endpoint.ts';
import { danishBody, notTenantId, scopedId } from '../platform/http/request-schemas.ts';
import { administrableDealer, packageOfId } from './administration.ts';
import { dealerCommand, withDealerVersion } from './dealer-commands.ts';
import { savePackageOnDealerResponse } from './responses.ts';

/**
 * POST /api/subscriptionpackage/saveondealer: the department's new package replaces the old package's functions and
 * keeps those granted besides it. It applies at once: the role flags are read on every request. If-Match (the ETag the
 * package was read with) refuses a save over another administrator's change with 409.
 */
export const handler = command({
  summary: 'Sætter en afdelings pakke.',
  responses: { 200: savePackageOnDealerResponse },
  body: danishBody(
    z.object({
      DealerId: scopedId('department', 'DealerId'),
      SubscriptionPackageId: notTenantId(
        z.coerce.number({ error: 'SubscriptionPackageId skal være et tal.' }).int().min(1).max(SUBSCRIPTION_PACKAGES.length, 'Abonnementspakken findes ikke.'),
        'a subscription package of the product',
      ),
    }),
  ),
  async run(context) {
    const { body, session } = context;
    await administrableDealer(session, body.DealerId);
    const outcome = await dealerCommand(context, { type: 'ChangeSubscriptionPackage', dealerId: body.DealerId, subscriptionPackage: packageOfId(body.SubscriptionPackageId)! });
    return withDealerVersion({ Message: DealerMessages.rolesSaved }, outcome);
  },
});
