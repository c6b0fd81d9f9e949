/** What other contexts may read of the dealers context: a department's retention periods and default finance company. */
export { retentionOf } from './gdpr-retention.ts';
export { defaultFinanceOf } from './default-finance-company.ts';
