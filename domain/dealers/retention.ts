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

/**
 * Whether a customer is past the period for customers and cases: neither the customer nor any of its cases (as buyer or
 * co-buyer) changed within it. A customer whose case is still being worked on is still in business with the dealer;
 * once past, the customer is forgotten and its cases deleted with it.
 */
export const isCustomerPastRetention = (customerChanged: string, casesChanged: string | undefined, days: number, now: Date): boolean =>
  isPastRetention(customerChanged, days, now) && (!casesChanged || isPastRetention(casesChanged, days, now));

/** A case as the retention period reads it: its department, its buyer and co-buyer (ids) and when it last changed. */
export interface CaseActivity {
  Id: string;
  DealerId: string;
  CustomerIds: string[];
  LastChanged: string;
}

/** A customer's cases, and when the latest of them last changed. */
export interface CustomerCases {
  Ids: string[];
  LastChanged: string;
}

/** The cases of each customer (as buyer or co-buyer), with when the latest changed. */
export const casesByCustomer = (cases: readonly CaseActivity[]): Map<string, CustomerCases> => {
  const byCustomer = new Map<string, CustomerCases>();
  for (const found of cases) {
    for (const customerId of found.CustomerIds) {
      const ofCustomer = byCustomer.get(customerId) ?? { Ids: [], LastChanged: '' };
      ofCustomer.Ids.push(found.Id);
      if (found.LastChanged > ofCustomer.LastChanged) ofCustomer.LastChanged = found.LastChanged;
      byCustomer.set(customerId, ofCustomer);
    }
  }
  return byCustomer;
};

/**
 * The department's cases that no customer keeps (none named, or each named one deleted) and that did not change within
 * the period: the period is for customers and cases alike (spec part 1 §9), so such a case runs out on its own. A case
 * with a customer still there goes with that customer, or stays with it.
 */
export const expiredCasesWithoutCustomer = (
  cases: readonly CaseActivity[],
  dealerId: string,
  customerExists: (customerId: string) => boolean,
  days: number,
  now: Date,
): CaseActivity[] =>
  cases.filter(
    (found) =>
      found.DealerId === dealerId &&
      found.LastChanged !== '' &&
      !found.CustomerIds.some(customerExists) &&
      isPastRetention(found.LastChanged, days, now),
  );

/** Whether a period is shorter than before: a limit where there was none, or fewer days. */
export const isShorterPeriod = (before: number, after: number): boolean => after > 0 && (before <= 0 || after < before);
