import { dealerDecider, type DealerState } from '../../domain/dealers/decider.ts';
import { fold } from '../../domain/decider.ts';
import { EventStore } from '../platform/event-store.ts';
import { dealerStreamId } from './dealer-commands.ts';

const store = new EventStore();

/** The department as its stream has it now (read strongly, so a page shows what was just saved). */
export const dealerStateOf = async (dealerId: string, events: EventStore = store): Promise<DealerState> =>
  fold(dealerDecider, (await events.readStream(dealerStreamId(dealerId))) as never);
