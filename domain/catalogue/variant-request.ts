import type { EventData } from '../../events/catalogue.ts';
import type { VariantRequestData } from '../../events/vehicle-data.ts';
import type { Decider } from '../decider.ts';
import { refused } from '../errors.ts';

/**
 * A dealer's request for a new variant (spec part 1 §2 "request a new variant", §5): one stream per request, kept as
 * the record of what the provider was sent. The request's fields are validated before they become a command.
 */
export type VariantRequestCommand = {
  type: 'RequestVariant';
  requestId: string;
  dealerId: string;
  userId: string;
  request: VariantRequestData;
  requestedAt: string;
};
export type VariantRequestEvent = { type: 'VariantRequested'; data: EventData<'VariantRequested'> };
export type VariantRequestState = { kind: 'none' } | { kind: 'requested'; requestId: string; dealerId: string };

export const variantRequestDecider: Decider<VariantRequestCommand, VariantRequestEvent, VariantRequestState> = {
  initialState: () => ({ kind: 'none' }),
  decide(command, state) {
    if (state.kind !== 'none') throw refused('Forespørgslen er allerede sendt.', 'AlreadyRequested');
    return [
      {
        type: 'VariantRequested',
        data: { RequestId: command.requestId, DealerId: command.dealerId, UserId: command.userId, Request: command.request, RequestedAt: command.requestedAt },
      },
    ];
  },
  evolve: (_state, event) => ({ kind: 'requested', requestId: event.data.RequestId, dealerId: event.data.DealerId }),
};
