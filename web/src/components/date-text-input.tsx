import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { toClientDate, toServerDate } from '../../../domain/format.ts';

/**
 * A Danish date field (dd-mm-åååå) over a YYYY-MM-DD value. What cannot be read as a date is passed on as typed, so
 * that the sales item's rules name it rather than the field silently keeping the old date.
 */
export function DateTextInput({
  label,
  value,
  error,
  onChange,
  onBlur,
}: {
  label: string;
  value: string | null | undefined;
  error?: string | undefined;
  onChange: (next: string | null) => void;
  onBlur?: () => void;
}) {
  const [text, setText] = useState(() => toClientDate(value) || (value ?? ''));
  const valueOfText = (typed: string): string | null => (typed.trim() === '' ? null : (toServerDate(typed) ?? typed.trim()));
  // A value set from outside (another vehicle picked) replaces what was typed.
  if ((value ?? null) !== valueOfText(text)) setText(toClientDate(value) || (value ?? ''));

  return (
    <TextInput
      label={label}
      placeholder="dd-mm-åååå"
      maxLength={10}
      value={text}
      error={error}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(valueOfText(event.currentTarget.value));
      }}
      onBlur={() => {
        if (toServerDate(text)) setText(toClientDate(toServerDate(text)));
        onBlur?.();
      }}
    />
  );
}
