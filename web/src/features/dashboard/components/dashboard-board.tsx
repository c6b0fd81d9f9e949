import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { SubscriptionPackage } from '../../../../../domain/roles.ts';
import { restoreLayout, type DashboardLayout, type WidgetId } from '../model/layout.ts';
import { DashboardColumn, DashboardColumns, type DashboardWidgets } from './dashboard-columns.tsx';

/** Where the arrangement is kept: per user, in this browser (document 2 §2). */
const layoutStorageKey = (userId: string) => `dealerhub.dashboard.layout.${userId}`;

// Dragging is for the few minutes a user arranges the dashboard: its library loads when edit mode opens.
const DashboardEditor = lazy(() => import('./dashboard-editor.tsx'));

/**
 * The dashboard (document 2 §2): three columns of widgets in the arrangement the user made, or their package's. In
 * edit mode each widget may be dragged (with the mouse, or with the keyboard from its handle) or moved with its arrow
 * buttons, and hidden if it allows hiding; the arrangement is kept in the browser.
 */
export interface DashboardBoardProps {
  userId: string;
  subscriptionPackage: SubscriptionPackage;
  widgets: DashboardWidgets;
}

export function DashboardBoard({ userId, subscriptionPackage, widgets }: DashboardBoardProps) {
  const [stored, setStored] = useLocalStorage<unknown>({ key: layoutStorageKey(userId), defaultValue: null, getInitialValueInEffect: false });
  const layout = useMemo(() => restoreLayout(stored, subscriptionPackage), [stored, subscriptionPackage]);
  const save = (next: DashboardLayout) => setStored(next);
  const [editing, setEditing] = useState(false);
  const shown = (id: WidgetId) => widgets[id] !== undefined && !layout.hidden.includes(id);

  const columns = (
    <DashboardColumns>
      {layout.columns.map((column, index) => (
        <DashboardColumn key={index} index={index}>
          {column.filter(shown).map((id) => (
            <Box key={id} data-widget={id}>
              {widgets[id]!()}
            </Box>
          ))}
        </DashboardColumn>
      ))}
    </DashboardColumns>
  );

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        {editing && (
          <Button variant="default" onClick={() => save({ ...restoreLayout(null, subscriptionPackage) })}>
            Gendan standard
          </Button>
        )}
        <Button variant={editing ? 'filled' : 'light'} onClick={() => setEditing(!editing)} aria-pressed={editing}>
          {editing ? 'Færdig' : 'Tilpas forsiden'}
        </Button>
      </Group>
      {editing && (
        <Text size="sm" c="dimmed">
          Træk en widget i dens håndtag til en anden plads, eller brug pilene. Mellemrum tager en widget op og sætter den igen; piletasterne flytter den.
        </Text>
      )}
      {editing ? (
        <Suspense fallback={columns}>
          <DashboardEditor layout={layout} widgets={widgets} onChange={save} />
        </Suspense>
      ) : (
        columns
      )}
    </Stack>
  );
}
