import { customerTitle } from '../../domain/customers/customer.ts';
import { customerDecider, type CustomerEvent } from '../../domain/customers/decider.ts';
import { fold } from '../../domain/decider.ts';
import { streamIdOf } from '../../events/envelope.ts';
import { caseSubject, casesOfCustomer } from '../cases/readers.ts';
import { conglomerateDealerIds } from '../platform/auth/dealer-directory.ts';
import { handleCommand } from '../platform/command-handler.ts';
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
 * data (in every event) becomes unreadable, and CustomerForgotten, which carries no personal data, is recorded: on it
 * the projections delete the customer's rows and clear its name wherever a case shows it, and the documents context
 * deletes the printed documents of the customer's cases. The decider is asked first (the customer must exist and be
 * the caller's dealer's); the keys of its cases (their drivers) go with its own; the name is read before the key goes, for the confirmation only; the key goes before the
 * event, so that a failed append leaves the data unreadable and a retry completes the record.
 */
export const forgetCustomer = async (
  store: EventStore,
  personalData: PersonalData,
  customerId: string,
  context: AppendContext,
): Promise<ForgottenCustomer> => {
  const streamId = streamIdOf('customer', customerId);
  const command = { type: 'ForgetCustomer' as const, dealerId: context.dealerId };
  const events = await store.readStream(streamId);
  const state = fold(customerDecider, events as unknown as CustomerEvent[]);
  customerDecider.decide(command, state); // throws if the customer is not there for this dealer
  const latest = events.findLast((event) => event.type === 'CustomerCreated' || event.type === 'CustomerUpdated');
  const revealed = latest && state.kind !== 'forgotten' ? await revealCustomerEvent(personalData, latest) : undefined;
  // The customer's cases stay, without personal data: the rental drivers they name (sealed with the case's key) go too.
  const cases = await casesOfCustomer(await conglomerateDealerIds(context.dealerId), customerId);
  await Promise.all(cases.map((found) => personalData.forget(caseSubject(found.Id))));
  await personalData.forget(customerSubject(customerId));
  const outcome = await handleCommand(store, customerDecider, streamId, command, context);
  return { title: revealed ? customerTitle(revealed) : null, version: outcome.version };
};
