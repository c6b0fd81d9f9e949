/**
 * Feature toggles: features a department gets before every department does, switched per department by the
 * supplier's administrators. A toggle that was never set is off: an On-check answers false, an Off-check true, so a
 * department sees a new feature only once it is switched on for it.
 */
export const FEATURE_TOGGLES = ['PPAFeatureToggle'] as const;
export type FeatureToggle = (typeof FEATURE_TOGGLES)[number];
export type FeatureToggles = Readonly<Partial<Record<string, boolean>>>;

/** The Danish description the admin screen shows beside each toggle. */
export const FEATURE_TOGGLE_DESCRIPTIONS: Record<FeatureToggle, string> = {
  PPAFeatureToggle: 'Annoncering betales pr. annonce (PPA): e-mails om annoncer vises ikke på brugernes konto.',
};

export const isFeatureOn = (toggles: FeatureToggles | undefined, name: FeatureToggle): boolean => toggles?.[name] === true;
export const isFeatureOff = (toggles: FeatureToggles | undefined, name: FeatureToggle): boolean => !isFeatureOn(toggles, name);

/** Every known toggle with its state, a missing one off. */
export const featureToggleStates = (toggles: FeatureToggles | undefined): Record<FeatureToggle, boolean> =>
  Object.fromEntries(FEATURE_TOGGLES.map((name) => [name, isFeatureOn(toggles, name)])) as Record<FeatureToggle, boolean>;
