import { Box, Button, Group, Text } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarRight, IconLayoutSidebarRightCollapse, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * Below this screen width a list's columns and its detail pane do not both fit (a 1280 or 1366 px laptop): the pane
 * starts hidden there, so the grid keeps its full width, and 'Vis detaljer' brings it back beside the grid (which then
 * scrolls sideways with its first column pinned).
 */
const TOO_NARROW_FOR_BOTH = '(max-width: 1599.98px)';

/** Whether a list shows its detail pane: by the screen's width until the user chooses, then as chosen (remembered). */
export function useDetailsPane(storageKey: string): { shown: boolean; toggle: () => void } {
  const narrow = useMediaQuery(TOO_NARROW_FOR_BOTH, false, { getInitialValueInEffect: false });
  const [choice, setChoice] = useLocalStorage<'shown' | 'hidden' | 'auto'>({ key: storageKey, defaultValue: 'auto' });
  const shown = choice === 'auto' ? !narrow : choice === 'shown';
  return { shown, toggle: () => setChoice(shown ? 'hidden' : 'shown') };
}

/** 'Vis detaljer' / 'Skjul detaljer' above a list. */
export function DetailsToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <Button
      size="xs"
      variant="subtle"
      leftSection={shown ? <IconLayoutSidebarRightCollapse size={14} /> : <IconLayoutSidebarRight size={14} />}
      onClick={onToggle}
      aria-pressed={shown}
    >
      {shown ? 'Skjul detaljer' : 'Vis detaljer'}
    </Button>
  );
}

/** The detail pane beside a list's grid, staying in view under the header while the list scrolls. */
export function SidePane({ width, children }: { width: number; children: ReactNode }) {
  return (
    <Box w={width} style={{ flexShrink: 0, position: 'sticky', top: 'calc(var(--app-shell-header-height, 60px) + var(--mantine-spacing-md))' }}>
      {children}
    </Box>
  );
}

/** 'Slet valgte' where the user may delete, and how many rows are chosen with 'Fravælg alle'. */
export function DeleteSelected({
  mayDelete,
  count,
  deleting,
  onDelete,
  onClear,
}: {
  mayDelete: boolean;
  count: number;
  deleting: boolean;
  onDelete: () => void;
  onClear: () => void;
}) {
  return (
    <Group gap="xs">
      {mayDelete && (
        <Button size="xs" color="red" variant="light" leftSection={<IconTrash size={14} />} disabled={count === 0 || deleting} onClick={onDelete}>
          Slet valgte
        </Button>
      )}
      {count > 0 && (
        <>
          <Text size="sm" data-testid="selected-count">
            {count} valgt
          </Text>
          <Button size="xs" variant="subtle" onClick={onClear}>
            Fravælg alle
          </Button>
        </>
      )}
    </Group>
  );
}
