import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatKr, formatNumber, toClientDate } from '../../../../../domain/format.ts';
import { listOwnCars, lookupOwnCars } from '../api/cases.ts';
import type { OwnCar } from '../api/types.ts';
import { PickListModal } from './pick-list-modal.tsx';
import { Typeahead } from './typeahead.tsx';

const describe = (car: OwnCar): string =>
  [car.RegistrationNumber, car.FirstRegistrationDate && toClientDate(car.FirstRegistrationDate), car.Mileage !== null && `${formatNumber(car.Mileage)} km`]
    .filter(Boolean)
    .join(' · ');

/**
 * The car: the own-cars typeahead; 'Se alle' opens the own-cars grid (spec part 2 §2 "Own-cars picker": make, model,
 * first registration, km, cash price, vehicle number, and branch when the list spans departments).
 */
export function CarPicker({ onPick, disabled }: { onPick: (car: OwnCar) => void; disabled?: boolean }) {
  const [showAll, setShowAll] = useState<string | undefined>(undefined);
  return (
    <>
      <Typeahead<OwnCar>
        label="Find bil på lager"
        placeholder="Mærke, model, reg.nr. eller vognnr."
        queryKey={['cars', 'own-cars-typeahead']}
        search={lookupOwnCars}
        idOf={(car) => String(car.Id)}
        renderOption={(car) => (
          <Stack gap={0}>
            <Text size="sm">{car.Title}</Text>
            <Text size="xs" c="dimmed">
              {describe(car)}
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
        queryKey={['cars', 'own-cars-list']}
        search={listOwnCars}
        idOf={(car) => String(car.Id)}
        columns={(rows) => [
          { accessor: 'Make', title: 'Mærke' },
          { accessor: 'Model', title: 'Model' },
          { accessor: 'FirstRegistrationDate', title: '1. reg.', render: (car) => toClientDate(car.FirstRegistrationDate) },
          { accessor: 'Mileage', title: 'Km', textAlign: 'right', render: (car) => (car.Mileage === null ? '' : formatNumber(car.Mileage)) },
          { accessor: 'CashPrice', title: 'Kontantpris', textAlign: 'right', render: (car) => (car.CashPrice === null ? '' : formatKr(car.CashPrice, 0)) },
          { accessor: 'VehicleNumber', title: 'Vognnr.' },
          { accessor: 'Branch', title: 'Afdeling', hidden: !rows.some((car) => car.Branch) },
        ]}
        onPick={onPick}
        onClose={() => setShowAll(undefined)}
      />
    </>
  );
}
