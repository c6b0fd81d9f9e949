import * as z from 'zod';
import { DealerMessages } from '../../domain/dealers/messages.ts';
import { ADMINISTER_CONGLOMERATE_ROLE_ID, roleListSchema } from '../../domain/users/user.ts';
import { ROLE_FLAGS } from '../../domain/roles.ts';
import { command } from '../platform/http/endpoint.ts';
import { danishBody, scopedId, withIdFields } from '../platform/http/request-schemas.ts';
import { administrableDealer } from './administration.ts';
import { dealerCommand, withDealerVersion } from './dealer-commands.ts';
import { saveDealerRolesResponse } from './responses.ts';

/**
 * POST /api/dealer/savedealerroles: the functions tab saves the department's functions; they apply at the
 * department's next request. Functions only the supplier grants are kept as they were unless the administrator holds
 * can_edit_all_dealers. If-Match (the ETag the functions were read with) refuses a save over another administrator's
 * change with 409.
 */
export const handler = command({
  summary: 'Gemmer en afdelings funktioner.',
  responses: { 200: saveDealerRolesResponse },
  body: withIdFields(danishBody(z.object({ DealerId: scopedId('department', 'DealerId'), SelectedRoles: roleListSchema })), { 'SelectedRoles[].Id': { notTenantData: 'a function of the product' } }),
  async run(context) {
    const { body, session } = context;
    const dealer = await administrableDealer(session, body.DealerId);
    const outcome = await dealerCommand(context, {
      type: 'SetDealerRoles',
      dealerId: body.DealerId,
      selectedRoles: body.SelectedRoles,
      mayGrantAdministration: session.roleFlags.has('can_edit_all_dealers'),
    });
    const conglomerateRole = ROLE_FLAGS[ADMINISTER_CONGLOMERATE_ROLE_ID - 1]!;
    const conglomerateRoleChanged = dealer.SelectedRoles.includes(conglomerateRole) !== body.SelectedRoles.includes(conglomerateRole);
    return withDealerVersion(
      { Message: DealerMessages.rolesSaved, Notice: conglomerateRoleChanged && outcome.events.length > 0 ? DealerMessages.conglomerateRoleNotice : null },
      outcome,
    );
  },
});
