import { dealerDecider, type DealerCommand } from '../../domain/dealers/decider.ts';
import type { CommandContext } from '../platform/http/endpoint.ts';

export const dealerStreamId = (dealerId: string): string => `dealer#${dealerId}`;

/** Runs a command on the dealer's stream with the request's envelope. */
export const dealerCommand = <B, Q>(context: CommandContext<B, Q>, command: DealerCommand) => {
  // The dealer's events belong to the dealer, also when an administrator of another department changes it.
  context.appendContext.dealerId = command.dealerId;
  return context.handle(dealerDecider, dealerStreamId(command.dealerId), command);
};
