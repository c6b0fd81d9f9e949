import { evolveFunnelCase, type FunnelCase } from '../../../domain/analytics/lead-funnel.ts';
import { changeFeed, projection } from '../../platform/projection.ts';

/**
 * The dashboard's lead funnel as a list (one row per case: ids and stages only), from the lead events the cases
 * publish. Kept as a department's list with a change feed, so the widget reads a compact copy held in memory rather
 * than a department's every case at each call.
 */
export const DASHBOARD_LEAD_FUNNEL = 'dashboard-lead-funnel';
export const leadFunnelPartition = (dealerId: string): string => `${DASHBOARD_LEAD_FUNNEL}#${dealerId}`;

export type LeadFunnelListRow = FunnelCase & { Id: string } & Record<string, unknown>;

export const dashboardLeadFunnel = projection<LeadFunnelListRow, 'CaseOpened' | 'CaseSaved' | 'OfferPrinted' | 'CasePrinted' | 'ContractSigned' | 'CarDelivered' | 'LeadLost'>({
  name: DASHBOARD_LEAD_FUNNEL,
  events: ['CaseOpened', 'CaseSaved', 'OfferPrinted', 'CasePrinted', 'ContractSigned', 'CarDelivered', 'LeadLost'],
  streamTypes: ['case'],
  // A deleted case stays in the funnel (as a lost lead when a user deleted it), so the row is never deleted.
  evolve: (row, event) => {
    const next = evolveFunnelCase(row, event);
    return next ? ({ ...next, Id: next.CaseId, ...changeFeed(leadFunnelPartition(next.DealerId), next.CaseId, new Date().toISOString()) } as LeadFunnelListRow) : (row ?? null);
  },
});
