import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { casesByCustomer, expiredCasesWithoutCustomer, isCustomerPastRetention, type CaseActivity } from '../domain/dealers/retention.ts';
import { expireLeads, LEAD_RETENTION_CAP_DAYS, type LeadRetentionReport } from './analytics/lead-retention.ts';
import { deleteExpiredCase } from './cases/delete-expired-case.ts';
import { caseActivity } from './cases/readers.ts';
import { forgetCustomer } from './customers/forget-customer.ts';
import { customerListPartition } from './customers/readers.ts';
import { retentionOf } from './dealers/readers.ts';
import { dynamo } from './platform/aws.ts';
import { conglomerateDealerIds, DEALER_DIRECTORY, type DealerRow } from './platform/auth/dealer-directory.ts';
import { EventStore } from './platform/event-store.ts';
import { logger } from './platform/logger.ts';
import { personalData as sharedPersonalData, type PersonalData } from './platform/personal-data.ts';
import { queryPartition } from './platform/read-models.ts';
import { physicalName, readModelsTable } from './platform/tables.ts';

/** One customer the run forgot (or, in a dry run, would forget), with its cases. No personal data: ids and dates only. */
export interface RetentionForgotten {
  DealerId: string;
  CustomerId: string;
  /** When the customer or the latest of its cases last changed. */
  LastChanged: string;
  /** The customer's cases, deleted with it (by the cases context, on the customer's erasure). */
  CaseIds: string[];
}

/** A case without a customer that the run deleted (or, in a dry run, would delete): past the period on its own. */
export interface RetentionCaseDeleted {
  DealerId: string;
  CaseId: string;
  LastChanged: string;
}

export interface RetentionReport {
  dryRun: boolean;
  dealers: number;
  forgotten: RetentionForgotten[];
  /** The cases that no customer kept (none named, or each deleted before), past the period themselves. */
  casesDeleted: RetentionCaseDeleted[];
  /** The leads taken out of the analytics copy, past their department's lead period (or the longest period). */
  leads: LeadRetentionReport;
}

