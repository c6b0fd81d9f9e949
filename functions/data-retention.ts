import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { isPastRetention } from '../domain/dealers/retention.ts';
import { expireLeads, LEAD_RETENTION_CAP_DAYS, type LeadRetentionReport } from './analytics/lead-retention.ts';
import { forgetCustomer } from './customers/forget-customer.ts';
import { customerListPartition } from './customers/readers.ts';
import { retentionOf } from './dealers/readers.ts';
import { dynamo } from './platform/aws.ts';
import { DEALER_DIRECTORY, type DealerRow } from './platform/auth/dealer-directory.ts';
import { EventStore } from './platform/event-store.ts';
import { logger } from './platform/logger.ts';
import { personalData as sharedPersonalData, type PersonalData } from './platform/personal-data.ts';
import { queryPartition } from './platform/read-models.ts';
import { physicalName, readModelsTable } from './platform/tables.ts';

/** One customer the run forgot (or, in a dry run, would forget). No personal data: ids and dates only. */
export interface RetentionForgotten {
  DealerId: string;
  CustomerId: string;
  LastChanged: string;
}

export interface RetentionReport {
  dryRun: boolean;
  dealers: number;
  forgotten: RetentionForgotten[];
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

/**
 * The data-retention run, a job beside the route table that composes three contexts as the table composes their
 * handlers: the dealers context gives each department's periods, the customers context erases the customers not
 * changed within theirs (the erasure of a deleted customer: their cases stay, without them), and the analytics copy
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
  const leadPeriods = new Map<string, number>();
  for (const dealer of dealers) {
    const { CustomerAndCasesRetentionDays: days, LeadsRetentionDays } = await retentionOf(dealer.DealerId, store);
    leadPeriods.set(dealer.DealerId, LeadsRetentionDays);
    if (days <= 0) continue;
    const rows = await queryPartition({ pk: customerListPartition(dealer.DealerId), filter: 'attribute_not_exists(deleted)', attributes: ['Id', 'ModifiedDate', 'CreatedDate'] });
    for (const row of rows) {
      const lastChanged = String(row.ModifiedDate ?? row.CreatedDate ?? '');
      if (!lastChanged || !isPastRetention(lastChanged, days, now)) continue;
      const customerId = String(row.Id);
      if (!options.dryRun) {
        await forgetCustomer(store, keys, customerId, { dealerId: dealer.DealerId, userId: 'retention', correlationId: `retention-${now.toISOString()}`, causationId: 'retention' });
      }
      forgotten.push({ DealerId: dealer.DealerId, CustomerId: customerId, LastChanged: lastChanged });
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
    leadsForgotten: leads.leadsForgotten.reduce((sum, each) => sum + each.Leads, 0),
  });
  return { dryRun: options.dryRun, dealers: dealers.length, forgotten, leads };
};

/** The scheduled job's Lambda entry point (a nightly schedule). */
export const handler = async (): Promise<RetentionReport> => runRetention({ dryRun: false });
