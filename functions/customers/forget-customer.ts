import { customerTitle } from '../../domain/customers/customer.ts';
import { customerDecider } from '../../domain/customers/decider.ts';
import { streamIdOf } from '../../events/envelope.ts';
import { handleGroup } from '../platform/command-handler.ts';
import type { AppendContext, EventStore } from '../platform/event-store.ts';
import type { PersonalData } from '../platform/personal-data.ts';
import { customerSubject, revealCustomerEvent } from './personal.ts';

export interface ForgottenCustomer {
  /** The customer's name as it was, for the confirmation; null when it was already forgotten (a repeated request). */
  title: string | null;
  /** The customer stream's version after the erasure. */
  version: number;
}

/**
 * Erasure of a customer (GDPR, retention): the customer's data key is destroyed, so every stored copy of its personal
 * data (in every event) becomes unreadable, and CustomerForgotten, which carries no personal data, is recorded. The
 * other contexts react to it: the projections delete the customer's rows and clear its name wherever a case shows it,
 * the cases context destroys the keys of the customer's cases (their drivers), the documents context deletes the
 * printed documents of those cases. The decider is asked first (the customer must exist and be the caller's dealer's);
 * the name is read before the key goes, for the confirmation only; the key goes before the event, so that a failed
 * append leaves the data unreadable and a retry completes the record. With an Idempotency-Key a repeated request
 * answers the first confirmation, the customer's name included, and records nothing.
 */
export const forgetCustomer = async (
  store: EventStore,
  personalData: PersonalData,
  customerId: string,
  context: AppendContext,
  options: { idempotencyKey?: string; reason?: 'Retention' } = {},
): Promise<ForgottenCustomer> => {
  const streamId = streamIdOf('customer', customerId);
  // Inside the command group: a repeated request (or its key reused for another customer) is answered before anything
  // is destroyed.
  const outcome = await handleGroup(
    store,
    context,
    async (group) => {
      const customer = await group.load(customerDecider, streamId);
      const wasForgotten = customer.state.kind === 'forgotten';
      customer.decide({ type: 'ForgetCustomer', dealerId: context.dealerId, reason: options.reason }); // throws if the customer is not there for this dealer
      const latest = wasForgotten ? undefined : (await store.readStream(streamId)).findLast((event) => event.type === 'CustomerCreated' || event.type === 'CustomerUpdated');
      const revealed = latest ? await revealCustomerEvent(personalData, latest) : undefined;
      await personalData.forget(customerSubject(customerId));
      return revealed ? customerTitle(revealed) : null;
    },
    { main: streamId, idempotencyKey: options.idempotencyKey, payload: { customerId, reason: options.reason } },
  );
  return { title: outcome.result, version: outcome.version };
};
