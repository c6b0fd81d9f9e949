import { query } from '../platform/http/endpoint.ts';
import { retentionOf } from './gdpr-retention.ts';
import { getGdprRetentionResponse } from './responses.ts';

/** GET /api/GdprRetention/GetGdprRetention: the caller's department's periods, in the spec's camel case. */
export const handler = query({
  summary: 'Afdelingens opbevaringsperioder (GDPR).',
  responses: { 200: getGdprRetentionResponse },
  async run({ session }) {
    const retention = await retentionOf(session.dealerId);
    return { customerAndCasesRetentionDays: retention.CustomerAndCasesRetentionDays, leadsRetentionDays: retention.LeadsRetentionDays };
  },
});
