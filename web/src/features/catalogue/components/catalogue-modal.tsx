import { Button, Checkbox, Group, Menu, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconColumns, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useEffect, useState, type KeyboardEvent } from 'react';
import {
  CATALOGUE_COLUMNS,
  CATALOGUE_FREETEXT_THROTTLE_MS,
  DEFAULT_CATALOGUE_COLUMNS,
  priceTypeLabel,
  type CatalogueCarTypeId,
  type CatalogueColumn,
  type CatalogueVariant,
} from '../../../../../domain/catalogue/model-catalogue.ts';
import { formatKr, toClientDate } from '../../../../../domain/format.ts';
import { catalogueMakesQuery } from '../api/catalogue-makes.ts';
import { catalogueModelsQuery } from '../api/catalogue-models.ts';
import { catalogueSearchQuery } from '../api/catalogue-search.ts';
import { catalogueTypesQuery } from '../api/catalogue-types.ts';
import { catalogueErrorMessage } from '../model/catalogue-error-message.ts';
import { useRateLimitedValue } from '@/hooks/use-rate-limited-value.ts';

/** The grid's chosen columns are remembered in the browser (spec part 2 §2). */
export const CATALOGUE_COLUMNS_STORAGE_KEY = 'dealerhub.car-catalogue.columns';

const readColumns = (): CatalogueColumn[] => {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CATALOGUE_COLUMNS_STORAGE_KEY) ?? 'null');
    if (Array.isArray(stored)) {
      const known = stored.filter((column): column is CatalogueColumn => CATALOGUE_COLUMNS.some((candidate) => candidate.accessor === column));
      if (known.length > 0) return known;
    }
  } catch {
    // A damaged entry falls back to the default columns.
  }
  return [...DEFAULT_CATALOGUE_COLUMNS];
};

const cellOf = (variant: CatalogueVariant, column: CatalogueColumn): string => {
  switch (column) {
    case 'TotalPrice':
      return formatKr(variant.TotalPrice, 0);
    case 'PriceType':
      return priceTypeLabel(variant.PriceType);
    case 'EffectiveDate':
      return toClientDate(variant.EffectiveDate);
    default:
      return String(variant[column] ?? '');
  }
};

export interface CatalogueModalProps {
  opened: boolean;
  onClose: () => void;
  onPick: (variant: CatalogueVariant) => void;
}

/**
 * The car catalogue modal (spec part 2 §2): filters make, type, model and free text (rate limited to 600 ms); a grid
 * with selectable columns remembered in the browser; a double-click (or Enter, or 'Vælg') picks a variant. When the
 * catalogue fails, the spec's message is shown and the modal closes (§8).
 */
export function CatalogueModal({ opened, onClose, onPick }: CatalogueModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Vælg bil fra modelkatalog" size="90%">
      {opened && <Catalogue onClose={onClose} onPick={onPick} />}
    </Modal>
  );
}

