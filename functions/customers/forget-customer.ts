import { customerDecider } from '../../domain/customers/decider.ts';
import { streamIdOf } from '../../events/envelope.ts';
import { handleCommand, load } from '../platform/command-handler.ts';
import type { AppendContext, EventStore } from '../platform/event-store.ts';
import type { PersonalData } from '../platform/personal-data.ts';
import { customerSubject } from './personal.ts';

/**
 * Erasure of a customer (GDPR, retention): the customer's data key is destroyed, so every stored copy of its personal
 * data (in every event) becomes unreadable, and CustomerForgotten is recorded, on which the projections delete the
 * customer's rows. The decider is asked first (the customer must exist and be the caller's dealer's); the key goes
 * before the event, so that a failed append leaves the data unreadable and a retry completes the record.
 */
export const forgetCustomer = async (
  store: EventStore,
  personalData: PersonalData,
  customerId: string,
  context: AppendContext,
): Promise<void> => {
  const streamId = streamIdOf('customer', customerId);
  const command = { type: 'ForgetCustomer' as const, dealerId: context.dealerId };
  const { state } = await load(store, customerDecider, streamId);
  customerDecider.decide(command, state); // throws if the customer is not there for this dealer
  await personalData.forget(customerSubject(customerId));
  await handleCommand(store, customerDecider, streamId, command, context);
};
