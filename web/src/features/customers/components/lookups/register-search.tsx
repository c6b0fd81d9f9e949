import { Alert, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';

/** One way to search a register: its label, the number's rule (with the spec's message) and the look-up. */
export interface SearchMode<Answer> {
  value: string;
  /** The choice's label: the register's look-up ('CPR-opslag'), never a customer field's label, so each name is one control. */
  label: string;
  /** The input's label. */
  inputLabel: string;
  number: z.ZodType<string, string>;
  lookUp(number: string): Promise<Answer>;
  failure(error: unknown): string;
}

export interface RegisterSearchProps<Answer> {
  /** What the search is of, for screen readers and the tests: 'Opslag i CPR eller telefonbog'. */
  label: string;
  modes: SearchMode<Answer>[];
  /** A register answered: fill the form. Returns a warning to show beside the result, if any. */
  onFound(answer: Answer, mode: string): string | undefined;
}

/**
 * A register search of the customer forms (spec part 1 §5 "Lookup"): one number box for the chosen register (CPR or
 * CVR, or phone), so that searching by one hides and clears the other; the number's rule is checked before the call,
 * with the spec's message; the register's answer fills the form, its failure shows the spec's text under the box.
 */
export function RegisterSearch<Answer>({ label, modes, onFound }: RegisterSearchProps<Answer>) {
  const [modeValue, setModeValue] = useState(modes[0]!.value);
  const mode = modes.find((each) => each.value === modeValue) ?? modes[0]!;
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<{ found: string; warning?: string } | undefined>(undefined);
  const lookup = useMutation({ mutationFn: ({ search, number: asked }: { search: SearchMode<Answer>; number: string }) => search.lookUp(asked) });

  const choose = (value: string): void => {
    setModeValue(value);
    setNumber('');
    setError(undefined);
    setOutcome(undefined);
  };

  const search = (): void => {
    if (lookup.isPending) return;
    setOutcome(undefined);
    const parsed = mode.number.safeParse(number);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    lookup.mutate(
      { search: mode, number: parsed.data },
      {
        onSuccess: (answer, { search: asked }) => {
          const warning = onFound(answer, asked.value);
          setOutcome({ found: 'Oplysningerne er hentet og udfyldt.', ...(warning ? { warning } : {}) });
        },
        onError: (failure, { search: asked }) => setError(asked.failure(failure)),
      },
    );
  };

  return (
    <Stack gap={6} role="search" aria-label={label}>
      {modes.length > 1 && (
        <SegmentedControl size="xs" aria-label={`${label}: søg på`} value={mode.value} onChange={choose} data={modes.map((each) => ({ value: each.value, label: each.label }))} style={{ alignSelf: 'flex-start' }} />
      )}
      {/* No form of its own: the search sits inside the customer's form, and Enter in the box searches. */}
      <Group align="flex-start" gap="xs">
        <TextInput
          label={mode.inputLabel}
          value={number}
          inputMode="numeric"
          autoComplete="off"
          onChange={(event) => {
            setNumber(event.currentTarget.value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            search();
          }}
          error={error}
          style={{ flex: 1, maxWidth: 260 }}
        />
        <Button variant="light" mt={25} loading={lookup.isPending} leftSection={<IconSearch size={16} />} onClick={search}>
          Søg
        </Button>
      </Group>
      {outcome && (
        <Text size="sm" c="green.8">
          {outcome.found}
        </Text>
      )}
      {outcome?.warning && (
        <Alert color="yellow" variant="light" p="xs">
          {outcome.warning}
        </Alert>
      )}
    </Stack>
  );
}
