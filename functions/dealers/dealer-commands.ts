import { dealerDecider, type DealerCommand } from '../../domain/dealers/decider.ts';
import type { CommandContext } from '../platform/http/endpoint.ts';
import { respond, type HttpResponse } from '../platform/http/response.ts';

export const dealerStreamId = (dealerId: string): string => `dealer#${dealerId}`;

/** Runs a command on the dealer's stream with the request's envelope. */
export const dealerCommand = <B, Q>(context: CommandContext<B, Q>, command: DealerCommand) => {
  // The dealer's events belong to the dealer, also when an administrator of another department changes it.
  context.appendContext.dealerId = command.dealerId;
  return context.handle(dealerDecider, dealerStreamId(command.dealerId), command);
};

/**
 * A dealer command's answer with the dealer's new version as the ETag: the If-Match of the next save on the same
 * page, and the `MinVersion` its list asks with to show the change at once. A command that changed nothing answers
 * without one, as there is no change for a list to wait for.
 */
export const withDealerVersion = (body: unknown, outcome: { version: number; events: readonly unknown[] }): HttpResponse =>
  respond(200, body, outcome.events.length > 0 ? { headers: { etag: `"${outcome.version}"` } } : {});
