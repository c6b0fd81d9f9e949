import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** Spec part 1 §4 and §9, part 2 §9: a list reloads 500 ms after its search changes. */
export const SEARCH_DELAY_MS = 500;

/** A list's search field bound to the URL: typing updates the list 500 ms after the last key, Enter at once. */
export function SearchText({
  label,
  placeholder,
  value,
  onCommit,
  numeric,
  upperCase,
  w,
  hiddenLabel,
}: {
  label: string;
  /** The label for assistive technology only (a range's bounds under one visible label). */
  hiddenLabel?: boolean;
  placeholder?: string;
  value: string;
  onCommit: (value: string) => void;
  /** Whole, non-negative numbers only (spec part 1 §5). */
  numeric?: boolean;
  /** Typed as capitals (a registration number). */
  upperCase?: boolean;
  /** A width that shows the placeholder whole. */
  w?: number;
}) {
  const [text, setText] = useState(value);
  // The URL's value as last shown, and the value last sent (the URL follows a moment later, once the list has loaded).
  const [shown, setShown] = useState(value);
  const [sent, setSent] = useState(value);
  if (value !== shown) {
    setShown(value);
    // The URL changed from elsewhere (back button, 'Nulstil'): show it. The URL catching up with what was sent keeps
    // what is in the field: until the list has loaded, the URL still holds the search before it.
    if (value !== sent) {
      setSent(value);
      setText(value);
    }
  }
  const commit = (next: string): void => {
    const trimmed = next.trim();
    if (trimmed === sent) return;
    setSent(trimmed);
    onCommit(trimmed);
  };
  const debounced = useDebouncedCallback(commit, SEARCH_DELAY_MS);
  return (
    <TextInput
      label={hiddenLabel ? undefined : label}
      aria-label={hiddenLabel ? label : undefined}
      placeholder={placeholder}
      value={text}
      w={w}
      inputMode={numeric ? 'numeric' : undefined}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const next = numeric ? typed.replace(/\D/g, '').slice(0, 9) : upperCase ? typed.toUpperCase() : typed;
        setText(next);
        debounced(next);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          debounced.cancel();
          commit(text);
        }
      }}
    />
  );
}
