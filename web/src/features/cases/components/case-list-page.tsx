import { Badge, Button, Card, Divider, Grid, Group, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DataTable, useDataTableColumns, type DataTableColumn } from 'mantine-datatable';
import { useState, type KeyboardEvent } from 'react';
import { CASE_STATUS_LABELS } from '../../../../../domain/cases/status.ts';
import { formatDate, formatNumber, toClientDate } from '../../../../../domain/format.ts';
import { ApiError } from '../../../lib/api.ts';
import { currentUserQuery, type CurrentUser } from '../../../lib/current-user.ts';
import { caseDetailsQuery } from '../api/cases.ts';
import {
  CASE_PAGE_SIZE,
  caseMakesQuery,
  caseSearchQuery,
  conglomerateScopeQuery,
  type CaseListSearch,
  type CaseSortKey,
} from '../api/case-search.ts';
import type { CaseListRow, CaseScope } from '../api/types.ts';
import { caseListColumns, type CaseColumn } from '../model/case-list-columns.ts';
import { rememberCase, rememberedCase } from '../model/remembered-case.ts';

/** Spec part 2 §9: the grid reloads 500 ms after the search changes, and its rows are 27 px high. */
export const SEARCH_DELAY_MS = 500;
const ROW_HEIGHT = 27;

const SCOPE_LABELS: Record<CaseScope, string> = {
  Casemanager: 'Mine sager',
  Dealer: 'Min afdelings sager',
  Conglomerate: 'Alle afdelingers sager',
};

/** Roles the server may let search all departments (it has the last word: see conglomerateScopeQuery). */
const MAY_SEARCH_CONGLOMERATE = new Set(['Owner', 'BusinessManager', 'SalesManager']);
const mayAskForConglomerate = (user: CurrentUser): boolean => user.IsAdmin || (user.SimpleRole !== null && MAY_SEARCH_CONGLOMERATE.has(user.SimpleRole));

export type CaseListPatch = Partial<Omit<CaseListSearch, 'page'>> & { page?: number };

/**
 * The case list (spec part 2 §2 "Case list"): the search panel, the scope, the server-paged grid and the detail pane of
 * the active row. Everything the user sets lives in the URL; a double-click or Enter opens the case.
 */
export function CaseListPage({
  search,
  onSearch,
  onOpen,
}: {
  search: CaseListSearch;
  /** Changes the URL's list state; a change of anything but the page starts at page 1. */
  onSearch: (patch: CaseListPatch) => void;
  onOpen: (id: string) => void;
}) {
  const { data: user } = useSuspenseQuery(currentUserQuery);
  const list = useQuery(caseSearchQuery(search));
  const rows = list.data?.List ?? [];
  const [chosen, setChosen] = useState<string | undefined>(rememberedCase);
  // The active row: the one chosen if it is on this page, else the first (spec part 1 §4: first row active on start).
  const active = rows.find((row) => row.Id === chosen)?.Id ?? rows[0]?.Id;
  const choose = (id: string): void => {
    setChosen(id);
    rememberCase(id);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Sager
        </Title>
        <Button component={Link} to="/Cases/Case" leftSection={<IconPlus size={16} />}>
          Ny sag
        </Button>
      </Group>
      <SearchPanel user={user} search={search} onSearch={onSearch} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <CaseGrid
            user={user}
            search={search}
            rows={rows}
            total={list.data?.Total ?? 0}
            fetching={list.isFetching}
            error={list.error}
            active={active}
            onActivate={choose}
            onOpen={onOpen}
            onSearch={onSearch}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          {active ? <DetailPane id={active} user={user} onOpen={onOpen} /> : null}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** A text field bound to the URL: typing updates the list 500 ms after the last key, Enter at once. */
function SearchText({ label, placeholder, value, onCommit, inputMode }: {
  label: string;
  placeholder?: string;
  value: string;
  onCommit: (value: string) => void;
  inputMode?: 'numeric';
}) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  // The URL changed from elsewhere (back button, 'Nulstil'): show it.
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }
  const commit = (next: string): void => {
    const trimmed = next.trim();
    if (trimmed === committed) return;
    setCommitted(trimmed);
    onCommit(trimmed);
  };
  const debounced = useDebouncedCallback(commit, SEARCH_DELAY_MS);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      inputMode={inputMode}
      onChange={(event) => {
        const next = inputMode === 'numeric' ? event.currentTarget.value.replace(/\D/g, '') : event.currentTarget.value;
        setText(next);
        debounced(next);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          debounced.cancel();
          commit(text);
        }
      }}
    />
  );
}

