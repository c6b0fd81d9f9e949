import { DEFAULT_RETENTION } from '../../domain/dealers/retention.ts';
import type { EventStore } from '../platform/event-store.ts';
import { dealerStateOf } from './dealer-state.ts';

/** The department's retention periods, folded from its stream (the default before any was set). */
export const retentionOf = async (dealerId: string, events?: EventStore): Promise<{ CustomerAndCasesRetentionDays: number; LeadsRetentionDays: number }> => {
  const state = await dealerStateOf(dealerId, events);
  return state.kind === 'active' ? state.retention : { ...DEFAULT_RETENTION };
};
