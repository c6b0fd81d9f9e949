import { Button, Grid, Group, Select, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState, type FormEvent } from 'react';
import { formatNumber, toClientDate } from '../../../../../domain/format.ts';
import { MARKET_REGIONS } from '../../../../../domain/market/listing.ts';
import type { CarListRow } from '../../../../../domain/market/car-list.ts';
import { besideDetails, CutText, ListGrid } from '@/components/list-grid.tsx';
import { currentUserQuery, hasRoleFlag, mayCall } from '@/lib/current-user.ts';
import { carListCarTypesQuery, carListMakesQuery, carListQuery, carListSearchQuery, PAGE_SIZE, type CarListPatch, type CarListSearch, type CarListSortKey } from '../api/car-list.ts';
import { PrintAllCarsButton } from './all-cars-print.tsx';
import { CarDetailsPane } from './car-details-pane.tsx';
import { MarketChoiceFilters } from './market-choice-filters.tsx';
import { PriceGuideBox } from './price-guide-box.tsx';

const amount = (value: number | null): string => (value === null ? '' : formatNumber(value));

/** Spec part 1 §3 "All-cars grid": the columns, and the sale's besides on the sold tab and the all tab. */
const columnsFor = (isSold: string): DataTableColumn<CarListRow>[] => [
  { accessor: 'Type', title: 'Type', width: 110, sortable: true, render: (row) => row.TypeName },
  { accessor: 'Make', title: 'Mærke', width: 120, sortable: true },
  { accessor: 'Model', title: 'Model', width: 220, sortable: true, ellipsis: true, render: (row) => `${row.Model} ${row.Variant}`.trim() },
  { accessor: 'FirstRegistrationDate', title: '1. reg.', width: 110, sortable: true, noWrap: true, render: (row) => toClientDate(row.FirstRegistrationDate) },
  { accessor: 'Mileage', title: 'Km', width: 90, sortable: true, textAlign: 'right', render: (row) => amount(row.Mileage) },
  { accessor: 'CashPrice', title: 'Kontantpris', width: 110, sortable: true, textAlign: 'right', render: (row) => amount(row.CashPrice) },
  { accessor: 'Price', title: 'Pris ekskl. levering', width: 140, sortable: true, textAlign: 'right', render: (row) => amount(row.Price) },
  { accessor: 'ZipCode', title: 'Postnr.', width: 80, sortable: true },
  { accessor: 'ModifiedDate', title: 'Ændret', width: 110, sortable: true, noWrap: true, render: (row) => toClientDate(row.ModifiedDate) },
  ...(isSold === 'false'
    ? []
    : [
        { accessor: 'SalesPriceType', title: 'Salgspristype', width: 110, render: (row: CarListRow) => (row.SalesPriceType ? 'Kontantpris' : '') },
        { accessor: 'SalesDate', title: 'Salgsdato', width: 110, sortable: true, noWrap: true, render: (row: CarListRow) => toClientDate(row.SalesDate) },
        { accessor: 'SalesPrice', title: 'Salgspris', width: 110, sortable: true, textAlign: 'right' as const, render: (row: CarListRow) => amount(row.SalesPrice) },
      ]),
];

/**
 * Beside a car's details the grid keeps what tells the cars apart and what they cost: the car (make, model, variant),
 * its first registration, mileage and prices, or the sale on the sold tab, so that nothing the salesperson compares
 * with the car they look at is scrolled out of sight.
 */
