import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { lookupCustomers, type CustomerLookupItem } from '../api/lookup-customers.ts';
import { PickListModal } from '@/components/pick-list-modal.tsx';
import { Typeahead } from '@/components/typeahead.tsx';

/** How many customers 'Se alle' lists (spec part 2 §9: a customer's cases are fetched 100 at a time, likewise here). */
const ALL_CUSTOMERS = 100;

/** The buyer: the customer typeahead, with 'Se alle' opening the full list. */
export function CustomerPicker({ onPick, disabled }: { onPick: (customer: CustomerLookupItem) => void; disabled?: boolean }) {
  const [showAll, setShowAll] = useState<string | undefined>(undefined);
  return (
    <>
      <Typeahead<CustomerLookupItem>
        label="Find kunde"
        placeholder="Navn, telefon eller e-mail"
        queryKey={['customers', 'typeahead']}
        search={(text) => lookupCustomers(text)}
        idOf={(customer) => String(customer.Id)}
        renderOption={(customer) => (
          <Stack gap={0}>
            <Text size="sm">{customer.Header}</Text>
            {customer.Text && (
              <Text size="xs" c="dimmed">
                {customer.Text}
              </Text>
            )}
          </Stack>
        )}
        onPick={onPick}
        onShowAll={setShowAll}
        disabled={disabled}
      />
      <PickListModal<CustomerLookupItem>
        title="Vælg kunde"
        searchText={showAll}
        queryKey={['customers', 'typeahead-all']}
        search={(text) => lookupCustomers(text, ALL_CUSTOMERS)}
        idOf={(customer) => String(customer.Id)}
        columns={() => [
          { accessor: 'Header', title: 'Kunde' },
          { accessor: 'Text', title: 'Oplysninger' },
          { accessor: 'Category', title: 'Type', width: 110 },
        ]}
        onPick={onPick}
        onClose={() => setShowAll(undefined)}
      />
    </>
  );
}
