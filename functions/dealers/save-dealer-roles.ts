import * as z from 'zod';
import { dealerDecider, type DealerState } from '../../domain/dealers/decider.ts';
import { DealerMessages } from '../../domain/dealers/messages.ts';
import { ADMINISTER_CONGLOMERATE_ROLE, roleListSchema } from '../../domain/users/user.ts';
import { load } from '../platform/command-handler.ts';
import { command } from '../platform/http/endpoint.ts';
import { danishBody, scopedId, withIdFields } from '../platform/http/request-schemas.ts';
import { administrableDealer } from './administration.ts';
import { dealerCommand, dealerStreamId, withDealerVersion } from './dealer-commands.ts';
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
    await administrableDealer(session, body.DealerId);
    // The roles as stored, not as the department's row shows them a moment later: a save right after another tells
    // whether this one changed the conglomerate's administration.
    const before = await load(context.store, dealerDecider, dealerStreamId(body.DealerId));
    const outcome = await dealerCommand(context, {
      type: 'SetDealerRoles',
      dealerId: body.DealerId,
      selectedRoles: body.SelectedRoles,
      mayGrantAdministration: session.roleFlags.has('can_edit_all_dealers'),
    });
    const holds = (state: DealerState): boolean => state.kind === 'active' && state.roles.includes(ADMINISTER_CONGLOMERATE_ROLE);
    const conglomerateRoleChanged = holds(before.state) !== holds(outcome.state);
    return withDealerVersion(
      { Message: DealerMessages.rolesSaved, Notice: conglomerateRoleChanged && outcome.events.length > 0 ? DealerMessages.conglomerateRoleNotice : null },
      outcome,
    );
  },
});
