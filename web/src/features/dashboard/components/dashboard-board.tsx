import { ActionIcon, Box, Button, Checkbox, Group, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowDown, IconArrowLeft, IconArrowRight, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import type { SubscriptionPackage } from '../../../../../domain/roles.ts';
import {
  columnOf,
  HIDEABLE,
  moveWidget,
  restoreLayout,
  setHidden,
  stepWidget,
  WIDGET_TITLES,
  type DashboardLayout,
  type WidgetId,
} from '../model/layout.ts';

const COLUMN_NAMES = ['første kolonne', 'anden kolonne', 'tredje kolonne'] as const;
const columnKey = (index: number) => `column-${index}`;

/** What each widget the user may see shows; a widget left out is not on the dashboard. */
export type DashboardWidgets = Partial<Record<WidgetId, () => ReactNode>>;

/** Where the arrangement is kept: per user, in this browser (document 2 §2). */
export const layoutStorageKey = (userId: string) => `dealerhub.dashboard.layout.${userId}`;

const announcements = (title: (id: UniqueIdentifier) => string): Announcements => ({
  onDragStart: ({ active }) => `${title(active.id)} er taget op.`,
  onDragOver: ({ active, over }) => (over ? `${title(active.id)} er over ${title(over.id)}.` : `${title(active.id)} er ikke over en kolonne.`),
  onDragEnd: ({ active, over }) => (over ? `${title(active.id)} er sat ved ${title(over.id)}.` : `${title(active.id)} er lagt tilbage.`),
  onDragCancel: ({ active }) => `Flytningen af ${title(active.id)} er afbrudt.`,
});

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
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const title = (id: UniqueIdentifier): string => {
    const text = String(id);
    return text.startsWith('column-') ? (COLUMN_NAMES[Number(text.slice(7))] ?? text) : (WIDGET_TITLES[text as WidgetId] ?? text);
  };
  const shown = (id: WidgetId) => widgets[id] !== undefined && (editing || !layout.hidden.includes(id));

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const id = active.id as WidgetId;
    const target = String(over.id);
    if (target.startsWith('column-')) return save(moveWidget(layout, id, Number(target.slice(7))));
    const overId = target as WidgetId;
    const toColumn = columnOf(layout, overId);
    const column = layout.columns[toColumn]!;
    // Within its own column a widget dropped on a later one goes after it, as the sortable list showed it.
    const sameColumn = columnOf(layout, id) === toColumn;
    const after = sameColumn && column.indexOf(id) < column.indexOf(overId);
    save(moveWidget(layout, id, toColumn, after ? column[column.indexOf(overId) + 1] : overId));
  };

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
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dropped}
        accessibility={{
          announcements: announcements(title),
          screenReaderInstructions: { draggable: 'Tryk mellemrum for at tage widgeten op. Flyt den med piletasterne, og tryk mellemrum igen for at sætte den, eller escape for at fortryde.' },
        }}
      >
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" data-testid="dashboard-columns">
          {layout.columns.map((column, index) => (
            <Column key={columnKey(index)} index={index} ids={column.filter(shown)}>
              {column.filter(shown).map((id) => (
                <SortableWidget
                  key={id}
                  id={id}
                  editing={editing}
                  hidden={layout.hidden.includes(id)}
                  onHide={(hidden) => save(setHidden(layout, id, hidden))}
                  onStep={(direction) => save(stepWidget(layout, id, direction))}
                >
                  {widgets[id]!()}
                </SortableWidget>
              ))}
            </Column>
          ))}
        </SimpleGrid>
      </DndContext>
    </Stack>
  );
}

function Column({ index, ids, children }: { index: number; ids: WidgetId[]; children: ReactNode }) {
  const { setNodeRef } = useDroppable({ id: columnKey(index) });
  return (
    <SortableContext id={columnKey(index)} items={ids} strategy={verticalListSortingStrategy}>
      <Stack ref={setNodeRef} gap="lg" mih={80} data-testid={`dashboard-column-${index + 1}`} aria-label={`Forsidens ${COLUMN_NAMES[index]}`} role="region">
        {children}
      </Stack>
    </SortableContext>
  );
}

interface SortableWidgetProps {
  id: WidgetId;
  editing: boolean;
  hidden: boolean;
  onHide(hidden: boolean): void;
  onStep(direction: 'up' | 'down' | 'left' | 'right'): void;
  children: ReactNode;
}

function SortableWidget({ id, editing, hidden, onHide, onStep, children }: SortableWidgetProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: !editing });
  const name = WIDGET_TITLES[id];
  const step = (direction: 'up' | 'down' | 'left' | 'right', label: string, icon: ReactNode) => (
    <ActionIcon variant="subtle" size="sm" aria-label={`Flyt ${name} ${label}`} onClick={() => onStep(direction)}>
      {icon}
    </ActionIcon>
  );
  return (
    <Box ref={setNodeRef} data-widget={id} style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.6 : 1, position: 'relative' }}>
      {editing && (
        <Group gap={4} mb={4} justify="space-between" wrap="nowrap" data-testid="widget-tools">
          <Group gap={2} wrap="nowrap">
            <ActionIcon ref={setActivatorNodeRef} variant="subtle" size="sm" aria-label={`Træk ${name}`} style={{ cursor: 'grab' }} {...attributes} {...listeners}>
              <IconGripVertical size={16} />
            </ActionIcon>
            {step('up', 'op', <IconArrowUp size={14} />)}
            {step('down', 'ned', <IconArrowDown size={14} />)}
            {step('left', 'til venstre', <IconArrowLeft size={14} />)}
            {step('right', 'til højre', <IconArrowRight size={14} />)}
          </Group>
          {HIDEABLE.has(id) ? (
            <Checkbox size="xs" label={<>Vis{' '}<VisuallyHidden>{name}</VisuallyHidden></>} checked={!hidden} onChange={(event) => onHide(!event.currentTarget.checked)} />
          ) : null}
        </Group>
      )}
      <Box style={editing && hidden ? { opacity: 0.45 } : undefined}>{children}</Box>
    </Box>
  );
}
