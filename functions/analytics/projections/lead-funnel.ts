import { evolveFunnelCase, type FunnelCase } from '../../../domain/analytics/lead-funnel.ts';
import { projection } from '../../platform/projection.ts';

/**
 * The lead funnel's read model: one row per case (ids and stages only) from the lead events analytics receives, plus
 * the case's opening (when, and by whom) and its case manager, which the lead events do not carry.
 */
export const LEAD_FUNNEL = 'lead-funnel';

export type LeadFunnelRow = FunnelCase & Record<string, unknown>;

export const leadFunnel = projection<LeadFunnelRow, 'CaseOpened' | 'CaseSaved' | 'OfferPrinted' | 'CasePrinted' | 'ContractSigned' | 'CarDelivered' | 'LeadLost'>({
  name: LEAD_FUNNEL,
  events: ['CaseOpened', 'CaseSaved', 'OfferPrinted', 'CasePrinted', 'ContractSigned', 'CarDelivered', 'LeadLost'],
  streamTypes: ['case'],
  // A deleted case stays in the funnel (as a lost lead when a user deleted it), so the row is never deleted.
  evolve: (row, event) => (evolveFunnelCase(row, event) as LeadFunnelRow | undefined) ?? null,
});
