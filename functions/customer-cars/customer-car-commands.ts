import { customerDecider } from '../../domain/customers/decider.ts';
import { CustomerMessages } from '../../domain/customers/messages.ts';
import { notFound } from '../../domain/errors.ts';
import { load } from '../platform/command-handler.ts';
import type { EventStore } from '../platform/event-store.ts';

export const customerCarStreamId = (carId: string): string => `customer-car#${carId}`;

/**
 * The customer a car is saved for must exist in the caller's department, read from its own stream (a customer saved
 * a moment ago is not yet in the read models). Another department's customer is as absent as a missing one.
 */
export const requireOwnCustomer = async (store: EventStore, dealerId: string, customerId: string): Promise<void> => {
  const { state } = await load(store, customerDecider, `customer#${customerId}`);
  if (state.kind !== 'active' || state.dealerId !== dealerId) throw notFound(CustomerMessages.notFound);
};
