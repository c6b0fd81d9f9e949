import { Badge, Button, CloseButton, Card, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { mayDo, type CurrentUser } from '@/lib/current-user.ts';
import { caseMakesQuery, conglomerateScopeQuery, type CaseListSearch } from '../../api/case-search.ts';
import type { CaseScope, CustomerLookupItem } from '../../api/types.ts';
import type { CaseListSlots } from '../slots.ts';
import { Typeahead } from '@/components/typeahead.tsx';
import { SearchText } from '@/components/search-text.tsx';

export type CaseListPatch = Partial<Omit<CaseListSearch, 'page'>> & { page?: number };

const SCOPE_LABELS: Record<CaseScope, string> = {
  Casemanager: 'Mine sager',
  Dealer: 'Min afdelings sager',
  Conglomerate: 'Alle afdelingers sager',
};

/** Whether the role may search all departments (the server has the last word: see conglomerateScopeQuery). */
const mayAskForConglomerate = (user: CurrentUser): boolean => mayDo(user, 'searchAllDepartments');

/**
 * The search panel (spec part 2 §3 search parameters): scope (mine, department, all departments where allowed),
 * case number, free text, customer (typeahead → CustomerId), make (from the cases in scope), car text and open/closed.
 */
export function SearchPanel({
  user,
  search,
  onSearch,
  lookupCustomers,
}: {
  user: CurrentUser;
  search: CaseListSearch;
  onSearch: (patch: CaseListPatch) => void;
  lookupCustomers: CaseListSlots['lookupCustomers'];
}) {
  const makes = useQuery(caseMakesQuery(search.searchType));
  const conglomerate = useQuery({ ...conglomerateScopeQuery, enabled: mayAskForConglomerate(user) });
  const scopes: CaseScope[] = ['Casemanager', 'Dealer', ...(conglomerate.data ? (['Conglomerate'] as const) : [])];
  const filtered = Boolean(search.CaseId || search.FreeTextQuery || search.Make || search.CarFreeTextQuery || search.CustomerId);

  return (
    <Card withBorder padding="sm" component="section" aria-label="Søg sager">
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Vis"
            data={scopes.map((scope) => ({ value: scope, label: SCOPE_LABELS[scope] }))}
            value={search.searchType}
            onChange={(value) => value && onSearch({ searchType: value as CaseScope, Make: '' })}
            allowDeselect={false}
            w={210}
          />
          <SearchText label="Sagsnr." value={search.CaseId} onCommit={(CaseId) => onSearch({ CaseId })} numeric />
          <SearchText
            label="Fritekst"
            placeholder="Sagsnr., kunde eller bil"
            value={search.FreeTextQuery}
            onCommit={(FreeTextQuery) => onSearch({ FreeTextQuery })}
          />
          <div style={{ width: 220 }}>
            <Typeahead<CustomerLookupItem>
              label="Kunde"
              placeholder="Navn, telefon eller e-mail"
              queryKey={['customers', 'typeahead']}
              search={(text) => lookupCustomers(text)}
              idOf={(customer) => String(customer.Id)}
              renderOption={(customer) => <Text size="sm">{customer.Header}</Text>}
              onPick={(customer) => onSearch({ CustomerId: String(customer.Id), CustomerName: customer.Header })}
            />
          </div>
          <Select
            label="Mærke"
            placeholder="Alle mærker"
            data={makes.data ?? []}
            value={search.Make || null}
            onChange={(value) => onSearch({ Make: value ?? '' })}
            searchable
            clearable
            nothingFoundMessage="Ingen mærker"
            w={180}
          />
          <SearchText
            label="Bil"
            placeholder="Bil eller reg.nr."
            value={search.CarFreeTextQuery}
            onCommit={(CarFreeTextQuery) => onSearch({ CarFreeTextQuery })}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="case-list-active-label">
              Status
            </Text>
            <SegmentedControl
              aria-labelledby="case-list-active-label"
              value={String(search.IsActive)}
              onChange={(value) => onSearch({ IsActive: value === 'all' ? 'all' : value === 'true' })}
              data={[
                { value: 'true', label: 'Aktive' },
                { value: 'false', label: 'Afsluttede' },
                { value: 'all', label: 'Alle' },
              ]}
            />
          </Stack>
          {filtered && (
            <Button
              variant="subtle"
              leftSection={<IconX size={16} />}
              onClick={() => onSearch({ CaseId: '', FreeTextQuery: '', Make: '', CarFreeTextQuery: '', CustomerId: '', CustomerName: '' })}
            >
              Nulstil søgning
            </Button>
          )}
        </Group>
        {search.CustomerId && (
          <Group gap="xs">
            <Badge
              variant="light"
              rightSection={<CloseButton size="xs" aria-label="Fjern kunde" onClick={() => onSearch({ CustomerId: '', CustomerName: '' })} />}
            >
              {search.CustomerName ? `Kunde: ${search.CustomerName}` : `Kun kunde nr. ${search.CustomerId}`}
            </Badge>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
