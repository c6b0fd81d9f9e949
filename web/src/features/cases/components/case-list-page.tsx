import { Box, Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDataTableColumns, type DataTableColumn } from 'mantine-datatable';
import { useCallback, useState } from 'react';
import { CASE_STATUS_LABELS } from '../../../../../domain/cases/status.ts';
import { formatDate } from '../../../../../domain/format.ts';
import { financeStatusLabel, insuranceStatusLabel } from '../../../../../domain/offers/status-labels.ts';
import { BatchDeleteDialog } from '@/components/batch-delete-dialog.tsx';
import { ListGrid } from '@/components/list-grid.tsx';
import { DeleteSelected, DetailsToggle, SidePane, useDetailsPane } from '@/components/list-page.tsx';
import { currentUserQuery, mayCall, type CurrentUser } from '@/lib/current-user.ts';
import { CASE_PAGE_SIZE, caseSearchQuery, type CaseListSearch, type CaseSortKey } from '../api/case-search.ts';
import type { CaseListRow } from '../api/types.ts';
import { CASE_COLUMNS_KEY, caseListColumns, type CaseColumn } from '../model/case-list-columns.ts';
import { rememberCase, rememberedCase } from '../model/remembered-case.ts';
import { CaseActions } from './case-list/case-actions.tsx';
import { ColumnMenu } from '@/components/column-menu.tsx';
import { DetailPane } from './case-list/detail-pane.tsx';
import { useMassDelete } from './case-list/mass-delete.tsx';
import { SearchPanel, type CaseListPatch } from './case-list/search-panel.tsx';
import type { CaseListSlots } from './slots.ts';

export type { CaseListPatch } from './case-list/search-panel.tsx';

/** Spec part 2 §9: rows are 27 px high. */
const ROW_HEIGHT = 27;

/** The detail pane's width beside the grid. */
const PANE_WIDTH = 320;
/** Room for the selection checkbox, and for a column without a spec width (status, case manager). */
const CHECKBOX_WIDTH = 40;
const FREE_COLUMN_WIDTH = 150;
/**
 * A column is at least as wide as its header (about 8.5 px a character at the grid's font, with the sort icon and
 * padding), and a date column as a date, 'dd-mm-åååå': the spec's widths are kept where they fit.
 */
const headerWidth = (title: string): number => Math.ceil(title.length * 8.5) + 44;
const DATE_WIDTH = 110;
const DATE_COLUMNS: ReadonlySet<CaseColumn> = new Set(['ModifiedDate', 'CreatedDate']);
const columnWidth = (column: { accessor: CaseColumn; title: string; width?: number }): number | undefined =>
  column.width === undefined ? undefined : Math.max(column.width, headerWidth(column.title), DATE_COLUMNS.has(column.accessor) ? DATE_WIDTH : 0);

/**
 * The case list (spec part 2 §2 "Case list"): the search panel, the server-paged grid with optional columns and
 * multi-select, the actions on the active row, deleting the selected cases, and the detail pane of the active row.
 * Everything the user searches lives in the URL; a double-click or Enter opens the case. The print actions open
 * the document modals, as on the case page.
 */
export function CaseListPage({
  search,
  onSearch,
  onOpen,
  slots,
}: {
  search: CaseListSearch;
  /** Changes the URL's list state; a change of anything but the page starts at page 1. */
  onSearch: (patch: CaseListPatch) => void;
  onOpen: (id: string) => void;
  /** What the list shows of other features: the document modals and the customer look-up. */
  slots: CaseListSlots;
}) {
  const { data: user } = useSuspenseQuery(currentUserQuery);
  const queryClient = useQueryClient();
  const list = useQuery(caseSearchQuery(search));
  const rows = list.data?.List ?? [];
  const [chosen, setChosen] = useState<string | undefined>(rememberedCase);
  const [selected, setSelected] = useState<CaseListRow[]>([]);
  // The active row: the one chosen if it is on this page, else the first (spec part 1 §4: first row active on start).
  const active = rows.find((row) => row.Id === chosen)?.Id ?? rows[0]?.Id;
  const choose = (id: string): void => {
    setChosen(id);
    rememberCase(id);
  };
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['cases', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['cases', 'makes'] });
  }, [queryClient]);
  const details = useDetailsPane('dealerhub.case-list.details');
  const massDelete = useMassDelete((deleted) => {
    setSelected((current) => current.filter((row) => !deleted.includes(row.Id)));
    refresh();
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Sager
        </Title>
        {mayCall(user, 'POST', '/api/case/save') && (
          <Button component={Link} to="/Cases/Case" leftSection={<IconPlus size={16} />}>
            Ny sag
          </Button>
        )}
      </Group>
      <SearchPanel user={user} search={search} onSearch={onSearch} lookupCustomers={slots.lookupCustomers} />
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Stack gap="xs">
            {active && <CaseActions id={active} onListChanged={refresh} DocumentModal={slots.DocumentModal} />}
            <CaseGrid
              user={user}
              search={search}
              rows={rows}
              total={list.data?.Total ?? 0}
              fetching={list.isFetching}
              error={list.error}
              active={active}
              selected={selected}
              onSelect={setSelected}
              onDeleteSelected={() => massDelete.start(selected.map((row) => row.Id))}
              deleting={massDelete.running}
              onActivate={choose}
              onOpen={onOpen}
              onSearch={onSearch}
              detailsShown={details.shown}
              onToggleDetails={details.toggle}
            />
          </Stack>
        </Box>
        {details.shown && active ? (
          <SidePane width={PANE_WIDTH}>
            <DetailPane id={active} user={user} onOpen={onOpen} />
          </SidePane>
        ) : null}
      </Group>
      <BatchDeleteDialog batchDelete={massDelete} />
    </Stack>
  );
}

