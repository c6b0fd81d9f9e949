import { DealerMessages } from '../../domain/dealers/messages.ts';
import { command } from '../platform/http/endpoint.ts';
import { administrableDealer } from './administration.ts';
import { dealerCommand, withDealerVersion } from './dealer-commands.ts';
import { saveFeatureToggleBody } from './feature-toggles.ts';
import { saveFeatureToggleResponse } from './responses.ts';

/**
 * POST /api/dealer/savefeaturetoggle {DealerId, Name, Enabled}: the supplier's administrators switch a feature toggle
 * for a department; it applies at the department's next page load.
 */
export const handler = command({
  summary: 'Slår en funktionsknap (feature toggle) til eller fra for en afdeling.',
  responses: { 200: saveFeatureToggleResponse },
  body: saveFeatureToggleBody,
  async run(context) {
    const { body, session } = context;
    await administrableDealer(session, body.DealerId);
    const outcome = await dealerCommand(context, { type: 'SetFeatureToggle', dealerId: body.DealerId, name: body.Name, enabled: body.Enabled });
    return withDealerVersion({ Message: DealerMessages.featureToggleSaved }, outcome);
  },
});
