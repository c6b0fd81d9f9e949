import { customerTitle, type Customer } from '../../../domain/customers/customer.ts';
import { personalData as sharedPersonalData, type PersonalData } from '../../platform/personal-data.ts';
import { projection, type Projection } from '../../platform/projection.ts';
import { MATCH_SLOTS, matchKey, slotValue, type MatchKind, type MatchSlot } from '../customer-matching.ts';
import { CUSTOMER_EVENTS, customerIdOf, customerOf, revealingLookup, type CustomerEvent } from './customer-projection.ts';

/**
 * What the duplicate check finds a customer by (spec part 1 §7 "Duplicates"): for each value a customer may be found
 * again by (its CPR or CVR, phone, cell phone, e-mail) one row, pk `customer-match#<dealerId>`, sk `<slot>#<customerId>`,
 * indexed on gsi1 under the value's keyed hash (`customer-match#<dealerId>#<kind>:<digest>`, customer-matching.ts): a
 * check reads only the rows of the hashes it asks for, in the caller's own department, and never a value in clear.
 * One projection per slot, as each row follows the customer's stream: a changed value moves its row to the new hash;
 * an emptied value, a deleted or a forgotten customer leaves a tombstone without index key, so it is found no more.
 */
export interface CustomerMatchRow extends Record<string, unknown> {
  CustomerId: string;
  DealerId: string;
  IsBusiness: boolean;
  Kind: MatchKind;
  /** The customer's title, to offer opening it. */
  Name: string;
  ModifiedDate: string;
  gsi1pk: string;
  gsi1sk: string;
}

export const CUSTOMER_MATCH = 'customer-match';
/** Where the rows of a keyed hash are found: the department's own, by the hash. */
export const customerMatchIndexKey = (dealerId: string, key: string): string => `${CUSTOMER_MATCH}#${dealerId}#${key}`;

/** What the lookup finds: the customer revealed (null once forgotten) and the keyed hash of the slot's value ('' for none). */
export interface RevealedMatch {
  customer: Customer | null | undefined;
  key: string;
}

export const evolveCustomerMatchRow = (slot: MatchSlot, event: CustomerEvent, found: RevealedMatch | undefined): CustomerMatchRow | null => {
  switch (event.type) {
    case 'CustomerCreated':
    case 'CustomerUpdated': {
      // Without the personal data (not revealed) nothing can be matched.
      if (!found?.customer || !found.key) return null;
      const customer = customerOf(event, found.customer)!;
      const customerId = customerIdOf(event);
      return {
        CustomerId: customerId,
        DealerId: event.meta.dealerId,
        IsBusiness: customer.IsBusiness,
        Kind: slotValue(slot, customer).kind,
        Name: customerTitle(customer),
        ModifiedDate: event.meta.occurredAt,
        gsi1pk: customerMatchIndexKey(event.meta.dealerId, found.key),
        gsi1sk: customerId,
      };
    }
    case 'CustomerDeleted':
    case 'CustomerForgotten':
      return null;
  }
};

export const customerMatchProjection = (slot: MatchSlot, personalData: () => PersonalData = sharedPersonalData): Projection<CustomerMatchRow> => {
  const reveal = revealingLookup(personalData);
  return projection<CustomerMatchRow, (typeof CUSTOMER_EVENTS)[number], RevealedMatch | undefined>({
    name: `${CUSTOMER_MATCH}-${slot}`,
    events: CUSTOMER_EVENTS,
    streamTypes: ['customer'],
    key: (event) => ({ pk: `${CUSTOMER_MATCH}#${event.meta.dealerId}`, sk: `${slot}#${customerIdOf(event)}` }),
    lookup: async (row, event) => {
      if (event.type !== 'CustomerCreated' && event.type !== 'CustomerUpdated') return undefined;
      const customer = await reveal(row, event);
      if (!customer) return { customer, key: '' };
      const { kind, value } = slotValue(slot, customer);
      return { customer, key: value ? await matchKey(personalData(), kind, value) : '' };
    },
    evolve: (_row, event, found) => evolveCustomerMatchRow(slot, event, found),
  });
};

/** The four slots' projections, each rebuilt by its own name (`customer-match-phone`, ...). */
export const customerMatches = MATCH_SLOTS.map((slot) => customerMatchProjection(slot));
