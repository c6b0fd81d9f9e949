import type { CustomerClear, ProtectedData } from '../../events/customers.ts';
import type { DecidedEvent, Decider } from '../decider.ts';
import { invalid, notFound, refused } from '../errors.ts';
import { CustomerMessages } from './messages.ts';

/**
 * The customer aggregate. Commands carry the customer already split (domain/customers/customer.ts): the clear part,
 * and the personal part protected by the caller with the customer's data key, which a pure decider cannot hold.
 * Every command names the dealer it runs for (from the session): another dealer's customer does not exist for it.
 */
export type CustomerCommand =
  | { type: 'CreateCustomer'; customerId: string; dealerId: string; customer: CustomerClear; personal: ProtectedData }
  /** `unchanged`: the caller found the revealed customer equal to the one saved (the decider cannot decrypt). */
  | { type: 'UpdateCustomer'; dealerId: string; customer: CustomerClear; personal: ProtectedData; unchanged?: boolean }
  | { type: 'DeleteCustomer'; dealerId: string }
  /** `reason` 'Retention': the department's retention period ran out (the customer's cases go too). */
  | { type: 'ForgetCustomer'; dealerId: string; reason?: 'Retention' };

export type CustomerEvent = DecidedEvent<'CustomerCreated' | 'CustomerUpdated' | 'CustomerDeleted' | 'CustomerForgotten'>;

export type CustomerState =
  | { kind: 'none' }
  | { kind: 'active'; customerId: string; dealerId: string; isBusiness: boolean; category: 0 | 1 }
  | { kind: 'deleted'; customerId: string; dealerId: string }
  | { kind: 'forgotten'; customerId: string; dealerId: string };

type Existing = Exclude<CustomerState, { kind: 'none' }>;

/** The customer as the dealer sees it: another dealer's customer is as absent as a missing one. */
const ownedBy = (state: CustomerState, dealerId: string): Existing => {
  if (state.kind === 'none' || state.dealerId !== dealerId) throw notFound(CustomerMessages.notFound);
  return state;
};
/** The live customer as the dealer sees it; 404 otherwise (also what a save checks before it reveals anything). */
export const active = (state: CustomerState, dealerId: string): Extract<CustomerState, { kind: 'active' }> => {
  const existing = ownedBy(state, dealerId);
  if (existing.kind !== 'active') throw notFound(CustomerMessages.notFound);
  return existing;
};

export const customerDecider: Decider<CustomerCommand, CustomerEvent, CustomerState> = {
  initialState: () => ({ kind: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateCustomer':
        if (state.kind !== 'none') throw refused(CustomerMessages.exists);
        return [
          {
            type: 'CustomerCreated',
            data: { CustomerId: command.customerId, DealerId: command.dealerId, Customer: command.customer, Personal: command.personal },
          },
        ];
      case 'UpdateCustomer': {
        const current = active(state, command.dealerId);
        // Spec part 1 §4: private or business can be chosen only while the customer is new.
        if (current.isBusiness !== command.customer.IsBusiness) throw invalid('IsBusiness', CustomerMessages.kindIsFixed);
        // Saving the same customer again records nothing.
        if (command.unchanged) return [];
        return [{ type: 'CustomerUpdated', data: { Customer: command.customer, Personal: command.personal } }];
      }
      case 'DeleteCustomer':
        active(state, command.dealerId);
        return [{ type: 'CustomerDeleted', data: {} }];
      case 'ForgetCustomer': {
        // Erasure may follow a delete (retention); forgetting twice changes nothing.
        const existing = ownedBy(state, command.dealerId);
        if (existing.kind === 'forgotten') return [];
        return [{ type: 'CustomerForgotten', data: command.reason ? { Reason: command.reason } : {} }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'CustomerCreated':
        return {
          kind: 'active',
          customerId: event.data.CustomerId,
          dealerId: event.data.DealerId,
          isBusiness: event.data.Customer.IsBusiness,
          category: event.data.Customer.Category,
        };
      case 'CustomerUpdated':
        return state.kind === 'active' ? { ...state, isBusiness: event.data.Customer.IsBusiness, category: event.data.Customer.Category } : state;
      case 'CustomerDeleted':
        return state.kind === 'active' ? { kind: 'deleted', customerId: state.customerId, dealerId: state.dealerId } : state;
      case 'CustomerForgotten':
        return state.kind === 'none' ? state : { kind: 'forgotten', customerId: state.customerId, dealerId: state.dealerId };
    }
  },
};