const CAR_COLUMN_WIDTH = 210;
const columnsBesideDetails = (isSold: string): DataTableColumn<CarListRow>[] => besideDetails([
  {
    accessor: 'Model',
    title: 'Bil',
    width: CAR_COLUMN_WIDTH,
    sortable: true,
    render: (row) => <CutText text={`${row.Make} ${row.Model} ${row.Variant}`.trim()} width={CAR_COLUMN_WIDTH - 20} />,
  },
  { accessor: 'FirstRegistrationDate', title: '1. reg.', width: 80, sortable: true, noWrap: true, render: (row) => toClientDate(row.FirstRegistrationDate) },
  { accessor: 'Mileage', title: 'Km', width: 65, sortable: true, textAlign: 'right', render: (row) => amount(row.Mileage) },
  ...(isSold === 'true'
    ? [
        { accessor: 'SalesDate', title: 'Salgsdato', width: 90, sortable: true, noWrap: true, render: (row: CarListRow) => toClientDate(row.SalesDate) },
        { accessor: 'SalesPrice', title: 'Salgspris', width: 90, sortable: true, textAlign: 'right' as const, render: (row: CarListRow) => amount(row.SalesPrice) },
      ]
    : [
        { accessor: 'CashPrice', title: 'Kontantpris', width: 90, sortable: true, textAlign: 'right' as const, render: (row: CarListRow) => amount(row.CashPrice) },
        { accessor: 'Price', title: 'Pris', width: 90, sortable: true, textAlign: 'right' as const, render: (row: CarListRow) => amount(row.Price) },
      ]),
]);
// The columns' widths and the selection's checkbox.
const BESIDE_DETAILS_MIN_WIDTH = 600;

/** The typed filters, applied together by 'Søg' (or Enter). */
const TEXT_FILTERS = [
  ['FreetextQuery', 'Fritekst'],
  ['RegistrationYearFrom', 'Reg. år fra'],
  ['RegistrationYearTo', 'Reg. år til'],
  ['MileageFrom', 'Km fra (tusinder)'],
  ['MileageTo', 'Km til (tusinder)'],
  ['PriceFrom', 'Pris fra'],
  ['PriceTo', 'Pris til'],
  ['ZipcodeFrom', 'Postnr. fra'],
  ['ZipcodeTo', 'Postnr. til'],
  ['ActualMileage', 'Faktisk km (tusinder)'],
] as const;

/**
 * The all-cars list, also the price guide (spec part 1 §2 /Cars/CarList/): every car on the market in tabs (all, for
 * sale, sold), searched by make, type, fuel, years, mileage, price, zip code or region and free text, sorted and paged on
 * the server; the price guide of the cars found; a chosen car's details beside.
 */
