import { describe, expect, it } from 'vitest';
import { specification } from '../decider-spec.ts';
import { dealerDecider, type DealerEvent } from './decider.ts';
import { featureToggleStates, isFeatureOff, isFeatureOn } from './feature-toggles.ts';

const spec = specification(dealerDecider);
const created: DealerEvent = {
  type: 'DealerCreated',
  data: { DealerId: '101', ConglomerateId: '1', Name: 'D', Street: '', ZipCode: '', City: '', Phone: '', Email: '', SubscriptionPackageName: 'pro', SelectedRoles: [] },
};
const switched = (enabled: boolean): DealerEvent => ({ type: 'DealerFeatureToggleSet', data: { Name: 'PPAFeatureToggle', Enabled: enabled } });
const set = (enabled: boolean) => ({ type: 'SetFeatureToggle', dealerId: '101', name: 'PPAFeatureToggle', enabled }) as const;

describe('feature toggles', () => {
  it('a missing toggle is off for On-checks and on for Off-checks', () => {
    expect(isFeatureOn({}, 'PPAFeatureToggle')).toBe(false);
    expect(isFeatureOff({}, 'PPAFeatureToggle')).toBe(true);
    expect(isFeatureOn(undefined, 'PPAFeatureToggle')).toBe(false);
    expect(featureToggleStates({})).toEqual({ PPAFeatureToggle: false });
  });

  it('a toggle switched on is on for On-checks and off for Off-checks', () => {
    expect(isFeatureOn({ PPAFeatureToggle: true }, 'PPAFeatureToggle')).toBe(true);
    expect(isFeatureOff({ PPAFeatureToggle: true }, 'PPAFeatureToggle')).toBe(false);
    expect(isFeatureOff({ PPAFeatureToggle: false }, 'PPAFeatureToggle')).toBe(true);
  });

  it('switches a toggle on for the dealer', () => spec([created]).when(set(true)).then([switched(true)]));
  it('switches it off again', () => spec([created, switched(true)]).when(set(false)).then([switched(false)]));
  it('changes nothing when switching a missing toggle off', () => spec([created]).when(set(false)).then([]));
  it('changes nothing when switching an enabled toggle on', () => spec([created, switched(true)]).when(set(true)).then([]));
  it('is refused for another dealer', () => spec([created]).when({ ...set(true), dealerId: '102' }).thenRefuses('Forhandleren findes ikke.', 'not-found'));
});
