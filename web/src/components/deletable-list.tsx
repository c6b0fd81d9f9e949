import { ActionIcon, Alert, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { ActionsHeader } from '@/components/actions-header.tsx';

export interface DeletableListProps<T extends { Id: string | number }> {
  /** The table's accessible name. */
  label: string;
  query: Pick<UseQueryResult<T[]>, 'data' | 'isError' | 'isFetching'>;
  columns: DataTableColumn<T>[];
  /** What the alert says when the list cannot be read. */
  failedText: string;
  noRecordsText: string;
  /** How a row is named on its delete button ('Slet {name}'). */
  nameOf: (row: T) => string;
  onDelete: (row: T) => void;
}

/** A department's own records (plates, appendices) in a table with a delete button on each row. */
export function DeletableList<T extends { Id: string | number }>({ label, query, columns, failedText, noRecordsText, nameOf, onDelete }: DeletableListProps<T>) {
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {failedText}
      </Alert>
    );
  }
  return (
    <DataTable<T>
      aria-label={label}
      withTableBorder
      borderRadius="sm"
      striped
      minHeight={120}
      fetching={query.isFetching && !query.data}
      records={query.data ?? []}
      noRecordsText={noRecordsText}
      idAccessor="Id"
      columns={[
        ...columns,
        {
          accessor: 'actions',
          title: <ActionsHeader />,
          width: 60,
          textAlign: 'right',
          render: (row) => (
            <Tooltip label="Slet" withinPortal>
              <ActionIcon variant="subtle" color="red" aria-label={`Slet ${nameOf(row)}`} onClick={() => onDelete(row)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          ),
        },
      ]}
    />
  );
}
