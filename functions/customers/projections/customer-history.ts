import { describeCustomerEvent, type RevealedCustomer } from '../../../domain/history/customer-history.ts';
import type { CustomerClear, ProtectedData } from '../../../events/customers.ts';
import { personalData as sharedPersonalData, type PersonalData } from '../../platform/personal-data.ts';
import type { Projection } from '../../platform/projection.ts';
import { historyKey, recordHistory, type HistoryRow } from '../../platform/record-history.ts';
import { revealCustomer, revealCustomerEvent } from '../personal.ts';
import { CUSTOMER_EVENTS } from './customer-projection.ts';

/**
 * The customer's history (its Historik): one row per customer, see platform/record-history.ts. What changed in the
 * personal part is told from the customer as revealed before and after each save (the key is needed for both); the
 * row keeps the customer as the events keep it (the personal part sealed), and the sentences with personal data are
 * replaced by 'Oplysningerne er slettet.' when the customer is forgotten. Told again after that (a rebuild), the key is
 * gone and they read the same.
 */
export const CUSTOMER_HISTORY = 'customer-history';
export const customerHistoryKey = (dealerId: string, customerId: string) => historyKey(CUSTOMER_HISTORY, dealerId, customerId);

/** The customer as last saved, as its events keep it. */
export interface CustomerHistoryState {
  Customer: CustomerClear;
  Personal: ProtectedData;
}

/** The customer revealed before and after a save (null once forgotten). */
interface Revealed {
  before: RevealedCustomer | undefined;
  after: RevealedCustomer;
}

export const customerHistoryProjection = (personalData: () => PersonalData = sharedPersonalData): Projection<HistoryRow<CustomerHistoryState>> =>
  recordHistory<CustomerHistoryState, (typeof CUSTOMER_EVENTS)[number], Revealed | undefined>({
    name: CUSTOMER_HISTORY,
    streamType: 'customer',
    events: CUSTOMER_EVENTS,
    async lookup(row, event) {
      if (event.type !== 'CustomerCreated' && event.type !== 'CustomerUpdated') return undefined;
      const before = row?.State ? await revealCustomer(personalData(), event.streamId, row.State.Customer, row.State.Personal) : undefined;
      return { before, after: (await revealCustomerEvent(personalData(), event)) ?? null };
    },
    describe: (event, state, revealed) =>
      describeCustomerEvent(event, state ? { clear: state.Customer, customer: revealed?.before ?? null } : undefined, revealed?.after ?? null),
    evolve(state, event) {
      switch (event.type) {
        case 'CustomerCreated':
        case 'CustomerUpdated':
          return { Customer: event.data.Customer, Personal: event.data.Personal };
        case 'CustomerForgotten':
          return undefined;
        default:
          return state;
      }
    },
    forgets: (event) => event.type === 'CustomerForgotten',
  });

export const customerHistory = customerHistoryProjection();
