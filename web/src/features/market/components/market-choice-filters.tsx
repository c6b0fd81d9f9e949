import { Grid, Select } from '@mantine/core';
import { FUEL_TYPE_LABELS } from '../../../../../domain/cars/car.ts';
import { formatNumber } from '../../../../../domain/format.ts';
import type { CarListChoice } from '../../../../../domain/market/car-list.ts';
import { LISTING_FUEL_TYPES } from '../../../../../events/market-vocabulary.ts';

export type ListingFuelChoice = '' | (typeof LISTING_FUEL_TYPES)[number];

export interface MarketChoiceFiltersProps {
  types: readonly CarListChoice<number>[] | undefined;
  makes: readonly CarListChoice[] | undefined;
  carType: string;
  make: string;
  fuel: ListingFuelChoice;
  /** A new type clears the make: the makes are counted within the type. */
  onChange: (patch: { CarType?: string; Make?: string; Fuel?: ListingFuelChoice }) => void;
}

/** The market's type, make (each with its number of cars) and fuel choices, as all cars and the marketplace show them. */
export function MarketChoiceFilters({ types, makes, carType, make, fuel, onChange }: MarketChoiceFiltersProps) {
  return (
    <>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Select
          label="Type"
          clearable
          data={(types ?? []).map((type) => ({ value: String(type.Id), label: `${type.Name} (${formatNumber(type.Count)})` }))}
          value={carType || null}
          onChange={(value) => onChange({ CarType: value ?? '', Make: '' })}
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Select
          label="Mærke"
          searchable
          clearable
          data={(makes ?? []).map((choice) => ({ value: choice.Id, label: `${choice.Name} (${formatNumber(choice.Count)})` }))}
          value={(makes ?? []).find((choice) => choice.Id.toLowerCase() === make.toLowerCase())?.Id ?? null}
          onChange={(value) => onChange({ Make: value ?? '' })}
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Select
          label="Drivmiddel"
          clearable
          data={LISTING_FUEL_TYPES.map((choice) => ({ value: choice, label: FUEL_TYPE_LABELS[choice] }))}
          value={fuel || null}
          onChange={(value) => onChange({ Fuel: (value ?? '') as ListingFuelChoice })}
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
    </>
  );
}
