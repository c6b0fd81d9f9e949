import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/api.ts';
import classes from './typeahead.module.css';

/** The typeaheads' page size: 'Se alle' shows when there are more (spec part 2 §9). */
export const TYPEAHEAD_SIZE = 6;

const SHOW_ALL = '__show-all__';
const SEARCH_DELAY_MS = 300;

/** Room under the field for about four results: with less, and more room above it, the list opens upward instead. */
const MIN_ROOM_BELOW_PX = 200;
/** The list keeps this far from the window's edge. */
const WINDOW_MARGIN_PX = 8;

type Side = 'bottom-start' | 'top-start';

/**
 * Where the results open, decided when the field is used: under it, as people expect of a search field, whenever
 * there is room for a few results there (the list then scrolls within the room it has); above it only at the bottom
 * of the window. Left to itself, the floating logic flips the list upward as soon as all of it does not fit below.
 */
const sideFor = (field: Element): Side => {
  const box = field.getBoundingClientRect();
  const below = window.innerHeight - box.bottom;
  return below >= MIN_ROOM_BELOW_PX || below >= box.top ? 'bottom-start' : 'top-start';
};

export interface TypeaheadProps<T> {
  label: string;
  placeholder?: string;
  /** The cache key of the look-up; the search text is appended. */
  queryKey: readonly unknown[];
  search: (text: string) => Promise<{ Total: number; List: T[] }>;
  idOf: (item: T) => string;
  renderOption: (item: T) => ReactNode;
  onPick: (item: T) => void;
  /** 'Se alle': more results than the list shows (spec part 2 §9: above 6). */
  onShowAll?: (searchText: string) => void;
  disabled?: boolean;
}

/**
 * A quick search (spec part 2 §2 "Lookups and pickers"): type, pick one of at most six results with the mouse or the
 * arrow keys and Enter; with more results, 'Se alle' opens the full list.
 */
export function Typeahead<T>({ label, placeholder, queryKey, search, idOf, renderOption, onPick, onShowAll, disabled }: TypeaheadProps<T>) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [side, setSide] = useState<Side>('bottom-start');
  const open = (field: Element): void => {
    setSide(sideFor(field));
    combobox.openDropdown();
  };
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const lookup = useQuery({
    queryKey: [...queryKey, debounced],
    queryFn: () => search(debounced),
    enabled: debounced !== '',
    staleTime: 30_000,
  });
  const items = (debounced !== '' ? lookup.data?.List : undefined)?.slice(0, TYPEAHEAD_SIZE) ?? [];
  const total = lookup.data?.Total ?? 0;
  const showAll = Boolean(onShowAll) && debounced !== '' && total > TYPEAHEAD_SIZE;

  // The first result is ready for Enter as soon as the results arrive.
  useEffect(() => {
    if (lookup.data) combobox.selectFirstOption();
  }, [lookup.data, combobox]);

  const submit = (value: string): void => {
    combobox.closeDropdown();
    if (value === SHOW_ALL) {
      onShowAll?.(text.trim());
      return;
    }
    const item = items.find((candidate) => idOf(candidate) === value);
    if (item) {
      onPick(item);
      setText('');
    }
  };

  const waiting = text.trim() !== '' && (text.trim() !== debounced || lookup.isFetching);
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={submit}
      withinPortal
      classNames={{ option: classes.option }}
      position={side}
      // The side is chosen above; the list's height is capped to the room on that side, and the list scrolls.
      middlewares={{ flip: false, shift: true, size: { padding: WINDOW_MARGIN_PX } }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={placeholder}
          value={text}
          disabled={disabled}
          leftSection={<IconSearch size={16} />}
          rightSection={waiting ? <Loader size={16} aria-label="Søger..." /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            open(event.currentTarget);
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={(event) => open(event.currentTarget)}
          onClick={(event) => open(event.currentTarget)}
          onBlur={() => combobox.closeDropdown()}
          autoComplete="off"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={debounced === '' || (!lookup.data && !lookup.error)} style={{ overflowY: 'auto' }}>
        {/* A list box holds options only: the answer that there are none is told beside it. */}
        {(items.length > 0 || showAll) && (
          <Combobox.Options aria-label={`Resultater: ${label}`}>
            {items.map((item) => (
              <Combobox.Option value={idOf(item)} key={idOf(item)}>
                {renderOption(item)}
              </Combobox.Option>
            ))}
            {showAll && (
              <Combobox.Option value={SHOW_ALL}>
                <Text fw={600} c="blue.8" size="sm">
                  Se alle ({total})
                </Text>
              </Combobox.Option>
            )}
          </Combobox.Options>
        )}
        {lookup.data && items.length === 0 && <Combobox.Empty role="status">Ingen resultater</Combobox.Empty>}
        {lookup.error && (
          <Combobox.Empty role="alert">{lookup.error instanceof ApiError ? lookup.error.message : 'Der skete en fejl. Prøv igen.'}</Combobox.Empty>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
