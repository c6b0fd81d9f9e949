import { Button, Grid, Group, MultiSelect, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState, type FormEvent } from 'react';
import { danishToday, formatNumber, toClientDate, toServerDate } from '../../../../../domain/format.ts';
import { MARKET_CAR_TYPES } from '../../../../../domain/market/car-list.ts';
import { createdRange, MARKETPLACES, MarketplaceMessages } from '../../../../../domain/market/marketplace.ts';
import { besideDetails, CutText, ListGrid } from '@/components/list-grid.tsx';
import {
  marketplaceCarTypesQuery,
  marketplaceMakesQuery,
  marketplaceSearchQuery,
  PAGE_SIZE,
  type MarketplaceListing,
  type MarketplacePatch,
  type MarketplaceSearch,
  type MarketplaceSortKey,
} from '../api/marketplace.ts';
import { MarketChoiceFilters } from './market-choice-filters.tsx';
import { MARKETPLACE_LABELS, MarketplaceListingPane } from './marketplace-listing-pane.tsx';

/** The grid fits beside the menu on a laptop; the seller's town is in the listing's pane, its zip code here. */
const COLUMNS: DataTableColumn<MarketplaceListing>[] = [
  { accessor: 'CreatedDate', title: 'Oprettet', width: 110, sortable: true, noWrap: true, render: (row) => toClientDate(row.CreatedDate) },
  { accessor: 'Type', title: 'Type', width: 120, sortable: true, ellipsis: true, render: (row) => MARKET_CAR_TYPES[row.CarType] ?? '' },
  { accessor: 'Make', title: 'Mærke', width: 110, sortable: true },
  { accessor: 'Model', title: 'Model', width: 190, sortable: true, ellipsis: true, render: (row) => `${row.Model} ${row.Variant}`.trim() },
  { accessor: 'ModelYear', title: 'Årgang', width: 80 },
  { accessor: 'Mileage', title: 'Km', width: 90, sortable: true, noWrap: true, textAlign: 'right', render: (row) => formatNumber(row.Mileage) },
  { accessor: 'CashPrice', title: 'Pris', width: 110, sortable: true, noWrap: true, textAlign: 'right', render: (row) => formatNumber(row.RetailPrice) },
  { accessor: 'Marketplace', title: 'Markedsplads', width: 120, noWrap: true, render: (row) => MARKETPLACE_LABELS[row.Marketplace] ?? row.Marketplace },
  { accessor: 'ZipCode', title: 'Postnr.', width: 80, sortable: true, render: (row) => row.DealerZip },
];

/** Beside a listing's details: the car, its year, mileage and price, and when it was listed, without scrolling sideways. */
const CAR_COLUMN_WIDTH = 200;
const COLUMNS_BESIDE_DETAILS: DataTableColumn<MarketplaceListing>[] = besideDetails([
  { accessor: 'Model', title: 'Bil', width: CAR_COLUMN_WIDTH, sortable: true, render: (row) => <CutText text={`${row.Make} ${row.Model} ${row.Variant}`.trim()} width={CAR_COLUMN_WIDTH - 20} /> },
  { accessor: 'ModelYear', title: 'Årgang', width: 60 },
  { accessor: 'Mileage', title: 'Km', width: 70, sortable: true, noWrap: true, textAlign: 'right', render: (row) => formatNumber(row.Mileage) },
  { accessor: 'CashPrice', title: 'Pris', width: 90, sortable: true, noWrap: true, textAlign: 'right', render: (row) => formatNumber(row.RetailPrice) },
  { accessor: 'CreatedDate', title: 'Oprettet', width: 85, sortable: true, noWrap: true, render: (row) => toClientDate(row.CreatedDate) },
]);

/** The typed filters, applied together by 'Søg' (or Enter). */
const TEXT_FILTERS = [
  ['FreetextQuery', 'Fritekst'],
  ['ModelYearFrom', 'Årgang fra'],
  ['ModelYearTo', 'Årgang til'],
  ['MileageFrom', 'Km fra (tusinder)'],
  ['MileageTo', 'Km til (tusinder)'],
  ['PriceFrom', 'Pris fra'],
  ['PriceTo', 'Pris til'],
] as const;

type DateField = 'CreatedDateFrom' | 'CreatedDateTo';
type DateErrors = Partial<Record<DateField, string>>;

/**
 * The created-date filters as typed (dd-mm-åååå), checked by the marketplace's rules (spec part 1 §5): from is
 * yesterday at the latest, to defaults to today and may not come before from. Today's to-date is the default, so the
 * address leaves it out: a saved link then still ends today tomorrow.
 */
export const checkCreatedDates = (typed: Record<DateField, string>, today: string): { dates: Record<DateField, string> } | { errors: DateErrors } => {
  const errors: DateErrors = {};
  const server: Partial<Record<DateField, string>> = {};
  for (const field of ['CreatedDateFrom', 'CreatedDateTo'] as const) {
    const text = typed[field].trim();
    if (text === '') continue;
    const day = toServerDate(text);
    if (day === undefined) errors[field] = MarketplaceMessages.createdDateFormat;
    else server[field] = day;
  }
  if (errors.CreatedDateFrom || errors.CreatedDateTo) return { errors };
  const range = createdRange(today, server.CreatedDateFrom, server.CreatedDateTo);
  if ('refused' in range) return { errors: { [range.field]: range.refused } };
  return {
    dates: {
      CreatedDateFrom: range.from === null ? '' : toClientDate(range.from),
      CreatedDateTo: range.to === today ? '' : toClientDate(range.to),
    },
  };
};

