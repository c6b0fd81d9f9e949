import { Stack } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { customerSchema } from '../../../../../domain/customers/customer.ts';
import { confirmAction } from '@/components/confirm.tsx';
import type { CustomerLookupItem } from '../api/lookup-customers.ts';
import { errorsOf } from '../model/customer-draft.ts';
import { CustomerSlot, OFFERS_REMOVED_WARNING, type SlotState } from './customer-slot.tsx';

/** The part of the case the customer tab edits (spec part 2 §3 "Case": CustomerId, Customer2Id; names for the title). */
export interface CaseCustomers {
  CustomerId: string | null;
  Customer2Id: string | null;
  CustomerName: string | null;
  Customer2Name: string | null;
}

/**
 * The customer tab's validation: the domain schema of a customer (the server's), and the errors of a form's input by
 * field. The case page blocks its save while a customer form holds invalid input (see `onFormsChange`).
 */
export const customerTabSchema = customerSchema;
export const customerFormErrors = errorsOf;

/** What the tab reads of the case: whether it carries a finance offer. */
export interface CustomersCase {
  FinanceOfferId: string | null;
}

export interface CustomerTabProps {
  value: CaseCustomers;
  onChange: (next: CaseCustomers) => void;
  model: CustomersCase;
  readOnly: boolean;
  showErrors: boolean;
  /** The buyer became a business customer on a case with offers: the case must drop them (spec part 2 §4). */
  onOffersRemoved?: () => void;
  /** Whether a customer form holds unsaved input, and whether all of it is valid. */
  onFormsChange?: (state: { dirty: boolean; valid: boolean }) => void;
}

/** A picked typeahead row: the server also says whether it is a business customer. */
type PickedCustomer = CustomerLookupItem & { IsBusiness?: boolean };

/**
 * The customer tab (spec part 2 §3, §4 "Customers on the case"; part 1 §4, §5): a private buyer with an optional
 * co-debtor, or a business buyer with decision maker and business users 1 and 2. Each is picked with the typeahead or
 * created in place and saved through the customer API; the saved id goes to the case through `onChange`.
 */
export function CustomerTab({ value, onChange, model, readOnly, showErrors, onOffersRemoved, onFormsChange }: CustomerTabProps) {
  const hasOffers = Boolean(model.FinanceOfferId);
  const [buyerIsBusiness, setBuyerIsBusiness] = useState(false);
  const states = useRef<Record<'buyer' | 'coDebtor', SlotState>>({
    buyer: { dirty: false, valid: true, isBusiness: false },
    coDebtor: { dirty: false, valid: true, isBusiness: false },
  });
  const report = useCallback(
    (slot: 'buyer' | 'coDebtor', state: SlotState) => {
      states.current[slot] = state;
      const { buyer, coDebtor } = states.current;
      onFormsChange?.({ dirty: buyer.dirty || coDebtor.dirty, valid: buyer.valid && coDebtor.valid });
    },
    [onFormsChange],
  );
  const reportBuyer = useCallback(
    (state: SlotState) => {
      setBuyerIsBusiness(state.isBusiness);
      report('buyer', state);
    },
    [report],
  );
  const reportCoDebtor = useCallback((state: SlotState) => report('coDebtor', state), [report]);

  const becameBusiness = (): void => {
    if (hasOffers) onOffersRemoved?.();
  };

  const pickBuyer = (item: PickedCustomer): void => {
    const take = (): void => {
      // A business customer has no co-debtor.
      onChange({ ...value, CustomerId: item.Id, CustomerName: item.Header, ...(item.IsBusiness ? { Customer2Id: null, Customer2Name: null } : {}) });
      if (item.IsBusiness) becameBusiness();
    };
    if (item.IsBusiness && hasOffers) {
      void confirmAction(OFFERS_REMOVED_WARNING.title, OFFERS_REMOVED_WARNING.text).then((confirmed) => confirmed && take());
    } else take();
  };

  return (
    <Stack gap="md" data-testid="customer-tab">
      <CustomerSlot
        slot="buyer"
        customerId={value.CustomerId}
        readOnly={readOnly}
        showErrors={showErrors}
        hasOffers={hasOffers}
        onPicked={pickBuyer}
        onSaved={(id, name, isBusiness) => {
          onChange({ ...value, CustomerId: id, CustomerName: name, ...(isBusiness ? { Customer2Id: null, Customer2Name: null } : {}) });
        }}
        onRemoved={() => onChange({ ...value, CustomerId: null, CustomerName: null })}
        onBecameBusiness={becameBusiness}
        onStateChange={reportBuyer}
      />
      {!buyerIsBusiness && (
        <CustomerSlot
          slot="coDebtor"
          customerId={value.Customer2Id}
          readOnly={readOnly}
          showErrors={showErrors}
          hasOffers={false}
          onPicked={(item) => onChange({ ...value, Customer2Id: item.Id, Customer2Name: item.Header })}
          onSaved={(id, name) => onChange({ ...value, Customer2Id: id, Customer2Name: name })}
          onRemoved={() => onChange({ ...value, Customer2Id: null, Customer2Name: null })}
          onBecameBusiness={() => undefined}
          onStateChange={reportCoDebtor}
        />
      )}
    </Stack>
  );
}