function Catalogue({ onClose, onPick }: Omit<CatalogueModalProps, 'opened'>) {
  const [make, setMake] = useState<string | null>(null);
  const [carType, setCarType] = useState<CatalogueCarTypeId | null>(null);
  const [model, setModel] = useState<string | null>(null);
  const [text, setText] = useState('');
  const freetext = useRateLimitedValue(text.trim(), CATALOGUE_FREETEXT_THROTTLE_MS);
  const [columns, setColumns] = useState<CatalogueColumn[]>(readColumns);
  const [selected, setSelected] = useState<CatalogueVariant | undefined>(undefined);

  const makes = useQuery(catalogueMakesQuery);
  const types = useQuery(catalogueTypesQuery(make));
  const models = useQuery(catalogueModelsQuery(make, carType));
  const search = useQuery(catalogueSearchQuery({ make, carType, model, freetext }));

  // Only a failure of this opening counts: the cache may still hold the error of an earlier one.
  const [openedAt] = useState(Date.now);
  const failure = [makes, types, models, search].find((query) => query.error && query.errorUpdatedAt >= openedAt)?.error;
  useEffect(() => {
    if (!failure) return;
    notifications.show({ color: 'red', title: 'Modelkatalog', message: catalogueErrorMessage(failure) });
    onClose();
  }, [failure, onClose]);

  const toggleColumn = (column: CatalogueColumn, shown: boolean): void => {
    const next = CATALOGUE_COLUMNS.map((candidate) => candidate.accessor).filter((accessor) =>
      accessor === column ? shown : columns.includes(accessor),
    );
    if (next.length === 0) return;
    setColumns(next);
    localStorage.setItem(CATALOGUE_COLUMNS_STORAGE_KEY, JSON.stringify(next));
  };

  const pick = (variant: CatalogueVariant): void => {
    onPick(variant);
    onClose();
  };

  const gridColumns: DataTableColumn<CatalogueVariant>[] = CATALOGUE_COLUMNS.filter((column) => columns.includes(column.accessor)).map((column) => ({
    accessor: column.accessor,
    title: column.title,
    textAlign: column.accessor === 'TotalPrice' ? 'right' : 'left',
    render: (variant) => cellOf(variant, column.accessor),
  }));
  const rows = search.data?.List ?? [];

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Mærke"
          placeholder="Vælg mærke"
          data={makes.data ?? []}
          value={make}
          searchable
          clearable
          onChange={(value) => {
            setMake(value);
            setCarType(null);
            setModel(null);
          }}
          data-autofocus
        />
        <Select
          label="Type"
          placeholder="Alle typer"
          data={(types.data ?? []).map((type) => ({ value: String(type.Id), label: type.Name }))}
          value={carType === null ? null : String(carType)}
          disabled={make === null}
          clearable
          onChange={(value) => {
            setCarType(value === null ? null : (Number(value) as CatalogueCarTypeId));
            setModel(null);
          }}
        />
        <Select
          label="Model"
          placeholder="Alle modeller"
          data={models.data ?? []}
          value={model}
          disabled={make === null}
          searchable
          clearable
          onChange={setModel}
        />
        <TextInput
          label="Fritekst"
          placeholder="Variant, motor, udstyr..."
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          leftSection={<IconSearch size={16} />}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Menu closeOnItemClick={false} position="bottom-end">
          <Menu.Target>
            <Button variant="default" leftSection={<IconColumns size={16} />}>
              Kolonner
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {CATALOGUE_COLUMNS.map((column) => (
              <Menu.Item key={column.accessor} component="div">
                <Checkbox
                  label={column.title}
                  checked={columns.includes(column.accessor)}
                  onChange={(event) => toggleColumn(column.accessor, event.currentTarget.checked)}
                />
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <DataTable<CatalogueVariant>
        withTableBorder
        highlightOnHover
        minHeight={180}
        height={460}
        records={rows}
        idAccessor="CarGuid"
        columns={gridColumns}
        fetching={search.isFetching}
        noRecordsText={make === null && freetext === '' ? 'Vælg et mærke eller skriv i fritekst' : 'Ingen biler i kataloget'}
        onRowClick={({ record }) => setSelected(record)}
        onRowDoubleClick={({ record }) => pick(record)}
        rowStyle={(record) => (record.CarGuid === selected?.CarGuid ? { background: 'var(--mantine-color-blue-light)' } : undefined)}
        customRowAttributes={(record) => ({
          tabIndex: 0,
          'aria-selected': record.CarGuid === selected?.CarGuid,
          onFocus: () => setSelected(record),
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key === 'Enter') pick(record);
          },
        })}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {search.data ? `${search.data.Total} varianter` : ''}
        </Text>
        <Group>
          <Button variant="default" onClick={onClose}>
            Annuller
          </Button>
          <Button disabled={selected === undefined} onClick={() => selected && pick(selected)}>
            Vælg
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
