import { ActionIcon, Box, Checkbox, Group, VisuallyHidden } from '@mantine/core';
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
import type { ReactNode } from 'react';
import { columnOf, HIDEABLE, moveWidget, setHidden, stepWidget, WIDGET_TITLES, type DashboardLayout, type WidgetId } from '../model/layout.ts';
import { COLUMN_NAMES, DashboardColumn, DashboardColumns, type DashboardWidgets } from './dashboard-columns.tsx';

const columnKey = (index: number) => `column-${index}`;

const announcements = (title: (id: UniqueIdentifier) => string): Announcements => ({
  onDragStart: ({ active }) => `${title(active.id)} er taget op.`,
  onDragOver: ({ active, over }) => (over ? `${title(active.id)} er over ${title(over.id)}.` : `${title(active.id)} er ikke over en kolonne.`),
  onDragEnd: ({ active, over }) => (over ? `${title(active.id)} er sat ved ${title(over.id)}.` : `${title(active.id)} er lagt tilbage.`),
  onDragCancel: ({ active }) => `Flytningen af ${title(active.id)} er afbrudt.`,
});

interface DashboardEditorProps {
  layout: DashboardLayout;
  widgets: DashboardWidgets;
  onChange(next: DashboardLayout): void;
}

/**
 * The dashboard in edit mode: every widget the user may see, the hidden ones dimmed, each with its drag handle, its
 * arrow buttons and, if it may be hidden, its 'Vis' box.
 */
export default function DashboardEditor({ layout, widgets, onChange }: DashboardEditorProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const title = (id: UniqueIdentifier): string => {
    const text = String(id);
    return text.startsWith('column-') ? (COLUMN_NAMES[Number(text.slice(7))] ?? text) : (WIDGET_TITLES[text as WidgetId] ?? text);
  };
  const available = (id: WidgetId) => widgets[id] !== undefined;

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const id = active.id as WidgetId;
    const target = String(over.id);
    if (target.startsWith('column-')) return onChange(moveWidget(layout, id, Number(target.slice(7))));
    const overId = target as WidgetId;
    const toColumn = columnOf(layout, overId);
    const column = layout.columns[toColumn]!;
    // Within its own column a widget dropped on a later one goes after it, as the sortable list showed it.
    const sameColumn = columnOf(layout, id) === toColumn;
    const after = sameColumn && column.indexOf(id) < column.indexOf(overId);
    onChange(moveWidget(layout, id, toColumn, after ? column[column.indexOf(overId) + 1] : overId));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        announcements: announcements(title),
        screenReaderInstructions: { draggable: 'Tryk mellemrum for at tage widgeten op. Flyt den med piletasterne, og tryk mellemrum igen for at sætte den, eller escape for at fortryde.' },
      }}
    >
      <DashboardColumns>
        {layout.columns.map((column, index) => (
          <DroppableColumn key={columnKey(index)} index={index} ids={column.filter(available)}>
            {column.filter(available).map((id) => (
              <SortableWidget
                key={id}
                id={id}
                hidden={layout.hidden.includes(id)}
                onHide={(hidden) => onChange(setHidden(layout, id, hidden))}
                onStep={(direction) => onChange(stepWidget(layout, id, direction))}
              >
                {widgets[id]!()}
              </SortableWidget>
            ))}
          </DroppableColumn>
        ))}
      </DashboardColumns>
    </DndContext>
  );
}

function DroppableColumn({ index, ids, children }: { index: number; ids: WidgetId[]; children: ReactNode }) {
  const { setNodeRef } = useDroppable({ id: columnKey(index) });
  return (
    <SortableContext id={columnKey(index)} items={ids} strategy={verticalListSortingStrategy}>
      <DashboardColumn index={index} ref={setNodeRef}>
        {children}
      </DashboardColumn>
    </SortableContext>
  );
}

interface SortableWidgetProps {
  id: WidgetId;
  hidden: boolean;
  onHide(hidden: boolean): void;
  onStep(direction: 'up' | 'down' | 'left' | 'right'): void;
  children: ReactNode;
}

function SortableWidget({ id, hidden, onHide, onStep, children }: SortableWidgetProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const name = WIDGET_TITLES[id];
  const step = (direction: 'up' | 'down' | 'left' | 'right', label: string, icon: ReactNode) => (
    <ActionIcon variant="subtle" size="sm" aria-label={`Flyt ${name} ${label}`} onClick={() => onStep(direction)}>
      {icon}
    </ActionIcon>
  );
  return (
    <Box ref={setNodeRef} data-widget={id} style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.6 : 1, position: 'relative' }}>
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
      <Box style={hidden ? { opacity: 0.45 } : undefined}>{children}</Box>
    </Box>
  );
}