/** Every department, from the dealer directory (a nightly job reads them all once). */
const allDealers = async (): Promise<DealerRow[]> => {
  const dealers: DealerRow[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: physicalName(readModelsTable),
        FilterExpression: 'begins_with(pk, :prefix) AND attribute_not_exists(deleted)',
        ExpressionAttributeValues: { ':prefix': `${DEALER_DIRECTORY}#` },
        ExclusiveStartKey: start,
      }),
    );
    dealers.push(...((page.Items ?? []) as DealerRow[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return dealers;
};

/** A department's live customers: their ids and when they last changed. */
const customerRows = (dealerId: string) =>
  queryPartition({ pk: customerListPartition(dealerId), filter: 'attribute_not_exists(deleted)', attributes: ['Id', 'ModifiedDate', 'CreatedDate'] });

/**
 * The data-retention run, a job beside the route table that composes four contexts as the table composes their
 * handlers: the dealers context gives each department's periods; the cases context's readers tell when each
 * customer's cases last changed; the customers context erases the customers that neither changed nor had a case change
 * within their department's period, saying that the period ran out, on which the cases context deletes their cases
 * (a customer deleted on request leaves its cases, without it); a case that no customer keeps is deleted when it did
 * not change within the period itself, its lead ending as `Retention`, not as lost; and the analytics copy
 * of the lead events keeps each department's leads for its lead period only. Run again, it finds nothing more to do: a forgotten customer
 * has no list row, a forgotten lead no line. A dry run reports what it would forget and changes nothing.
 */
export const runRetention = async (options: {
  dryRun: boolean;
  now?: Date;
  /** Only these departments (a run for one department); every department by default. */
  dealerIds?: readonly string[];
  store?: EventStore;
  personalData?: PersonalData;
}): Promise<RetentionReport> => {
  const now = options.now ?? new Date();
  const store = options.store ?? new EventStore();
  const keys = options.personalData ?? sharedPersonalData();
  const dealers = (await allDealers()).filter((dealer) => !options.dealerIds || options.dealerIds.includes(dealer.DealerId));
  const forgotten: RetentionForgotten[] = [];
  const casesDeleted: RetentionCaseDeleted[] = [];
  const leadPeriods = new Map<string, number>();
  // A customer's cases may be in any department of its dealer group, and a case's customer too: each group's cases
  // and customers are read once.
  const ofGroup = new Map<string, Promise<{ cases: CaseActivity[]; customers: Set<string> }>>();
  const groupOf = async (dealerId: string) => {
    const group = [...(await conglomerateDealerIds(dealerId))].sort();
    const key = group.join(',');
    if (!ofGroup.has(key)) {
      ofGroup.set(
        key,
        Promise.all([caseActivity(group), Promise.all(group.map((each) => customerRows(each)))]).then(([cases, customers]) => ({
          cases,
          customers: new Set(customers.flat().map((row) => String(row.Id))),
        })),
      );
    }
    return ofGroup.get(key)!;
  };
  const meta = { userId: 'retention', correlationId: `retention-${now.toISOString()}`, causationId: 'retention' };
  for (const dealer of dealers) {
    const { CustomerAndCasesRetentionDays: days, LeadsRetentionDays } = await retentionOf(dealer.DealerId, store);
    leadPeriods.set(dealer.DealerId, LeadsRetentionDays);
    if (days <= 0) continue;
    const rows = await customerRows(dealer.DealerId);
    const group = await groupOf(dealer.DealerId);
    const cases = casesByCustomer(group.cases);
    for (const row of rows) {
      const customerChanged = String(row.ModifiedDate ?? row.CreatedDate ?? '');
      const customerId = String(row.Id);
      const ofCustomer = cases.get(customerId);
      if (!customerChanged || !isCustomerPastRetention(customerChanged, ofCustomer?.LastChanged, days, now)) continue;
      if (!options.dryRun) {
        await forgetCustomer(store, keys, customerId, { dealerId: dealer.DealerId, ...meta }, { reason: 'Retention' });
      }
      const lastChanged = [customerChanged, ofCustomer?.LastChanged ?? ''].sort().at(-1)!;
      forgotten.push({ DealerId: dealer.DealerId, CustomerId: customerId, LastChanged: lastChanged, CaseIds: ofCustomer?.Ids ?? [] });
    }
    // A case no customer keeps runs out on its own; the cases of the customers forgotten above go with them.
    for (const expired of expiredCasesWithoutCustomer(group.cases, dealer.DealerId, (id) => group.customers.has(id), days, now)) {
      if (!options.dryRun) await deleteExpiredCase(store, keys, expired, meta);
      casesDeleted.push({ DealerId: expired.DealerId, CaseId: expired.Id, LastChanged: expired.LastChanged });
    }
  }
  // A run over every department also holds every other lead (a department since removed) to the longest period; a run
  // for some departments touches only theirs.
  const leads = await expireLeads({
    now,
    dryRun: options.dryRun,
    periodOf: (dealerId) => leadPeriods.get(dealerId) ?? (options.dealerIds ? undefined : LEAD_RETENTION_CAP_DAYS),
  });
  logger.info('Data retention run', {
    dryRun: options.dryRun,
    dealers: dealers.length,
    forgotten: forgotten.length,
    cases: forgotten.reduce((sum, each) => sum + each.CaseIds.length, 0) + casesDeleted.length,
    leadsForgotten: leads.leadsForgotten.reduce((sum, each) => sum + each.Leads, 0),
  });
  return { dryRun: options.dryRun, dealers: dealers.length, forgotten, casesDeleted, leads };
};

/** The scheduled job's Lambda entry point (a nightly schedule). */
export const handler = async (): Promise<RetentionReport> => runRetention({ dryRun: false });