/**
 * The marketplace (spec part 1 §2 marketplace list, §3 "Marketplace listing"): the cars for sale on the two ad
 * marketplaces and the provider's wholesale list, searched by type, make, fuel, marketplace, model year, mileage, price,
 * created date and free text, sorted and paged on the server, newest first; one listing chosen at a time, its details
 * and the link to the listing beside.
 */
export function MarketplacePage({ search, onSearch }: { search: MarketplaceSearch; onSearch: (patch: MarketplacePatch) => void }) {
  const page = useQuery(marketplaceSearchQuery(search));
  const makes = useQuery(marketplaceMakesQuery(search.CarType));
  const types = useQuery(marketplaceCarTypesQuery());
  const [dateErrors, setDateErrors] = useState<DateErrors>({});
  const today = danishToday();
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string): string => String(form.get(name) ?? '').trim();
    const checked = checkCreatedDates({ CreatedDateFrom: text('CreatedDateFrom'), CreatedDateTo: text('CreatedDateTo') }, today);
    if ('errors' in checked) {
      setDateErrors(checked.errors);
      return;
    }
    setDateErrors({});
    onSearch({ ...(Object.fromEntries(TEXT_FILTERS.map(([name]) => [name, text(name)])) as MarketplacePatch), ...checked.dates });
  };
  const reset = (): void => {
    setDateErrors({});
    onSearch({ ...(Object.fromEntries(TEXT_FILTERS.map(([name]) => [name, ''])) as MarketplacePatch), CreatedDateFrom: '', CreatedDateTo: '' });
  };
  const sortKey = (search.sort || 'CreatedDate') as MarketplaceSortKey;
  const direction = search.sortdir || (search.sort ? 'asc' : 'desc');
  const chosen = search.listing ? page.data?.List.find((listing) => listing.Id === search.listing) : undefined;
  const formKey = [...TEXT_FILTERS.map(([name]) => search[name]), search.CreatedDateFrom, search.CreatedDateTo].join('|');
  return (
    <Stack gap="sm">
      <Title order={2}>Markedsplads</Title>
      <form onSubmit={submit} aria-label="Søg på markedspladsen" key={formKey} noValidate>
        <Grid gap="xs" align="flex-start">
          <MarketChoiceFilters
            types={types.data}
            makes={makes.data}
            carType={search.CarType}
            make={search.Make}
            fuel={search.Fuel}
            onChange={onSearch}
          />
          <Grid.Col span={{ base: 6, md: 3 }}>
            <MultiSelect
              label="Markedspladser"
              placeholder={search.Marketplaces ? undefined : 'Alle'}
              data={MARKETPLACES.map((name) => ({ value: name, label: MARKETPLACE_LABELS[name] ?? name }))}
              value={search.Marketplaces ? search.Marketplaces.split(',') : []}
              onChange={(values) => onSearch({ Marketplaces: values.join(',') })}
              comboboxProps={{ withinPortal: true }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 3 }}>
            <TextInput label="Fritekst" name="FreetextQuery" defaultValue={search.FreetextQuery} />
          </Grid.Col>
          {TEXT_FILTERS.filter(([name]) => name !== 'FreetextQuery').map(([name, label]) => (
            <Grid.Col key={name} span={{ base: 6, md: 2 }}>
              <TextInput label={label} name={name} defaultValue={search[name]} inputMode="numeric" />
            </Grid.Col>
          ))}
          <Grid.Col span={{ base: 6, md: 2 }}>
            <TextInput label="Oprettet fra" name="CreatedDateFrom" placeholder="dd-mm-åååå" maxLength={10} defaultValue={search.CreatedDateFrom} error={dateErrors.CreatedDateFrom} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <TextInput label="Oprettet til" name="CreatedDateTo" placeholder="dd-mm-åååå" maxLength={10} defaultValue={search.CreatedDateTo || toClientDate(today)} error={dateErrors.CreatedDateTo} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {/* Level with the date fields, below their labels, whether or not a field shows its message. */}
            <Group gap="xs" mt={{ base: 0, md: 24 }}>
              <Button type="submit">Søg</Button>
              <Button variant="default" onClick={reset}>
                Nulstil
              </Button>
            </Group>
          </Grid.Col>
        </Grid>
      </form>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, lg: chosen ? 8 : 12 }}>
          <ListGrid<MarketplaceListing>
            label="Markedsplads"
            rows={page.data?.List ?? []}
            columns={chosen ? COLUMNS_BESIDE_DETAILS : COLUMNS}
            minWidth={chosen ? 500 : 1010}
            rowHeight={30}
            rowIdAttribute="data-listing-id"
            fetching={page.isFetching}
            error={page.error}
            failedText="Annoncerne kunne ikke hentes."
            emptyText="Ingen annoncer fundet."
            total={page.data?.Total ?? 0}
            pageSize={PAGE_SIZE}
            page={search.page}
            onPage={(next) => onSearch({ page: next, listing: '' })}
            sort={{ columnAccessor: sortKey, direction }}
            onSort={(column, dir) => onSearch({ sort: column as MarketplaceSortKey, sortdir: dir, listing: '' })}
            active={search.listing || undefined}
            onActivate={(id) => onSearch({ listing: id, page: search.page })}
            onOpen={(id) => onSearch({ listing: id, page: search.page })}
          />
        </Grid.Col>
        {chosen ? (
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <MarketplaceListingPane listing={chosen} onClose={() => onSearch({ listing: '', page: search.page })} />
          </Grid.Col>
        ) : null}
      </Grid>
    </Stack>
  );
}
