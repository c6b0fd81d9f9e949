import { Button, Checkbox, Menu } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import type { useDataTableColumns } from 'mantine-datatable';

type ColumnsState = Pick<ReturnType<typeof useDataTableColumns>, 'columnsToggle' | 'setColumnsToggle' | 'resetColumnsToggle'>;

/**
 * 'Kolonner': shows or hides a grid's optional columns (those with a title here); the grid's column store remembers
 * the choice in the browser.
 */
export function ColumnMenu({ titles, state }: { titles: ReadonlyMap<string, string>; state: ColumnsState }) {
  const toggle = (accessor: string, toggled: boolean): void =>
    state.setColumnsToggle(state.columnsToggle.map((column) => (column.accessor === accessor ? { ...column, toggled } : column)));
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={14} />}>
          Kolonner
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label="Vælg kolonner">
        {state.columnsToggle
          .filter((column) => column.toggleable && titles.has(column.accessor))
          .map((column) => (
            <Menu.Item key={column.accessor} component="div">
              <Checkbox label={titles.get(column.accessor)} checked={column.toggled} onChange={(event) => toggle(column.accessor, event.currentTarget.checked)} />
            </Menu.Item>
          ))}
        <Menu.Divider />
        <Menu.Item onClick={state.resetColumnsToggle}>Nulstil kolonner</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
