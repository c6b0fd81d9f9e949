/** What other contexts may use of analytics: the data-retention job applies the departments' lead periods to its copy. */
export { expireLeads, LEAD_RETENTION_CAP_DAYS, type LeadPeriodOf, type LeadRetentionReport } from './lead-retention.ts';
