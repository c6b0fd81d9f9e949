import { Group, Stack, Text } from '@mantine/core';
import { DataTable, useDataTableColumns, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import type { KeyboardEvent, ReactNode } from 'react';
import { formatNumber } from '../../../domain/format.ts';
import { ApiError } from '@/lib/api.ts';
import { ColumnMenu } from './column-menu.tsx';

/** Choosing rows for an action on them: the chosen rows, and how the checkboxes are named for assistive technology. */
export interface ListGridSelection<Row> {
  selected: Row[];
  onSelect: (rows: Row[]) => void;
  /** The page's checkbox, 'Vælg alle … på siden'. */
  allLabel: string;
  rowLabel: (row: Row) => string;
}

/**
 * A pinned column's cells let their content overflow (the grid draws the pin's shadow past them), so a long value would
 * run on over the next column: its text is cut inside a box of its own instead, with the whole text as its title.
 */
const cutInItsCell = <Row,>(column: DataTableColumn<Row>): DataTableColumn<Row> => ({
  ...column,
  render: (row, index) => {
    const content: ReactNode = column.render ? column.render(row, index) : String((row as Record<string, unknown>)[String(column.accessor)] ?? '');
    return (
      <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={typeof content === 'string' ? content : undefined}>
        {content}
      </div>
    );
  },
});

/**
 * The columns a grid shows beside a detail pane: fewer and narrower than the full grid's. The grid keeps each column's
 * width by its accessor once drawn, so these go by accessors of their own; the grid maps them back for sorting.
 */
const BESIDE_DETAILS = 'besideDetails:';
export const besideDetails = <Row,>(columns: DataTableColumn<Row>[]): DataTableColumn<Row>[] =>
  columns.map((column) => ({
    ...column,
    accessor: `${BESIDE_DETAILS}${String(column.accessor)}`,
    render: column.render ?? ((row: Row) => String((row as Record<string, unknown>)[String(column.accessor)] ?? '')),
  }));
const sortAccessor = (accessor: string): string => accessor.replace(BESIDE_DETAILS, '');

/** A text cut within `width` with the whole text as its title: a cell that does not wrap would otherwise widen its column. */
export function CutText({ text, width }: { text: string; width: number }) {
  return (
    <Text size="sm" truncate="end" maw={width} title={text}>
      {text}
    </Text>
  );
}

type GridProps<Row> = Parameters<typeof GridTable<Row & { Id: string }>>[0] & {
  /**
   * Where the user's choice of columns is kept in the browser (local storage): the grid then offers 'Kolonner', to
   * show and hide every column but the first, and remembers the choice for the next visit.
   */
  columnsKey?: string;
};

/**
 * The grid every list page shows (the case list, the customer list, own cars): one page of the server's rows in the
 * spec's row height, its pager in Danish, sorting that starts a newly chosen column ascending and turns the same column's
 * direction, one active row (a click or focus makes a row active, a double-click or Enter opens it, the arrow keys move
 * between rows), and, where the user may act on several rows, a checkbox a row. The grid is never squeezed below its
 * columns' widths (`minWidth`): where the room is narrower it scrolls sideways.
 */
export function ListGrid<Row extends { Id: string }>({ columnsKey, ...props }: GridProps<Row>) {
  return columnsKey ? <GridWithColumnChoice<Row> columnsKey={columnsKey} {...props} /> : <GridTable<Row> {...props} />;
}

/** The grid with the 'Kolonner' menu above it; the hidden columns' widths no longer hold the grid wide. */
function GridWithColumnChoice<Row extends { Id: string }>({ columnsKey, ...props }: GridProps<Row> & { columnsKey: string }) {
  const choosable = props.columns.map((column, index) => ({ ...column, toggleable: index > 0 }));
  const state = useDataTableColumns<Row>({ key: columnsKey, columns: choosable });
  const hidden = new Set(state.columnsToggle.filter((column) => !column.toggled).map((column) => column.accessor));
  const hiddenWidth = props.columns.reduce((sum, column) => sum + (hidden.has(String(column.accessor)) && typeof column.width === 'number' ? column.width : 0), 0);
  const titles = new Map(props.columns.map((column) => [String(column.accessor), typeof column.title === 'string' ? column.title : String(column.accessor)]));
  return (
    <Stack gap={4}>
      <Group justify="flex-end">
        <ColumnMenu titles={titles} state={state} />
      </Group>
      <GridTable<Row>
        {...props}
        minWidth={props.minWidth - hiddenWidth}
        // The menu above shows and hides the columns: the grid gets those to show, without a hide icon of its own.
        columns={props.columns.filter((column) => !hidden.has(String(column.accessor)))}
      />
    </Stack>
  );
}

function GridTable<Row extends { Id: string }>({
  label,
  rows,
  columns,
  minWidth,
  rowHeight,
  pinFirstColumn,
  rowIdAttribute,
  fetching,
  error,
  failedText,
  emptyText,
  total,
  pageSize,
  page,
  onPage,
  sort,
  onSort,
  active,
  onActivate,
  onOpen,
  selection,
}: {
  label: string;
  rows: Row[];
  columns: DataTableColumn<Row>[];
  minWidth: number;
  rowHeight: number;
  pinFirstColumn?: boolean;
  /** The attribute naming each row's id in the page (`data-case-id`), for the way back to a row and for tests. */
  rowIdAttribute: `data-${string}`;
  fetching: boolean;
  error: Error | null;
  /** Said when the rows could not be read and the server gave no reason. */
  failedText: string;
  /** Said when the search finds nothing. */
  emptyText: string;
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  sort: DataTableSortStatus<Row>;
  onSort: (column: string, direction: 'asc' | 'desc') => void;
  active: string | undefined;
  onActivate: (id: string) => void;
  onOpen: (id: string) => void;
  selection?: ListGridSelection<Row>;
}) {
  const shownColumns = pinFirstColumn ? columns.map((column, index) => (index === 0 ? cutInItsCell(column) : column)) : columns;
  return (
    <DataTable<Row>
      aria-label={label}
      withTableBorder
      borderRadius="sm"
      striped
      highlightOnHover
      verticalSpacing={2}
      fz="sm"
      minHeight={240}
      pinFirstColumn={pinFirstColumn}
      styles={{ table: { minWidth } }}
      records={rows}
      idAccessor="Id"
      columns={shownColumns}
      fetching={fetching}
      loadingText="Indlæser..."
      noRecordsText={error ? (error instanceof ApiError ? error.message : failedText) : emptyText}
      totalRecords={total}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPage}
      paginationText={({ from, to, totalRecords }) => `${formatNumber(from)}-${formatNumber(to)} af ${formatNumber(totalRecords)}`}
      getPaginationControlProps={(control) => ({
        'aria-label': { first: 'Første side', last: 'Sidste side', previous: 'Forrige side', next: 'Næste side' }[control],
      })}
      {...(selection
        ? {
            selectedRecords: selection.selected,
            onSelectedRecordsChange: selection.onSelect,
            selectionTrigger: 'checkbox' as const,
            // The checkbox keeps to the spec's row height: the grid's own padding around it would double the row.
            selectionColumnStyle: { paddingBlock: 0 },
            selectionCheckboxProps: { size: 'xs' },
            allRecordsSelectionCheckboxProps: { 'aria-label': selection.allLabel },
            getRecordSelectionCheckboxProps: (record: Row) => ({ 'aria-label': selection.rowLabel(record) }),
          }
        : {})}
      sortStatus={columns.some((column) => String(column.accessor).startsWith(BESIDE_DETAILS)) ? { ...sort, columnAccessor: `${BESIDE_DETAILS}${String(sort.columnAccessor)}` } : sort}
      onSortStatusChange={({ columnAccessor, direction }) => {
        const key = sortAccessor(String(columnAccessor));
        onSort(key, key === sort.columnAccessor ? direction : 'asc');
      }}
      onRowClick={({ record }) => onActivate(record.Id)}
      onRowDoubleClick={({ record }) => onOpen(record.Id)}
      rowStyle={(record) => ({
        height: rowHeight,
        cursor: 'pointer',
        ...(record.Id === active ? { backgroundColor: 'var(--mantine-color-blue-light)' } : {}),
      })}
      customRowAttributes={(record) => ({
        tabIndex: 0,
        'aria-selected': record.Id === active,
        [rowIdAttribute]: record.Id,
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
