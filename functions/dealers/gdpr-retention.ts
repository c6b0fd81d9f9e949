import { dealerDecider, type DealerState } from '../../domain/dealers/decider.ts';
import { DEFAULT_RETENTION } from '../../domain/dealers/retention.ts';
import { fold } from '../../domain/decider.ts';
import { EventStore } from '../platform/event-store.ts';
import { dealerStreamId } from './dealer-commands.ts';

const store = new EventStore();

/** The department's retention periods, folded from its stream (the default before any was set). */
export const retentionOf = async (dealerId: string, events?: EventStore): Promise<{ CustomerAndCasesRetentionDays: number; LeadsRetentionDays: number }> => {
  const state: DealerState = fold(dealerDecider, (await (events ?? store).readStream(dealerStreamId(dealerId))) as never);
  return state.kind === 'active' ? state.retention : { ...DEFAULT_RETENTION };
};
