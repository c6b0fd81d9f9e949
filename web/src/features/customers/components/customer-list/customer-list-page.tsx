import { Box, Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useCallback, useState } from 'react';
import { formatDate } from '../../../../../../domain/format.ts';
import { BatchDeleteDialog } from '@/components/batch-delete-dialog.tsx';
import { ListGrid } from '@/components/list-grid.tsx';
import { DeleteSelected, DetailsToggle, SidePane, useDetailsPane } from '@/components/list-page.tsx';
import { ApiError } from '@/lib/api.ts';
import { saveFile } from '@/lib/save-file.ts';
import { currentUserQuery, mayCall } from '@/lib/current-user.ts';
import { customerListKeys, customerSearchQuery, exportCustomers, type CustomerListRow } from '../../api/customer-list.ts';
import { CustomerListMessages } from '../../model/customer-list-messages.ts';
import { CUSTOMER_PAGE_SIZE, EXPORT_LIMIT, type CustomerListPatch, type CustomerListSearch, type CustomerSortKey } from '../../model/customer-list-search.ts';
import { DetailPane } from './detail-pane.tsx';
import { useMassDelete } from './mass-delete.tsx';
import { SearchPanel } from './search-panel.tsx';

/** Spec part 1 §9: rows and header are 30 px high. */
const ROW_HEIGHT = 30;
const PANE_WIDTH = 320;
const CHECKBOX_WIDTH = 40;

/** The customer's cars as the row shows them: the latest, and how many more there are. */
export const carsText = (row: Pick<CustomerListRow, 'CustomerCar' | 'CustomerCars'>): string => {
  const more = row.CustomerCars - (row.CustomerCar ? 1 : 0);
  if (!row.CustomerCar) return row.CustomerCars > 0 ? `${row.CustomerCars} biler` : '';
  return more > 0 ? `${row.CustomerCar} (+${more})` : row.CustomerCar;
};

const text = (value: string | null | undefined): string => value ?? '';

/**
 * Every column of the customer list row (spec part 1 §3), each sortable on the server. The department is a column where
 * the rows can differ in it, all departments; in the user's own scopes every row is the user's department, which the
 * detail pane names, and the room goes to the columns that tell the customers apart.
 */
// Without the department the columns fit a 1280 px screen beside the menu (and the pane from 1600 px) unscrolled.
const columnsFor = (scope: CustomerListSearch['SearchManagementLevel']): DataTableColumn<CustomerListRow>[] =>
  (
    [
      { accessor: 'Name', title: 'Navn', width: 170, render: (row) => row.Name },
      { accessor: 'Address', title: 'Adresse', width: 170, render: (row) => text(row.Address) },
      { accessor: 'ZipCode', title: 'Postnr.', width: 95, render: (row) => text(row.ZipCode) },
      { accessor: 'City', title: 'By', width: 125, render: (row) => text(row.City) },
      { accessor: 'CellPhone', title: 'Mobil', width: 100, render: (row) => text(row.CellPhone) },
      { accessor: 'CustomerCar', title: 'Kundebil', width: 180, render: carsText },
      ...(scope === 'Conglomerate' ? [{ accessor: 'DealerName', title: 'Afdeling', width: 160, render: (row: CustomerListRow) => text(row.DealerName) }] : []),
      { accessor: 'ModifiedDate', title: 'Ændret', width: 110, render: (row) => (row.ModifiedDate ? formatDate(row.ModifiedDate) : '') },
    ] satisfies DataTableColumn<CustomerListRow>[]
  ).map((column) => ({ ...column, sortable: true, ellipsis: true, toggleable: false, defaultToggle: true }));

/**
 * The customer list (spec part 1 §2 "Customer list"): the search panel, the server-paged grid with multi-select, the
 * detail pane of the active row, mass delete, and the Excel export (hidden at 5,000 rows or more). The search lives in
 * the URL; a double-click or Enter opens the customer.
 */
