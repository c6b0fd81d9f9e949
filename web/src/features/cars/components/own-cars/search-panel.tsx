import { Button, Card, Checkbox, Group, MultiSelect, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CarFieldMessages, CHASSIS_TYPES, FUEL_TYPE_LABELS, GEAR_TYPE_LABELS } from '../../../../../../domain/cars/car.ts';
import { danishToday } from '../../../../../../domain/format.ts';
import { FUEL_TYPES, GEAR_TYPES } from '../../../../../../events/cars.ts';
import { DateTextInput } from '@/components/date-text-input.tsx';
import {
  carTypesQuery,
  extraEquipmentsQuery,
  makesQuery,
  OWN_CARS_DEFAULTS,
  searchableDepartmentsQuery,
  STOCK_CATEGORIES,
  STOCK_CATEGORY_LABELS,
  type OwnCarsSearch,
  type StockCategory,
} from '../../api/own-car-search.ts';
import { nextScope, scopeOptions, selectionOf } from '../../model/scope-selection.ts';
import { SearchText } from '@/components/search-text.tsx';

export type OwnCarsPatch = Partial<Omit<OwnCarsSearch, 'page'>> & { page?: number };

/** Spec part 1 §5: the sold-date filters end yesterday at the latest. */
export const SOLD_DATE_LATEST = 'Datoen kan senest være i går.';

const DROPDOWN = { withinPortal: true } as const;

/** A sold-date bound: committed when it is a date before today, else shown with the rule it breaks. */
function SoldDate({ label, value, onCommit }: { label: string; value: string; onCommit: (value: string) => void }) {
  // What is typed, kept until it is a date (the field shows it as typed).
  const [draft, setDraft] = useState<string | null>(value || null);
  // The URL's value as last shown, and the value last sent (the URL follows once the list has loaded).
  const [shown, setShown] = useState(value);
  const [committed, setCommitted] = useState(value);
  const [error, setError] = useState<string | undefined>();
  // The URL changed from elsewhere (the tab, 'Nulstil'): show it. The URL catching up with what was sent keeps the
  // field as it is.
  if (value !== shown) {
    setShown(value);
    if (value !== committed) {
      setCommitted(value);
      setDraft(value || null);
      setError(undefined);
    }
  }
  const commit = (next: string): void => {
    setCommitted(next);
    onCommit(next);
  };
  return (
    <div style={{ width: 140 }}>
      <DateTextInput
        label={label}
        value={draft}
        error={error}
        onChange={(next) => {
          setDraft(next);
          if (next === null) {
            setError(undefined);
            if (committed !== '') commit('');
          } else if (!/^\d{4}-\d{2}-\d{2}$/.test(next)) setError(undefined);
          else if (next >= danishToday()) setError(SOLD_DATE_LATEST);
          else {
            setError(undefined);
            if (next !== committed) commit(next);
          }
        }}
        onBlur={() => {
          if (draft !== null && !/^\d{4}-\d{2}-\d{2}$/.test(draft)) setError(CarFieldMessages.date);
        }}
      />
    </div>
  );
}

/** A number range under one label: its bounds 'fra' and 'til' (named so to assistive technology). */
function Range({ label, from, to, onFrom, onTo, width = 80 }: { label: string; from: string; to: string; onFrom: (value: string) => void; onTo: (value: string) => void; width?: number }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap={4} wrap="nowrap">
        <SearchText label={`${label} fra`} hiddenLabel placeholder="fra" numeric value={from} onCommit={onFrom} w={width} />
        <SearchText label={`${label} til`} hiddenLabel placeholder="til" numeric value={to} onCommit={onTo} w={width} />
      </Group>
    </Stack>
  );
}

/**
 * The own-cars filter panel (spec part 1 §3 "Stock search parameters", §9; document 2 `/Cars/OwnCars`): scope with
 * departments, free text, car type and make (from the cars in scope), fuel, gear, chassis, the alert categories, days
 * in stock and externally, internal or external, extra equipment, price, mileage and model year; on the sold tab the
 * sold date range.
 */
