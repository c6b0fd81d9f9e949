import { projection } from '../../platform/projection.ts';

/** A department as the supplier's administrators pick it among every department there is. */
export interface AllDealersRow extends Record<string, unknown> {
  DealerId: string;
  ConglomerateId: string;
  Name: string;
}

export const ALL_DEALERS = 'all-dealers';
/**
 * One partition with a row per department: the department picker of an administrator with can_edit_all_dealers, who
 * administrates departments of every group (the dealer directory is found only by dealer or by conglomerate).
 */
export const allDealersKey = (dealerId: string) => ({ pk: ALL_DEALERS, sk: dealerId });

export const allDealers = projection({
  name: ALL_DEALERS,
  events: ['DealerCreated'],
  key: (event) => allDealersKey(event.streamId.slice(event.streamId.indexOf('#') + 1)),
  evolve: (_row: AllDealersRow | undefined, { data }): AllDealersRow => ({ DealerId: data.DealerId, ConglomerateId: data.ConglomerateId, Name: data.Name }),
});