export function CustomerListPage({
  search,
  onSearch,
  onOpen,
  onOpenCase,
  onCreate,
}: {
  search: CustomerListSearch;
  /** Changes the URL's list state; a change of anything but the page starts at page 1. */
  onSearch: (patch: CustomerListPatch) => void;
  onOpen: (id: string) => void;
  onOpenCase: (caseId: string) => void;
  onCreate: () => void;
}) {
  const { data: user } = useSuspenseQuery(currentUserQuery);
  const queryClient = useQueryClient();
  const list = useQuery(customerSearchQuery(search));
  const rows = list.data?.List ?? [];
  const total = list.data?.Total ?? 0;
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [selected, setSelected] = useState<CustomerListRow[]>([]);
  const [exporting, setExporting] = useState(false);
  // The active row: the one chosen if it is on this page, else the first (spec part 1 §4: first row active on start).
  const active = rows.find((row) => row.Id === chosen)?.Id ?? rows[0]?.Id;
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: customerListKeys.all });
    void queryClient.invalidateQueries({ queryKey: customerListKeys.makes });
  }, [queryClient]);
  const massDelete = useMassDelete((deleted) => {
    setSelected((current) => current.filter((row) => !deleted.includes(row.Id)));
    refresh();
  });
  const mayDelete = mayCall(user, 'POST', '/api/customer/deletemultiple/');
  const details = useDetailsPane('dealerhub.customer-list.details');
  const columns = columnsFor(search.SearchManagementLevel);
  // The grid is never squeezed below its columns' widths: where the room is narrower it scrolls sideways instead.
  const gridWidth = columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 0), mayDelete ? CHECKBOX_WIDTH : 0);

  const exportList = async (): Promise<void> => {
    setExporting(true);
    try {
      const file = await exportCustomers(search);
      saveFile(file.blob, file.fileName ?? 'Kunder.xlsx');
    } catch (error) {
      notifications.show({ color: 'red', title: 'Der skete en fejl...', message: error instanceof ApiError && error.status < 500 && error.status !== 0 ? error.message : CustomerListMessages.exportFailed });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Kunder
        </Title>
        {mayCall(user, 'POST', '/api/customer/save') && (
          <Button leftSection={<IconUserPlus size={16} />} onClick={onCreate}>
            Ny kunde
          </Button>
        )}
      </Group>
      <SearchPanel search={search} onSearch={onSearch} />
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Stack gap="xs">
            <Group justify="space-between" gap="xs">
              <DeleteSelected
                mayDelete={mayDelete}
                count={selected.length}
                deleting={massDelete.running}
                onDelete={() => massDelete.start(selected.map((row) => row.Id))}
                onClear={() => setSelected([])}
              />
              <Group gap="xs">
                {/* Spec part 1 §4 and §9: the export is hidden when the search finds 5,000 customers or more. */}
                {list.data && total > 0 && total < EXPORT_LIMIT && (
                  <Button size="xs" variant="light" leftSection={<IconFileSpreadsheet size={14} />} loading={exporting} onClick={() => void exportList()}>
                    Eksporter til Excel
                  </Button>
                )}
                <DetailsToggle shown={details.shown} onToggle={details.toggle} />
              </Group>
            </Group>
            <ListGrid<CustomerListRow>
              label="Kunder"
              columnsKey="customer-list"
              pinFirstColumn
              minWidth={gridWidth}
              rowHeight={ROW_HEIGHT}
              rowIdAttribute="data-customer-id"
              rows={rows}
              columns={columns}
              fetching={list.isFetching}
              error={list.error}
              failedText={CustomerListMessages.listFailed}
              emptyText={CustomerListMessages.noRows}
              total={total}
              pageSize={CUSTOMER_PAGE_SIZE}
              page={search.page}
              onPage={(page) => onSearch({ page })}
              sort={{ columnAccessor: search.Sort, direction: search.SortDir }}
              onSort={(Sort, SortDir) => onSearch({ Sort: Sort as CustomerSortKey, SortDir })}
              active={active}
              onActivate={setChosen}
              onOpen={onOpen}
              selection={
                mayDelete
                  ? { selected, onSelect: setSelected, allLabel: 'Vælg alle kunder på siden', rowLabel: (record) => `Vælg kunde ${record.Name}` }
                  : undefined
              }
            />
          </Stack>
        </Box>
        {details.shown && active ? (
          <SidePane width={PANE_WIDTH}>
            <DetailPane id={active} onOpen={onOpen} onOpenCase={onOpenCase} />
          </SidePane>
        ) : null}
      </Group>
      <BatchDeleteDialog batchDelete={massDelete} />
    </Stack>
  );
}
