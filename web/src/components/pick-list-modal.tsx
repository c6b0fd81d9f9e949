import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState, type KeyboardEvent } from 'react';
import { ApiError } from '@/lib/api.ts';

export interface PickListModalProps<T> {
  title: string;
  /** Open with this search text; closed when undefined. */
  searchText: string | undefined;
  queryKey: readonly unknown[];
  search: (text: string) => Promise<{ Total: number; List: T[] }>;
  idOf: (item: T) => string;
  columns: (rows: T[]) => DataTableColumn<T>[];
  onPick: (item: T) => void;
  onClose: () => void;
}

/** 'Se alle': every result in a grid; a double-click, Enter on a row or 'Vælg' picks it. */
export function PickListModal<T>(props: PickListModalProps<T>) {
  return (
    <Modal opened={props.searchText !== undefined} onClose={props.onClose} title={props.title} size="xl">
      {props.searchText !== undefined && <PickList {...props} searchText={props.searchText} />}
    </Modal>
  );
}

function PickList<T>({ searchText, queryKey, search, idOf, columns, onPick, onClose }: PickListModalProps<T> & { searchText: string }) {
  const [text, setText] = useState(searchText);
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const [selected, setSelected] = useState<T | undefined>(undefined);
  const list = useQuery({ queryKey: [...queryKey, debounced], queryFn: () => search(debounced) });
  const rows = list.data?.List ?? [];

  const pick = (item: T): void => {
    onPick(item);
    onClose();
  };

  return (
    <Stack gap="sm">
      <TextInput label="Søg" value={text} onChange={(event) => setText(event.currentTarget.value)} leftSection={<IconSearch size={16} />} data-autofocus />
      <DataTable<T>
        withTableBorder
        highlightOnHover
        minHeight={180}
        height={420}
        records={rows}
        idAccessor={(item) => idOf(item)}
        columns={columns(rows)}
        fetching={list.isFetching}
        noRecordsText={list.error instanceof ApiError ? list.error.message : 'Ingen resultater'}
        onRowClick={({ record }) => setSelected(record)}
        onRowDoubleClick={({ record }) => pick(record)}
        rowStyle={(record) => (selected !== undefined && idOf(record) === idOf(selected) ? { background: 'var(--mantine-color-blue-light)' } : undefined)}
        customRowAttributes={(record) => ({
          tabIndex: 0,
          'aria-selected': selected !== undefined && idOf(record) === idOf(selected),
          onFocus: () => setSelected(record),
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key === 'Enter') pick(record);
          },
        })}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Annuller
        </Button>
        <Button disabled={selected === undefined} onClick={() => selected !== undefined && pick(selected)}>
          Vælg
        </Button>
      </Group>
    </Stack>
  );
}
