import * as z from 'zod';

/**
 * How long a department keeps personal data (spec part 1 §9): customers and cases 180, 365, 1,095 or 1,825 days, or
 * indefinitely (-1, the default); leads 14, 90 or 365 days (default 365).
 */
export const CUSTOMER_AND_CASE_RETENTION_DAYS = [-1, 180, 365, 1095, 1825] as const;
export const LEAD_RETENTION_DAYS = [14, 90, 365] as const;
export const DEFAULT_RETENTION = { CustomerAndCasesRetentionDays: -1, LeadsRetentionDays: 365 } as const;

export const RetentionMessages = {
  saved: 'Forhandler oplysning gemt.',
  saveFailed: 'Der opstod en fejl ved gemning af forhandler oplysning.',
  loadFailed: 'Der opstod en fejl ved indlæsning af indstillinger for opbevaring af data.',
  customerDaysInvalid: 'Vælg 180, 365, 1095 eller 1825 dage, eller ubegrænset.',
  leadDaysInvalid: 'Vælg 14, 90 eller 365 dage.',
} as const;

/** POST /api/GdprRetention/UpdateGdprRetention, in the spec's camel case. */
export const gdprRetentionSchema = z.object({
  customerAndCasesRetentionDays: z.coerce
    .number({ error: RetentionMessages.customerDaysInvalid })
    .refine((days) => (CUSTOMER_AND_CASE_RETENTION_DAYS as readonly number[]).includes(days), RetentionMessages.customerDaysInvalid),
  leadsRetentionDays: z.coerce
    .number({ error: RetentionMessages.leadDaysInvalid })
    .refine((days) => (LEAD_RETENTION_DAYS as readonly number[]).includes(days), RetentionMessages.leadDaysInvalid),
});

/**
 * Whether a customer last changed at `lastChanged` (ISO) is past the period on `now`: never with the indefinite
 * period; otherwise when more than `days` whole days have passed.
 */
export const isPastRetention = (lastChanged: string, days: number, now: Date): boolean =>
  days > 0 && now.getTime() - new Date(lastChanged).getTime() > days * 86_400_000;

/** Whether a period is shorter than before: a limit where there was none, or fewer days. */
export const isShorterPeriod = (before: number, after: number): boolean => after > 0 && (before <= 0 || after < before);
