import type { FunnelCase } from '../../domain/analytics/lead-funnel.ts';
import { PartitionList, PartitionReader, type ListShape } from '../platform/list-engine.ts';
import { leadFunnelPartition } from './projections/lead-funnel-list.ts';

export type StoredFunnelCase = FunnelCase & { Id: string; lastVersion: number; ProjectedAt: string };

const leadFunnelShape: ListShape<StoredFunnelCase> = {
  fields: ['Id', 'CaseId', 'DealerId', 'SalespersonId', 'Month', 'OfferPrinted', 'ContractSigned', 'CarDelivered', 'LeadLost', 'lastVersion', 'ProjectedAt'],
  writtenAt: 'ProjectedAt',
};

let cache: PartitionList<StoredFunnelCase> | undefined;
/** The container's copy of the departments' funnels (one per Lambda container or local process). */
export const leadFunnelCache = (): PartitionList<StoredFunnelCase> => (cache ??= new PartitionList(leadFunnelShape));
export const funnelCasesOf = (dealerId: string): Promise<StoredFunnelCase[]> => leadFunnelCache().rowsOf([leadFunnelPartition(dealerId)]);

/** The reader the projector uses to keep the funnel's compact copies current. */
export const leadFunnelSnapshots = () => [{ prefix: `${leadFunnelPartition('')}`, reader: new PartitionReader(leadFunnelShape) }];
