import { SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import type { WidgetId } from '../model/layout.ts';

export const COLUMN_NAMES = ['første kolonne', 'anden kolonne', 'tredje kolonne'] as const;

/** What each widget the user may see shows; a widget left out is not on the dashboard. */
export type DashboardWidgets = Partial<Record<WidgetId, () => ReactNode>>;

/** The three columns side by side, one under the other on a narrow screen. */
export function DashboardColumns({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" data-testid="dashboard-columns">
      {children}
    </SimpleGrid>
  );
}

/** One column of widgets, a region named for assistive technology. */
export function DashboardColumn({ index, ref, children }: { index: number; ref?: Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <Stack ref={ref} gap="lg" mih={80} data-testid={`dashboard-column-${index + 1}`} aria-label={`Forsidens ${COLUMN_NAMES[index]}`} role="region">
      {children}
    </Stack>
  );
}