export function SearchPanel({ search, onSearch, onReset }: { search: OwnCarsSearch; onSearch: (patch: OwnCarsPatch) => void; onReset: () => void }) {
  const departments = useQuery(searchableDepartmentsQuery);
  const searchable = departments.data ?? [];
  const types = useQuery(carTypesQuery(search));
  const makes = useQuery(makesQuery(search));
  const equipment = useQuery(extraEquipmentsQuery);
  const selection = selectionOf(search);
  const conglomerateOffered = searchable.length > 1;

  // All departments only where the group has other departments the user may search (spec part 1 §4): else the
  // department.
  useEffect(() => {
    if (departments.isSuccess && !conglomerateOffered && search.searchType === 'conglomerate') onSearch({ searchType: 'dealer', dealers: [] });
  }, [departments.isSuccess, conglomerateOffered, search.searchType, onSearch]);

  const { page: _page, goToRow: _goToRow, reset: _reset, IsSold: _isSold, sort: _sort, sortdir: _sortdir, ...filters } = search;
  const { page: _p, goToRow: _g, reset: _r, IsSold: _i, sort: _s, sortdir: _d, ...defaults } = OWN_CARS_DEFAULTS;
  const filtered = JSON.stringify(filters) !== JSON.stringify(defaults);

  return (
    <Card withBorder padding="sm" component="section" aria-label="Søg biler">
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <MultiSelect
            label="Vis"
            data={scopeOptions(searchable)}
            value={selection}
            onChange={(next) => onSearch({ ...nextScope(selection, next, searchable), Make: '', CarType: '' })}
            maxDropdownHeight={450}
            comboboxProps={DROPDOWN}
            w={260}
          />
          <SearchText label="Fritekst" placeholder="Mærke, model, reg.nr. eller stelnr." value={search.FreetextQuery} onCommit={(FreetextQuery) => onSearch({ FreetextQuery })} />
          <Select
            label="Biltype"
            placeholder="Alle biltyper"
            data={(types.data ?? []).map((type) => ({ value: String(type.Id), label: `${type.Name} (${type.Count})` }))}
            value={search.CarType || null}
            onChange={(value) => onSearch({ CarType: value ?? '', Make: '' })}
            clearable
            comboboxProps={DROPDOWN}
            w={190}
          />
          <Select
            label="Mærke"
            placeholder="Alle mærker"
            data={(makes.data ?? []).map((make) => ({ value: make.Id, label: `${make.Name} (${make.Count})` }))}
            value={search.Make || null}
            onChange={(value) => onSearch({ Make: value ?? '' })}
            searchable
            clearable
            nothingFoundMessage="Ingen mærker"
            comboboxProps={DROPDOWN}
            w={190}
          />
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <MultiSelect
            label="Drivmiddel"
            placeholder={search.fuel.length === 0 ? 'Alle' : undefined}
            data={FUEL_TYPES.filter((fuel) => fuel !== 'Unknown').map((fuel) => ({ value: fuel, label: FUEL_TYPE_LABELS[fuel] }))}
            value={search.fuel}
            onChange={(fuel) => onSearch({ fuel: fuel as OwnCarsSearch['fuel'] })}
            comboboxProps={DROPDOWN}
            maxDropdownHeight={180}
            w={200}
          />
          <Select
            label="Gear"
            placeholder="Alle"
            data={GEAR_TYPES.map((gear) => ({ value: gear, label: GEAR_TYPE_LABELS[gear] }))}
            value={search.gear || null}
            onChange={(value) => onSearch({ gear: (value ?? '') as OwnCarsSearch['gear'] })}
            clearable
            comboboxProps={DROPDOWN}
            w={150}
          />
          <Select
            label="Karrosseri"
            placeholder="Alle"
            data={Object.entries(CHASSIS_TYPES).map(([value, label]) => ({ value, label }))}
            value={search.chassis || null}
            onChange={(value) => onSearch({ chassis: value ?? '' })}
            clearable
            comboboxProps={DROPDOWN}
            w={150}
          />
          <MultiSelect
            label="Ekstraudstyr"
            placeholder={search.equipment.length === 0 ? 'Alt udstyr' : undefined}
            data={(equipment.data ?? []).map((item) => ({ value: item.Identifier, label: item.Name }))}
            value={search.equipment}
            onChange={(next) => onSearch({ equipment: next })}
            searchable
            comboboxProps={DROPDOWN}
            maxDropdownHeight={180}
            w={210}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="own-cars-internal-label">
              Visning
            </Text>
            <SegmentedControl
              aria-labelledby="own-cars-internal-label"
              value={search.isInternal}
              onChange={(value) => onSearch({ isInternal: value as OwnCarsSearch['isInternal'] })}
              data={[
                { value: '', label: 'Alle' },
                { value: 'true', label: 'Intern' },
                { value: 'false', label: 'Ekstern' },
              ]}
            />
          </Stack>
          {search.IsSold && (
            <>
              <SoldDate label="Solgt fra" value={search.soldfrom} onCommit={(soldfrom) => onSearch({ soldfrom })} />
              <SoldDate label="Solgt til" value={search.soldto} onCommit={(soldto) => onSearch({ soldto })} />
            </>
          )}
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Range label="Lagerdage" from={search.daysfrom} to={search.daysto} onFrom={(daysfrom) => onSearch({ daysfrom })} onTo={(daysto) => onSearch({ daysto })} />
          <Range
            label="Eksterne dage"
            from={search.externaldaysfrom}
            to={search.externaldaysto}
            onFrom={(externaldaysfrom) => onSearch({ externaldaysfrom })}
            onTo={(externaldaysto) => onSearch({ externaldaysto })}
          />
          <Range label="Pris" width={100} from={search.PriceFrom} to={search.PriceTo} onFrom={(PriceFrom) => onSearch({ PriceFrom })} onTo={(PriceTo) => onSearch({ PriceTo })} />
          <Range label="Km" width={100} from={search.MileageFrom} to={search.MileageTo} onFrom={(MileageFrom) => onSearch({ MileageFrom })} onTo={(MileageTo) => onSearch({ MileageTo })} />
          <Range label="Årgang" from={search.ModelYearFrom} to={search.ModelYearTo} onFrom={(ModelYearFrom) => onSearch({ ModelYearFrom })} onTo={(ModelYearTo) => onSearch({ ModelYearTo })} />
        </Group>
        <Group gap="lg" align="flex-end" wrap="wrap">
          <Checkbox.Group
            label="Kategorier"
            value={search.selectedCategories}
            onChange={(categories) => onSearch({ selectedCategories: categories as StockCategory[] })}
          >
            <Group gap="sm" mt={6}>
              {STOCK_CATEGORIES.map((category) => (
                <Checkbox key={category} value={category} label={STOCK_CATEGORY_LABELS[category]} />
              ))}
            </Group>
          </Checkbox.Group>
          {filtered && (
            <Button variant="subtle" leftSection={<IconX size={16} />} onClick={onReset}>
              Nulstil søgning
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
