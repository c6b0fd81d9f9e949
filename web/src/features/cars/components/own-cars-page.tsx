import { Badge, Box, Button, Group, SegmentedControl, Stack, Title, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { DataTableColumn } from 'mantine-datatable';
import { useCallback, useEffect, useState } from 'react';
import { formatDate, formatNumber, toClientDate } from '../../../../../domain/format.ts';
import { ListGrid } from '@/components/list-grid.tsx';
import { SidePane } from '@/components/list-page.tsx';
import { currentUserQuery } from '@/lib/current-user.ts';
import { UNIQUE_CAR_TEXT, VALUATION_LABELS } from '@/lib/price-indicator.ts';
import { ownCarKeys, ownCarsSearchQuery, searchParamsOf, STOCK_PAGE_SIZE, type OwnCarsSearch, type StockSortKey } from '../api/own-car-search.ts';
import type { StockListItem } from '../api/types.ts';
import { ownCarColumns, type OwnCarColumn } from '../model/own-car-columns.ts';
import { mayChangeCars } from '../model/permissions.ts';
import { rememberSearch } from '../model/remembered-search.ts';
import { DetailPanel } from './own-cars/detail-panel.tsx';
import type { OwnCarsSlots } from './slots.ts';
import { SellCarFlow } from './sell-car.tsx';
import { TransferCarModal } from './transfer-car.tsx';
import { SearchPanel, type OwnCarsPatch } from './own-cars/search-panel.tsx';
import { SEARCH_DELAY_MS } from '@/components/search-text.tsx';
import { SelectionActions } from './own-cars/selection-actions.tsx';

export type { OwnCarsPatch } from './own-cars/search-panel.tsx';

/** Spec part 1 §9: rows are 27 px high in own cars. */
const ROW_HEIGHT = 27;
const PANE_WIDTH = 340;
const CHECKBOX_WIDTH = 40;

const amount = (value: number | null): string => (value === null ? '' : formatNumber(value));

const cell: Partial<Record<keyof StockListItem, (row: StockListItem) => React.ReactNode>> = {
  Type: (row) => row.TypeText,
  Model: (row) => `${row.Model} ${row.Variant}`.trim(),
  FirstRegistrationDate: (row) => toClientDate(row.FirstRegistrationDate),
  LeasePayment: (row) => amount(row.LeasePayment),
  LeasingPriceModified: (row) => (row.LeasingPriceModified ? formatDate(row.LeasingPriceModified) : ''),
  Mileage: (row) => amount(row.Mileage),
  CashPrice: (row) => amount(row.CashPrice),
  CurrentRangeColor: (row) => {
    const range = row.CurrentRangeColor === null ? undefined : VALUATION_LABELS[row.CurrentRangeColor];
    if (!range) return '';
    const badge = (
      <Badge size="xs" color={range.color} variant="light">
        {range.label}
      </Badge>
    );
    return row.CurrentRangeColor === 0 ? (
      <Tooltip label={UNIQUE_CAR_TEXT} multiline w={280} withArrow>
        {badge}
      </Tooltip>
    ) : (
      badge
    );
  },
  RetailPriceModified: (row) => (row.RetailPriceModified ? formatDate(row.RetailPriceModified) : ''),
  Price: (row) => amount(row.Price),
  Status: (row) => row.StatusText,
  FuelType: (row) => row.FuelTypeText,
  ExternalDays: (row) => (row.ExternalDays === null ? '' : String(row.ExternalDays)),
  ModifiedDate: (row) => formatDate(row.ModifiedDate),
  HasVideo: (row) => (row.HasVideo ? 'Ja' : ''),
  Has360Image: (row) => (row.Has360Image ? 'Ja' : ''),
  ResponsibleUser: (row) => row.ResponsibleUser?.Name ?? '',
  SalesDate: (row) => toClientDate(row.SalesDate),
  SalesPrice: (row) => amount(row.SalesPrice),
};

const columnOf = (column: OwnCarColumn): DataTableColumn<StockListItem> => ({
  accessor: column.accessor,
  title: column.title,
  width: column.width,
  sortable: column.sort !== undefined,
  textAlign: column.numeric ? 'right' : 'left',
  ellipsis: true,
  render: cell[column.accessor] ?? ((row: StockListItem) => String(row[column.accessor] ?? '')),
});

/**
 * The own-cars list (spec part 1 §2, §4 "Own cars", document 2 `/Cars/OwnCars`): the tabs in stock and sold, the
 * filter panel, the server-paged grid with multi-select and its actions, and the closable detail panel of the active
 * row. The search lives in the URL and, for the next visit in this tab, in session storage.
 */
export function OwnCarsPage({
  search,
  onSearch,
  onReset,
  onOpen,
  slots = {},
}: {
  search: OwnCarsSearch;
  /** Changes the URL's list state; a change of anything but the page starts at page 1. */
  onSearch: (patch: OwnCarsPatch) => void;
  /** Back to the default search, forgetting the remembered one. */
  onReset: () => void;
  /** Opens the car page; `row` is the car's place in the whole list, for the way back. */
  onOpen: (id: string, row: number) => void;
  /** Other features' parts, composed in by the route. */
  slots?: OwnCarsSlots;
}) {
  const { data: user } = useSuspenseQuery(currentUserQuery);
  const queryClient = useQueryClient();
  const list = useQuery(ownCarsSearchQuery(search));
  const rows = list.data?.List ?? [];
  const total = list.data?.Total ?? 0;
  const [chosen, setChosen] = useState<string | undefined>();
  const [paneClosed, setPaneClosed] = useState(false);
  const [selected, setSelected] = useState<StockListItem[]>([]);
  // The car a sale or transfer is about, kept while its dialogs run (the list moves on under them).
  const [action, setAction] = useState<{ kind: 'sell' | 'transfer'; car: StockListItem } | null>(null);
  const endAction = useCallback(() => setAction(null), []);

  // The chosen cars belong to one search: a new search starts without them.
  const searchKey = JSON.stringify([searchParamsOf(search), search.sort, search.sortdir]);
  const [selectionKey, setSelectionKey] = useState(searchKey);
  if (selectionKey !== searchKey) {
    setSelectionKey(searchKey);
    setSelected([]);
  }

  // The search state is kept for the next visit (spec part 1 §4), 500 ms after it settles (§9).
  useEffect(() => {
    const timer = setTimeout(() => rememberSearch(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  // The active row: the one chosen if on this page, else the row the car page came back to, else the first.
  const returnedTo = search.goToRow === undefined ? undefined : rows[search.goToRow % STOCK_PAGE_SIZE]?.Id;
  const active = rows.find((row) => row.Id === chosen)?.Id ?? returnedTo ?? rows[0]?.Id;
  const activeRow = rows.find((row) => row.Id === active);
  const activate = (id: string): void => {
    setChosen(id);
    setPaneClosed(false);
  };
  const rowNumber = (id: string): number => (search.page - 1) * STOCK_PAGE_SIZE + Math.max(0, rows.findIndex((row) => row.Id === id));

  useEffect(() => {
    if (returnedTo) document.querySelector<HTMLElement>(`[data-car-id="${returnedTo}"]`)?.scrollIntoView({ block: 'center' });
  }, [returnedTo]);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ownCarKeys.list });
    void queryClient.invalidateQueries({ queryKey: ownCarKeys.choices });
  }, [queryClient]);
  // A sold or transferred car leaves the list: the active row moves on.
  const carLeft = useCallback(() => {
    setChosen(undefined);
    refresh();
  }, [refresh]);
  // The list's read model follows a sale a moment later: the list is read again when the sold dialog has closed.
  const endSale = useCallback(() => {
    endAction();
    refresh();
  }, [endAction, refresh]);

  const specs = ownCarColumns(user.RoleFlags, search.IsSold);
  const columns = specs.map(columnOf);
  const gridWidth = specs.reduce((sum, column) => sum + column.width, CHECKBOX_WIDTH);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {search.IsSold ? 'Solgte biler' : 'Egne biler'}
        </Title>
        {mayChangeCars(user, 'editCars') && (
          <Button component={Link} to="/Cars/OwnCars/Car" leftSection={<IconPlus size={16} />}>
            Opret bil
          </Button>
        )}
      </Group>
      <SegmentedControl
        aria-label="På lager eller solgt"
        w="fit-content"
        value={search.IsSold ? 'sold' : 'stock'}
        // Spec part 1 §4: switching tab resets the sold date range (the makes and types follow the tab).
        onChange={(value) => onSearch({ IsSold: value === 'sold', soldfrom: '', soldto: '', Make: '', CarType: '' })}
        data={[
          { value: 'stock', label: 'På lager' },
          { value: 'sold', label: 'Solgte' },
        ]}
      />
      <SearchPanel search={search} onSearch={onSearch} onReset={onReset} />
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Stack gap="xs">
            <SelectionActions user={user} search={search} selected={selected} total={total} onChanged={refresh} onClearSelection={() => setSelected([])} />
            <ListGrid<StockListItem>
              label={search.IsSold ? 'Solgte biler' : 'Egne biler'}
              // Beside the detail pane only a few of the many columns fit: they scroll sideways, and the user may hide
              // the columns they do not use (kept for the next visit).
              columnsKey="own-cars"
              minWidth={gridWidth}
              rowHeight={ROW_HEIGHT}
              rowIdAttribute="data-car-id"
              rows={rows}
              columns={columns}
              fetching={list.isFetching}
              error={list.error}
              failedText="Bilerne kunne ikke hentes."
              emptyText="Der er ingen biler, der passer til søgningen."
              total={total}
              pageSize={STOCK_PAGE_SIZE}
              page={search.page}
              onPage={(page) => onSearch({ page, goToRow: undefined })}
              sort={{ columnAccessor: search.sort, direction: search.sortdir }}
              onSort={(sort, sortdir) => onSearch({ sort: sort as StockSortKey, sortdir, goToRow: undefined })}
              active={active}
              onActivate={activate}
              onOpen={(id) => onOpen(id, rowNumber(id))}
              selection={{ selected, onSelect: setSelected, allLabel: 'Vælg alle biler på siden', rowLabel: (record) => `Vælg bil ${record.Title}` }}
            />
          </Stack>
        </Box>
        {activeRow && !paneClosed ? (
          <SidePane width={PANE_WIDTH}>
            <DetailPanel
              user={user}
              row={activeRow}
              onClose={() => setPaneClosed(true)}
              onOpen={() => onOpen(activeRow.Id, rowNumber(activeRow.Id))}
              onListChanged={refresh}
              onSell={() => setAction({ kind: 'sell', car: activeRow })}
              onTransfer={() => setAction({ kind: 'transfer', car: activeRow })}
              CatalogueDetails={slots.CatalogueDetails}
              CarFacts={slots.CarFacts}
              PriceTag={slots.PriceTag}
              PriceEstimate={slots.PriceEstimate}
            />
          </SidePane>
        ) : null}
      </Group>
      {action?.kind === 'sell' && (
        <SellCarFlow user={user} car={{ Id: action.car.Id, Title: action.car.Title, Price: action.car.Price }} onClose={endSale} onSold={carLeft} />
      )}
      {action?.kind === 'transfer' && <TransferCarModal car={{ Id: action.car.Id, Title: action.car.Title }} onClose={endAction} onTransferred={carLeft} />}
    </Stack>
  );
}
