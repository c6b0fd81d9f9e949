import { describe, expect, it } from 'vitest';
import { LEAD_EVENT_TYPES } from './lead-events.ts';
import { busRules, LEAD_EVENT_SOURCE, matchesRule, REPLAY_DETAIL_TYPE_PREFIX } from './routing.ts';

describe('lead event routing', () => {
  const [analytics] = busRules;
  it('routes every lead event, live and replayed, to analytics', () => {
    for (const type of LEAD_EVENT_TYPES) {
      expect(matchesRule(analytics!, { source: LEAD_EVENT_SOURCE, detailType: type })).toBe(true);
      expect(matchesRule(analytics!, { source: LEAD_EVENT_SOURCE, detailType: `${REPLAY_DETAIL_TYPE_PREFIX}${type}` })).toBe(true);
    }
  });
  it('ignores other sources and types', () => {
    expect(matchesRule(analytics!, { source: 'other', detailType: 'CasePrinted' })).toBe(false);
    expect(matchesRule(analytics!, { source: LEAD_EVENT_SOURCE, detailType: 'UserSignedIn' })).toBe(false);
  });
});