function SearchPanel({ user, search, onSearch }: { user: CurrentUser; search: CaseListSearch; onSearch: (patch: CaseListPatch) => void }) {
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
          <SearchText label="Sagsnr." value={search.CaseId} onCommit={(CaseId) => onSearch({ CaseId })} inputMode="numeric" />
          <SearchText
            label="Fritekst"
            placeholder="Sagsnr., kunde eller bil"
            value={search.FreeTextQuery}
            onCommit={(FreeTextQuery) => onSearch({ FreeTextQuery })}
          />
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
              onClick={() => onSearch({ CaseId: '', FreeTextQuery: '', Make: '', CarFreeTextQuery: '', CustomerId: '' })}
            >
              Nulstil søgning
            </Button>
          )}
        </Group>
        {search.CustomerId && (
          <Group gap="xs">
            <Badge variant="light">Kun kunde nr. {search.CustomerId}</Badge>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

const cellText = (value: string | null | undefined): string => value ?? '';

function CaseGrid({
  user,
  search,
  rows,
  total,
  fetching,
  error,
  active,
  onActivate,
  onOpen,
  onSearch,
}: {
  user: CurrentUser;
  search: CaseListSearch;
  rows: CaseListRow[];
  total: number;
  fetching: boolean;
  error: Error | null;
  active: string | undefined;
  onActivate: (id: string) => void;
  onOpen: (id: string) => void;
  onSearch: (patch: CaseListPatch) => void;
}) {
  const render: Partial<Record<CaseColumn, (row: CaseListRow) => string>> = {
    ModifiedDate: (row) => (row.ModifiedDate ? formatDate(row.ModifiedDate) : ''),
    Status: (row) => CASE_STATUS_LABELS[row.Status] ?? row.StatusText,
  };
  const columns: DataTableColumn<CaseListRow>[] = caseListColumns(user.RoleFlags, search.searchType).map((column) => ({
    accessor: column.accessor,
    title: column.title,
    width: column.width,
    sortable: column.sortable,
    toggleable: column.toggleable,
    ellipsis: true,
    render: render[column.accessor] ?? ((row: CaseListRow) => cellText(row[column.accessor] as string | null)),
  }));
  const { effectiveColumns } = useDataTableColumns<CaseListRow>({ key: 'case-list', columns });

  return (
    <DataTable<CaseListRow>
      aria-label="Sager"
      withTableBorder
      borderRadius="sm"
      striped
      highlightOnHover
      verticalSpacing={2}
      fz="sm"
      minHeight={240}
      storeColumnsKey="case-list"
      records={rows}
      idAccessor="Id"
      columns={effectiveColumns}
      fetching={fetching}
      loadingText="Indlæser..."
      noRecordsText={error ? (error instanceof ApiError ? error.message : 'Sagerne kunne ikke hentes.') : 'Der er ingen sager, der passer til søgningen.'}
      totalRecords={total}
      recordsPerPage={CASE_PAGE_SIZE}
      page={search.page}
      onPageChange={(page) => onSearch({ page })}
      paginationText={({ from, to, totalRecords }) => `${formatNumber(from)}-${formatNumber(to)} af ${formatNumber(totalRecords)}`}
      getPaginationControlProps={(control) => ({
        'aria-label': { first: 'Første side', last: 'Sidste side', previous: 'Forrige side', next: 'Næste side' }[control],
      })}
      sortStatus={{ columnAccessor: search.sort, direction: search.sortdir }}
      // A newly chosen column sorts ascending first; the same column again turns the direction.
      onSortStatusChange={({ columnAccessor, direction }) =>
        onSearch({ sort: columnAccessor as CaseSortKey, sortdir: columnAccessor === search.sort ? direction : 'asc' })
      }
      onRowClick={({ record }) => onActivate(record.Id)}
      onRowDoubleClick={({ record }) => onOpen(record.Id)}
      rowStyle={(record) => ({
        height: ROW_HEIGHT,
        cursor: 'pointer',
        ...(record.Id === active ? { backgroundColor: 'var(--mantine-color-blue-light)' } : {}),
      })}
      customRowAttributes={(record) => ({
        tabIndex: 0,
        'aria-selected': record.Id === active,
        'data-case-id': record.Id,
        onFocus: () => onActivate(record.Id),
        onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
          if (event.key === 'Enter') onOpen(record.Id);
          if (event.key === 'ArrowDown') (event.currentTarget.nextElementSibling as HTMLElement | null)?.focus();
          if (event.key === 'ArrowUp') (event.currentTarget.previousElementSibling as HTMLElement | null)?.focus();
        },
      })}
    />
  );
}

function DetailPane({ id, user, onOpen }: { id: string; user: CurrentUser; onOpen: (id: string) => void }) {
  const details = useQuery(caseDetailsQuery(id));
  const data = details.data;
  const finance = user.RoleFlags.includes('finance');
  return (
    <Card withBorder padding="md" component="aside" aria-label="Sagsdetaljer" data-testid="case-details">
      {!data ? (
        <Text c="dimmed" size="sm">
          {details.error instanceof ApiError ? details.error.message : 'Henter sagen...'}
        </Text>
      ) : (
        <Stack gap="sm">
          <Stack gap={2}>
            <Text fw={700}>{data.DetailsTitle}</Text>
            <Text size="sm">{CASE_STATUS_LABELS[data.Status] ?? data.StatusText}</Text>
          </Stack>
          <Detail label="Sagsbehandler" value={data.CaseManager} />
          <Detail label="Oprettet" value={data.CreatedDate ? formatDate(data.CreatedDate) : null} />
          <Detail label="Ændret" value={data.ModifiedDate ? formatDate(data.ModifiedDate) : null} />
          {!data.HasCustomer && <Text size="sm" c="dimmed">Der er ikke valgt en kunde.</Text>}
          <Divider label="Bil" labelPosition="left" />
          {data.Car ? (
            <>
              <Detail label="Bil" value={`${data.Car.MakeModel ?? ''}${data.Car.IsFactoryNew ? ' (fabriksny)' : ''}`} />
              <Detail label="Årgang" value={data.Car.ModelYear === null ? null : String(data.Car.ModelYear)} />
              <Detail label="Reg.nr." value={data.Car.RegistrationNumber} />
              <Detail label="1. reg." value={toClientDate(data.Car.RegistrationDate)} />
              <Detail label="Km" value={data.Car.Mileage === null ? null : formatNumber(data.Car.Mileage)} />
            </>
          ) : (
            <Text size="sm" c="dimmed">
              Der er ikke valgt en bil.
            </Text>
          )}
          {finance && (
            <>
              <Divider label="Tillægsydelser" labelPosition="left" />
              <Detail label="Finansiering" value={[data.FinanceBrand, data.FinanceText].filter(Boolean).join(' – ')} />
              <Detail label="Forsikring" value={data.InsuranceText} />
            </>
          )}
          <Button variant="light" onClick={() => onOpen(data.Id)}>
            Åbn sag
          </Button>
        </Stack>
      )}
    </Card>
  );
}

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm">{value ? value : '–'}</Text>
    </Group>
  );
}
