import { ActionIcon, Checkbox, Group, Popover, Radio, TextInput, Textarea } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { dateAsTyped, parseTimeEntry } from '../../../../../../../domain/cases/agreement-fields.ts';
import { DATE_PICKER_RANGE, formatNumber, parseDanishNumber, parseDateEntry, toServerDate } from '../../../../../../../domain/format.ts';

/**
 * The entry fields of the other-agreements and rental tabs. A date, time or number field stores its wire form
 * (YYYY-MM-DD, hh:mm, a number) as soon as what was typed is one, and otherwise the text as typed, so that the domain
 * schema, the same one the server uses, can name the mistake under the field.
 */
export type EntryKind = 'date' | 'time' | 'number' | 'wholeNumber' | 'money';
type EntryValue = string | number | null | undefined;

/** What a typed text is stored as. */
export const storedEntry = (kind: EntryKind, text: string): string | number | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  switch (kind) {
    case 'date': {
      const date = parseDateEntry(trimmed);
      return date === undefined ? text : (toServerDate(date) ?? text);
    }
    case 'time':
      return parseTimeEntry(trimmed) ?? text;
    case 'number':
    case 'money':
      return parseDanishNumber(trimmed) ?? text;
    case 'wholeNumber':
      return /^-?\d+$/.test(trimmed) ? Number(trimmed) : text;
  }
};

/**
 * How a stored value is shown: Danish dates; amounts of money as everywhere, '1.000,50'; other numbers with a decimal
 * comma and no grouping (a whole number must stay one).
 */
export const shownEntry = (kind: EntryKind, value: EntryValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return kind === 'money' ? formatNumber(value, 2) : String(value).replace('.', ',');
  return kind === 'date' ? dateAsTyped(value) : value;
};

/** Errors of the domain schema by field; a field's message shows once it was left, or all when `showErrors`. */
export const useFieldErrors = (schema: z.ZodType, value: unknown, showErrors: boolean) => {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const errors = useMemo(() => {
    const byField = new Map<string, string>();
    for (const issue of schema.safeParse(value ?? {}).error?.issues ?? []) {
      const field = String(issue.path[0] ?? '');
      if (!byField.has(field)) byField.set(field, issue.message);
    }
    return byField;
  }, [schema, value]);
  return {
    errorOf: (field: string): string | undefined => (showErrors || touched.has(field) ? errors.get(field) : undefined),
    /** Marks fields as touched (a rule across fields touches the field its message is shown under, too). */
    touch: (...fields: string[]) => setTouched((previous) => (fields.every((field) => previous.has(field)) ? previous : new Set([...previous, ...fields]))),
  };
};

interface EntryProps {
  label: string;
  kind: EntryKind;
  value: EntryValue;
  onChange(value: string | number | null): void;
  onBlur(): void;
  error: string | undefined;
  readOnly: boolean;
  placeholder?: string;
  rightSection?: ReactNode;
}

/** A date, time or number field: shows the draft while typing, the stored value formatted otherwise. */
export function EntryField({ label, kind, value, onChange, onBlur, error, readOnly, placeholder, rightSection }: EntryProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <TextInput
      label={label}
      value={draft ?? shownEntry(kind, value)}
      inputMode={kind === 'date' || kind === 'time' ? undefined : kind === 'wholeNumber' ? 'numeric' : 'decimal'}
      placeholder={placeholder ?? (kind === 'date' ? 'dd-mm-åååå' : kind === 'time' ? 'tt:mm' : undefined)}
      readOnly={readOnly}
      error={error}
      rightSection={kind === 'date' && !readOnly ? <DatePickerButton label={label} value={value} onPick={(date) => {
            onChange(date);
            onBlur();
          }} /> : rightSection}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        onChange(storedEntry(kind, event.currentTarget.value));
      }}
      onBlur={() => {
        setDraft(null);
        onBlur();
      }}
    />
  );
}

/**
 * The date picker beside a date field (spec part 1 §5: dd-mm-yyyy, 01-01-1900 to 01-01-2050, weeks from Monday as the
 * app's DatesProvider sets); typing stays possible, so a wrong date can still be typed and named.
 */
function DatePickerButton({ label, value, onPick }: { label: string; value: EntryValue; onPick(date: string): void }) {
  const [opened, setOpened] = useState(false);
  const picked = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withinPortal>
      <Popover.Target>
        <ActionIcon variant="subtle" aria-label={`Vælg dato: ${label}`} onClick={() => setOpened((open) => !open)}>
          <IconCalendar size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          value={picked}
          defaultDate={picked ?? undefined}
          minDate={`${DATE_PICKER_RANGE.minYear}-01-01`}
          maxDate={`${DATE_PICKER_RANGE.maxYear}-01-01`}
          onChange={(date) => {
            if (date) onPick(date);
            setOpened(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}

interface TextProps {
  label: string;
  value: string | null | undefined;
  onChange(value: string): void;
  onBlur(): void;
  error: string | undefined;
  readOnly: boolean;
  multiline?: boolean;
}

export function TextField({ label, value, onChange, onBlur, error, readOnly, multiline }: TextProps) {
  const props = { label, value: value ?? '', readOnly, error, onBlur };
  return multiline ? (
    <Textarea {...props} rows={4} onChange={(event) => onChange(event.currentTarget.value)} />
  ) : (
    <TextInput {...props} onChange={(event) => onChange(event.currentTarget.value)} />
  );
}

export function FlagField({ label, value, onChange, readOnly }: { label: string; value: boolean | null | undefined; onChange(value: boolean): void; readOnly: boolean }) {
  return <Checkbox label={label} checked={value ?? false} disabled={readOnly} onChange={(event) => onChange(event.currentTarget.checked)} />;
}

/** A no/yes choice (the spec's "(no/yes)" fields). */
export function NoYesField({ label, value, onChange, readOnly }: { label: string; value: boolean | null | undefined; onChange(value: boolean): void; readOnly: boolean }) {
  return (
    <Radio.Group label={label} value={value ? 'yes' : 'no'} onChange={(choice) => onChange(choice === 'yes')}>
      <Group mt={4}>
        <Radio value="no" label="Nej" disabled={readOnly} />
        <Radio value="yes" label="Ja" disabled={readOnly} />
      </Group>
    </Radio.Group>
  );
}
