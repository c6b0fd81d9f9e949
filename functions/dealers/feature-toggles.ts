import * as z from 'zod';
import { FEATURE_TOGGLE_DESCRIPTIONS, FEATURE_TOGGLES, featureToggleStates, type FeatureToggles } from '../../domain/dealers/feature-toggles.ts';
import { danishBody, scopedId } from '../platform/http/request-schemas.ts';

/** The admin screen's list: every known toggle, its description and whether it is on for the department. */
export const featureToggleList = (toggles: FeatureToggles | undefined) => {
  const states = featureToggleStates(toggles);
  return FEATURE_TOGGLES.map((name) => ({ Name: name, Description: FEATURE_TOGGLE_DESCRIPTIONS[name], Enabled: states[name] }));
};

/** POST /api/dealer/savefeaturetoggle: one toggle of one department. */
export const saveFeatureToggleBody = danishBody(
  z.object({
    DealerId: scopedId('department', 'DealerId'),
    Name: z.enum(FEATURE_TOGGLES, { error: 'Name er ikke en kendt funktionsknap.' }),
    Enabled: z.boolean({ error: 'Enabled skal være sand eller falsk.' }),
  }),
);
