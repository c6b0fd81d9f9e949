import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { caseModel } from '@/test/case-fixtures.ts';
import { CustomerTab, type CaseCustomers } from '../components/customer-tab.tsx';

/** A case without customers. */
export const NO_CUSTOMERS: CaseCustomers = { CustomerId: null, Customer2Id: null, CustomerName: null, Customer2Name: null };

/** The customer tab as the case page holds it: the value in state, every change and every form state recorded. */
export const renderCustomerTab = (initial: CaseCustomers = NO_CUSTOMERS, options: { financeOfferId?: string; showErrors?: boolean; readOnly?: boolean } = {}) => {
  const changes: CaseCustomers[] = [];
  const onOffersRemoved = vi.fn();
  const forms: { dirty: boolean; valid: boolean }[] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <CustomerTab
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        model={caseModel({ FinanceOfferId: options.financeOfferId ?? null })}
        readOnly={options.readOnly ?? false}
        showErrors={options.showErrors ?? false}
        onOffersRemoved={onOffersRemoved}
        onFormsChange={(state) => forms.push(state)}
      />
    );
  }
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <Host />
    </AppProviders>,
  );
  return { changes, onOffersRemoved, forms };
};

/** The buyer's card on the tab. */
export const buyerSlot = () => screen.getByTestId('customer-slot-buyer');

/** An input of the buyer's own fields (not its contact persons'), or of `scope`. */
export const buyerField = (label: string, scope: HTMLElement = within(buyerSlot()).getByTestId('customer-fields')) => within(scope).getByRole('textbox', { name: label });
