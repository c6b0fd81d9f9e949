import { Button, Card, Group, Select } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { customerMakesQuery, offeredScopes, searchableDepartmentsQuery } from '../../api/customer-list.ts';
import {
  CATEGORY_FILTER_LABELS,
  CATEGORY_FILTERS,
  isFiltered,
  SCOPE_LABELS,
  type CategoryFilter,
  type CustomerListPatch,
  type CustomerListSearch,
  type CustomerScope,
} from '../../model/customer-list-search.ts';
import { SearchText } from '@/components/search-text.tsx';

/**
 * The search panel (spec part 1 §3 "Customer list row and search", §4 "Search scope"): scope (mine, my department,
 * all departments where the group has others, or one department of them), category, registration number of a
 * customer's car, make and model, and free text.
 */
export function SearchPanel({ search, onSearch }: { search: CustomerListSearch; onSearch: (patch: CustomerListPatch) => void }) {
  const makes = useQuery(customerMakesQuery(search));
  const departments = useQuery(searchableDepartmentsQuery);
  const scopes = offeredScopes(departments.data);

  return (
    <Card withBorder padding="sm" component="section" aria-label="Søg kunder">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Vis"
          data={scopes.map((scope) => ({ value: scope, label: SCOPE_LABELS[scope] }))}
          value={search.SearchManagementLevel}
          // A new scope starts with no department chosen and every make.
          onChange={(value) => value && onSearch({ SearchManagementLevel: value as CustomerScope, DealerId: '', CarMake: '', CarModel: '' })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={210}
        />
        {search.SearchManagementLevel === 'Conglomerate' && (
          <Select
            label="Afdeling"
            placeholder="Alle afdelinger"
            data={(departments.data ?? []).map((department) => ({ value: department.Id, label: department.Name }))}
            value={search.DealerId || null}
            // No choice is every department the user may search.
            onChange={(value) => onSearch({ DealerId: value ?? '', CarMake: '', CarModel: '' })}
            clearable
            searchable
            maxDropdownHeight={450}
            comboboxProps={{ withinPortal: true }}
            w={220}
          />
        )}
        <Select
          label="Kategori"
          data={CATEGORY_FILTERS.map((category) => ({ value: category, label: CATEGORY_FILTER_LABELS[category] }))}
          value={search.SearchType}
          onChange={(value) => onSearch({ SearchType: (value ?? '') as CategoryFilter })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={170}
        />
        <SearchText label="Reg.nr." value={search.RegistrationNumber} onCommit={(RegistrationNumber) => onSearch({ RegistrationNumber })} upperCase />
        <Select
          label="Mærke"
          placeholder="Alle mærker"
          data={(makes.data ?? []).map((make) => ({ value: make.Name, label: `${make.Name} (${make.Count})` }))}
          value={search.CarMake || null}
          onChange={(value) => onSearch({ CarMake: value ?? '', CarModel: '' })}
          searchable
          clearable
          nothingFoundMessage="Ingen mærker"
          comboboxProps={{ withinPortal: true }}
          w={180}
        />
        <SearchText label="Model" value={search.CarModel} onCommit={(CarModel) => onSearch({ CarModel })} />
        <SearchText label="Fritekst" placeholder="Navn, adresse, telefon eller e-mail" w={290} value={search.FreeText} onCommit={(FreeText) => onSearch({ FreeText })} />
        {isFiltered(search) && (
          <Button variant="subtle" leftSection={<IconX size={16} />} onClick={() => onSearch({ RegistrationNumber: '', CarMake: '', CarModel: '', FreeText: '' })}>
            Nulstil søgning
          </Button>
        )}
      </Group>
    </Card>
  );
}