export function AllCarsPage({ search, onSearch }: { search: CarListSearch; onSearch: (patch: CarListPatch) => void }) {
  const page = useQuery(carListSearchQuery(search));
  const makes = useQuery(carListMakesQuery(search.IsSold, search.CarType));
  const types = useQuery(carListCarTypesQuery(search.IsSold));
  const user = useQuery(currentUserQuery).data;
  // The cars chosen for the print belong to the search and page they were chosen in.
  const searchKey = JSON.stringify(carListQuery(search));
  const [choice, setChoice] = useState<{ key: string; rows: CarListRow[] }>({ key: searchKey, rows: [] });
  // Printed in the list's order, whatever order they were ticked in.
  const chosenIds = new Set((choice.key === searchKey ? choice.rows : []).map((row) => row.Id));
  const selected = (page.data?.List ?? []).filter((row) => chosenIds.has(row.Id));
  const mayPrint = user !== undefined && mayCall(user, 'GET', '/api/PrintAllCars/PrintAllCars');
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSearch(Object.fromEntries(TEXT_FILTERS.map(([name]) => [name, String(form.get(name) ?? '').trim()])) as CarListPatch);
  };
  const sortKey = (search.sort || 'ModifiedDate') as CarListSortKey;
  const direction = search.sortdir || (search.sort ? 'asc' : 'desc');
  return (
    <Stack gap="sm">
      <Title order={2}>Alle biler</Title>
      <Tabs value={search.IsSold || 'all'} onChange={(tab) => onSearch({ IsSold: tab === 'all' || !tab ? '' : (tab as 'true' | 'false') })}>
        <Tabs.List>
          <Tabs.Tab value="all">Alle</Tabs.Tab>
          <Tabs.Tab value="false">Til salg</Tabs.Tab>
          <Tabs.Tab value="true">Solgte</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <form onSubmit={submit} aria-label="Søg i alle biler" key={TEXT_FILTERS.map(([name]) => search[name]).join('|')}>
        <Grid gap="xs" align="flex-end">
          <MarketChoiceFilters
            types={types.data}
            makes={makes.data}
            carType={search.CarType}
            make={search.Make}
            fuel={search.Fuel}
            onChange={onSearch}
          />
          <Grid.Col span={{ base: 6, md: 2 }}>
            <Select
              label="Region"
              clearable
              data={[...MARKET_REGIONS]}
              value={search.Region || null}
              onChange={(value) => onSearch({ Region: (value ?? '') as CarListSearch['Region'] })}
              comboboxProps={{ withinPortal: true }}
            />
          </Grid.Col>
          {TEXT_FILTERS.map(([name, label]) => (
            <Grid.Col key={name} span={{ base: 6, md: name === 'FreetextQuery' ? 4 : 2 }}>
              <TextInput label={label} name={name} defaultValue={search[name]} inputMode={name === 'FreetextQuery' ? 'text' : 'numeric'} />
            </Grid.Col>
          ))}
          <Grid.Col span={{ base: 12, md: 2 }}>
            <Group gap="xs">
              <Button type="submit">Søg</Button>
              <Button variant="default" onClick={() => onSearch(Object.fromEntries(TEXT_FILTERS.map(([name]) => [name, ''])) as CarListPatch)}>
                Nulstil
              </Button>
            </Group>
          </Grid.Col>
        </Grid>
      </form>
      {page.data?.PriceGuide ? <PriceGuideBox guide={page.data.PriceGuide} /> : null}
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, lg: search.car ? 8 : 12 }}>
          {mayPrint && (
            <Group justify="space-between" mb={4}>
              <Text size="sm" c="dimmed">
                {selected.length === 0 ? 'Vælg biler for at udskrive dem.' : `${formatNumber(selected.length)} ${selected.length === 1 ? 'bil' : 'biler'} valgt`}
              </Text>
              <PrintAllCarsButton search={search} selected={selected} total={page.data?.Total ?? 0} priceGuide={hasRoleFlag(user, 'priceguide')} />
            </Group>
          )}
          <ListGrid<CarListRow>
            label="Alle biler"
            rows={page.data?.List ?? []}
            columns={search.car ? columnsBesideDetails(search.IsSold) : columnsFor(search.IsSold)}
            minWidth={search.car ? BESIDE_DETAILS_MIN_WIDTH : 1000}
            rowHeight={27}
            rowIdAttribute="data-market-car-id"
            fetching={page.isFetching}
            error={page.error}
            failedText="Bilerne kunne ikke hentes."
            emptyText="Ingen biler fundet."
            total={page.data?.Total ?? 0}
            pageSize={PAGE_SIZE}
            page={search.page}
            onPage={(next) => onSearch({ page: next })}
            sort={{ columnAccessor: sortKey, direction }}
            onSort={(column, dir) => onSearch({ sort: column as CarListSortKey, sortdir: dir })}
            active={search.car || undefined}
            onActivate={(id) => onSearch({ car: id, page: search.page })}
            onOpen={(id) => onSearch({ car: id, page: search.page })}
            selection={
              mayPrint
                ? { selected, onSelect: (rows) => setChoice({ key: searchKey, rows }), allLabel: 'Vælg alle biler på siden', rowLabel: (row) => `Vælg bil ${row.Make} ${row.Model} ${row.Variant}`.trim() }
                : undefined
            }
          />
        </Grid.Col>
        {search.car ? (
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <CarDetailsPane id={search.car} onClose={() => onSearch({ car: '', page: search.page })} />
          </Grid.Col>
        ) : null}
      </Grid>
    </Stack>
  );
}
