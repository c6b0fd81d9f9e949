import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatKr, formatNumber, toClientDate } from '../../../../../domain/format.ts';
import { api } from '@/lib/api.ts';
import type { OwnCar, OwnCarLookup } from '../api/types.ts';
import { PickListModal } from '@/components/pick-list-modal.tsx';
import { Typeahead } from '@/components/typeahead.tsx';

/** The stock search scopes (spec part 1 §3): mine, my department (the default), all departments where allowed. */
const SCOPES = [
  { value: 'User', label: 'Mine biler' },
  { value: 'Dealer', label: 'Min afdelings biler' },
  { value: 'Conglomerate', label: 'Alle afdelingers biler' },
] as const;
type Scope = (typeof SCOPES)[number]['value'];

/** The scope is sent only when it is not the server's default (my department). */
const scopeParam = (scope: Scope): string | undefined => (scope === 'Dealer' ? undefined : scope);

const describe = (car: OwnCar): string =>
  [car.RegistrationNumber, car.FirstRegistrationDate && toClientDate(car.FirstRegistrationDate), car.Mileage !== null && `${formatNumber(car.Mileage)} km`]
    .filter(Boolean)
    .join(' · ');

/**
 * The car: the own-cars typeahead in the chosen scope (all departments only when `allDepartments`); 'Se alle' opens the own-cars grid (spec part 2 §2 "Own-cars
 * picker": make, model, first registration, km, cash price, vehicle number, and branch when searching all departments).
 */
export function CarPicker({ onPick, disabled, allDepartments = false }: { onPick: (car: OwnCar) => void; disabled?: boolean; allDepartments?: boolean }) {
  const [showAll, setShowAll] = useState<string | undefined>(undefined);
  const [scope, setScope] = useState<Scope>('Dealer');
  // All departments only for a role that may search them (the server refuses it to the others).
  const scopes = SCOPES.filter((option) => option.value !== 'Conglomerate' || allDepartments);
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label="Søg i"
        size="xs"
        data={[...scopes]}
        value={scope}
        onChange={(value) => setScope(value as Scope)}
        disabled={disabled}
        style={{ alignSelf: 'flex-start' }}
      />
      <Typeahead<OwnCar>
        label="Find bil på lager"
        placeholder="Mærke, model, reg.nr. eller vognnr."
        queryKey={['cars', 'own-cars-typeahead', scope]}
        search={(searchText) => api.get<OwnCarLookup>('/api/TypeaheadOwnCars/Lookup', { searchText, searchType: scopeParam(scope) })}
        idOf={(car) => String(car.Id)}
        renderOption={(car) => (
          <Stack gap={0}>
            <Text size="sm">{car.Title}</Text>
            <Text size="xs" c="dimmed">
              {describe(car)}
              {scope === 'Conglomerate' && car.Branch ? ` · ${car.Branch}` : ''}
            </Text>
          </Stack>
        )}
        onPick={onPick}
        onShowAll={setShowAll}
        disabled={disabled}
      />
      <PickListModal<OwnCar>
        title="Vælg bil"
        searchText={showAll}
        queryKey={['cars', 'own-cars-list', scope]}
        search={(searchText) => api.get<OwnCarLookup>('/api/TypeaheadOwnCars/List/', { searchText, searchType: scopeParam(scope) })}
        idOf={(car) => String(car.Id)}
        columns={(rows) => [
          { accessor: 'Make', title: 'Mærke' },
          { accessor: 'Model', title: 'Model' },
          { accessor: 'FirstRegistrationDate', title: '1. reg.', render: (car) => toClientDate(car.FirstRegistrationDate) },
          { accessor: 'Mileage', title: 'Km', textAlign: 'right', render: (car) => (car.Mileage === null ? '' : formatNumber(car.Mileage)) },
          { accessor: 'CashPrice', title: 'Kontantpris', textAlign: 'right', render: (car) => (car.CashPrice === null ? '' : formatKr(car.CashPrice, 0)) },
          { accessor: 'VehicleNumber', title: 'Vognnr.' },
          { accessor: 'Branch', title: 'Afdeling', hidden: scope !== 'Conglomerate' || !rows.some((car) => car.Branch) },
        ]}
        onPick={onPick}
        onClose={() => setShowAll(undefined)}
      />
    </Stack>
  );
}