const cellText = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

function CaseGrid({
  user,
  search,
  rows,
  total,
  fetching,
  error,
  active,
  selected,
  onSelect,
  onDeleteSelected,
  deleting,
  onActivate,
  onOpen,
  onSearch,
  detailsShown,
  onToggleDetails,
}: {
  user: CurrentUser;
  search: CaseListSearch;
  rows: CaseListRow[];
  total: number;
  fetching: boolean;
  error: Error | null;
  active: string | undefined;
  selected: CaseListRow[];
  onSelect: (rows: CaseListRow[]) => void;
  onDeleteSelected: () => void;
  deleting: boolean;
  onActivate: (id: string) => void;
  onOpen: (id: string) => void;
  onSearch: (patch: CaseListPatch) => void;
  detailsShown: boolean;
  onToggleDetails: () => void;
}) {
  const render: Partial<Record<CaseColumn, (row: CaseListRow) => string>> = {
    ModifiedDate: (row) => (row.ModifiedDate ? formatDate(row.ModifiedDate) : ''),
    CreatedDate: (row) => (row.CreatedDate ? formatDate(row.CreatedDate) : ''),
    Status: (row) => CASE_STATUS_LABELS[row.Status] ?? row.StatusText,
    FinanceCaseStatus: (row) => financeStatusLabel(row.FinanceCaseStatus),
    InsuranceStatus: (row) => insuranceStatusLabel(row.InsuranceStatus),
  };
  const specs = caseListColumns(user.RoleFlags, search.searchType);
  const columns: DataTableColumn<CaseListRow>[] = specs.map((column) => ({
    accessor: column.accessor,
    title: column.title,
    width: columnWidth(column),
    sortable: column.sortable,
    toggleable: column.toggleable,
    defaultToggle: column.defaultToggle,
    ellipsis: true,
    render: render[column.accessor] ?? ((row: CaseListRow) => cellText(row[column.accessor as keyof CaseListRow] as string | number | null)),
  }));
  const columnsState = useDataTableColumns<CaseListRow>({ key: CASE_COLUMNS_KEY, columns });
  // The grid is never squeezed below its columns' widths: where the room is narrower it scrolls sideways instead.
  const gridWidth = columnsState.effectiveColumns.reduce(
    (sum, column) => sum + (column.hidden ? 0 : typeof column.width === 'number' ? column.width : FREE_COLUMN_WIDTH),
    CHECKBOX_WIDTH,
  );

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <DeleteSelected mayDelete={mayCall(user, 'POST', '/api/case/deletemultiple/')} count={selected.length} deleting={deleting} onDelete={onDeleteSelected} onClear={() => onSelect([])} />
        <Group gap="xs">
          <DetailsToggle shown={detailsShown} onToggle={onToggleDetails} />
          <ColumnMenu titles={new Map(specs.map((column) => [column.accessor as string, column.title]))} state={columnsState} />
        </Group>
      </Group>
      <ListGrid<CaseListRow>
        label="Sager"
        pinFirstColumn
        minWidth={gridWidth}
        rowHeight={ROW_HEIGHT}
        rowIdAttribute="data-case-id"
        rows={rows}
        // Showing and hiding columns is the 'Kolonner' menu's job (its hook keeps the choice): the grid gets the columns
        // to show, without its own hide icon in each header and without a column store of its own.
        columns={columnsState.effectiveColumns.map((column) => ({ ...column, toggleable: false, defaultToggle: true }))}
        fetching={fetching}
        error={error}
        failedText="Sagerne kunne ikke hentes."
        emptyText="Der er ingen sager, der passer til søgningen."
        total={total}
        pageSize={CASE_PAGE_SIZE}
        page={search.page}
        onPage={(page) => onSearch({ page })}
        sort={{ columnAccessor: search.sort, direction: search.sortdir }}
        onSort={(sort, sortdir) => onSearch({ sort: sort as CaseSortKey, sortdir })}
        active={active}
        onActivate={onActivate}
        onOpen={onOpen}
        selection={{ selected, onSelect, allLabel: 'Vælg alle sager på siden', rowLabel: (record) => `Vælg sag ${record.Id}` }}
      />
    </Stack>
  );
}
