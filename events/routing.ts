import { LEAD_EVENT_TYPES } from './lead-events.ts';

/**
 * Routing of the lead events, read by CDK (EventBridge bus, rules, archive) and by the local bus alike, so that
 * local and cloud cannot drift. The shapes mirror EventBridge: a rule matches `source` and `detail-type`.
 */
export const LEAD_BUS_NAME = 'dealerhub-leads';
export const LEAD_EVENT_SOURCE = 'dealerhub.leads';
/** Detail-type prefix of re-published (replayed) events, so live consumers can tell them apart. */
export const REPLAY_DETAIL_TYPE_PREFIX = 'Replay.';

export interface BusRule {
  /** Rule name, also the CDK construct id. */
  name: string;
  description: string;
  pattern: { source: string[]; 'detail-type': string[] };
  /** Where matched events go: `analytics` = Firehose → analytics bucket (AWS) / NDJSON in the analytics bucket (local). */
  target: 'analytics';
}

export const busRules: readonly BusRule[] = [
  {
    name: 'LeadEventsToAnalytics',
    description: 'Every lead event, live or replayed, to the analytics bucket',
    pattern: {
      source: [LEAD_EVENT_SOURCE],
      'detail-type': [...LEAD_EVENT_TYPES, ...LEAD_EVENT_TYPES.map((type) => `${REPLAY_DETAIL_TYPE_PREFIX}${type}`)],
    },
    target: 'analytics',
  },
];

/** Matches an EventBridge-style entry against a rule pattern (exact-match lists, as our rules use). */
export const matchesRule = (rule: BusRule, entry: { source: string; detailType: string }): boolean =>
  rule.pattern.source.includes(entry.source) && rule.pattern['detail-type'].includes(entry.detailType);
