/** What the jobs may read of the dealers context: a department's retention periods. */
export { retentionOf } from './gdpr-retention.ts';
