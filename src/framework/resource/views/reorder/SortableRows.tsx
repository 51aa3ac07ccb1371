import { createContext, forwardRef, useContext, useMemo, type ComponentProps, type ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DataTableBody, DataTableRow, useDataTableDataContext, useRecordContext, type Identifier } from 'react-admin';
import { useFrameworkTranslate } from '../../useFrameworkTranslate';

type Sortable = ReturnType<typeof useSortable>;
const HandleContext = createContext<Pick<Sortable, 'attributes' | 'listeners' | 'setActivatorNodeRef'> | null>(null);
const DropContext = createContext<(ids: Identifier[]) => void>(() => undefined);

/** Moves `active` to the place of `over` (pure). */
export function moveId(ids: readonly Identifier[], active: Identifier, over: Identifier): Identifier[] {
  const from = ids.indexOf(active);
  const to = ids.indexOf(over);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, active);
  return next;
}

const SortableRow = forwardRef<HTMLTableRowElement, ComponentProps<typeof DataTableRow>>(
  function SortableRow(props, _ref) {
    const record = useRecordContext();
    const sortable = useSortable({ id: record?.id ?? '' });
    const handle = useMemo(
      () => ({
        attributes: sortable.attributes,
        listeners: sortable.listeners,
        setActivatorNodeRef: sortable.setActivatorNodeRef,
      }),
      [sortable.attributes, sortable.listeners, sortable.setActivatorNodeRef],
    );
    return (
      <HandleContext.Provider value={handle}>
        <DataTableRow
          {...props}
          ref={sortable.setNodeRef}
          style={{
            transform: CSS.Translate.toString(sortable.transform),
            transition: sortable.transition ?? undefined,
            opacity: sortable.isDragging ? 0.6 : 1,
          }}
        />
      </HandleContext.Provider>
    );
  },
);

/** The drag handle of a row: pointer drag, or Space/Enter then arrow keys then Space/Enter (Escape cancels). */
export function DragHandle() {
  const ft = useFrameworkTranslate();
  const handle = useContext(HandleContext);
  if (!handle) return null;
  const label = ft('reorder.handle');
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        ref={handle.setActivatorNodeRef}
        {...handle.attributes}
        {...handle.listeners}
        aria-label={label}
        aria-roledescription={ft('reorder.roleDescription')}
        onClick={(event) => event.stopPropagation()}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** Table body whose rows can be dragged; a drop reports the page's ids in their new order. */
export function SortableBody(props: ComponentProps<typeof DataTableBody>) {
  const ft = useFrameworkTranslate();
  const data = useDataTableDataContext();
  const onDrop = useContext(DropContext);
  const ids = useMemo(() => (data ?? []).map((record) => record.id), [data]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: Identifier) => ids.indexOf(id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => ft('reorder.picked', { position: position(active.id), total: ids.length }),
    onDragOver: ({ over }) =>
      over ? ft('reorder.moved', { position: position(over.id), total: ids.length }) : undefined,
    onDragEnd: ({ over }) =>
      over ? ft('reorder.dropped', { position: position(over.id), total: ids.length }) : undefined,
    onDragCancel: () => ft('reorder.cancelled'),
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onDrop(moveId(ids, active.id, over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions: { draggable: ft('reorder.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <DataTableBody {...props} row={SortableRow} />
      </SortableContext>
    </DndContext>
  );
}

/** Provides what a drop does to the sortable body below. */
export function ReorderProvider({ onDrop, children }: { onDrop: (ids: Identifier[]) => void; children: ReactNode }) {
  return <DropContext.Provider value={onDrop}>{children}</DropContext.Provider>;
}
