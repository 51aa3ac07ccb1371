import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
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
import type { Identifier } from 'react-admin';
import { useFrameworkTranslate } from '../../useFrameworkTranslate';

type Sortable = ReturnType<typeof useSortable>;
type Handle = Pick<Sortable, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;
const HandleContext = createContext<Handle | null>(null);
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

/** Provides what a drop does to the sortable items below (`SortableIds`). */
export function ReorderProvider({ onDrop, children }: { onDrop: (ids: Identifier[]) => void; children: ReactNode }) {
  return <DropContext.Provider value={onDrop}>{children}</DropContext.Provider>;
}

/**
 * Makes the items below with these ids draggable (table rows or phone cards, see `useSortableItem`),
 * by pointer or keyboard, with the moves announced; a drop reports the ids in their new order to
 * the `ReorderProvider` above.
 */
export function SortableIds({ ids, children }: { ids: readonly Identifier[]; children: ReactNode }) {
  const ft = useFrameworkTranslate();
  const onDrop = useContext(DropContext);
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
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** What a draggable item gives its `DragHandle` (see `useSortableItem`). */
export type SortableHandle = Handle;

/**
 * One draggable item of `SortableIds`: the ref and style for the element that moves, and the
 * handle to provide (`SortableHandleProvider`) to its `DragHandle`.
 */
export function useSortableItem(id: Identifier): {
  ref: (element: HTMLElement | null) => void;
  style: CSSProperties;
  handle: SortableHandle;
} {
  const sortable = useSortable({ id });
  const handle = useMemo(
    () => ({
      attributes: sortable.attributes,
      listeners: sortable.listeners,
      setActivatorNodeRef: sortable.setActivatorNodeRef,
    }),
    [sortable.attributes, sortable.listeners, sortable.setActivatorNodeRef],
  );
  return {
    ref: sortable.setNodeRef,
    style: {
      transform: CSS.Translate.toString(sortable.transform),
      transition: sortable.transition ?? undefined,
      opacity: sortable.isDragging ? 0.6 : 1,
    },
    handle,
  };
}

/** Gives the `DragHandle`s below the drag listeners of their item. */
export function SortableHandleProvider({ handle, children }: { handle: SortableHandle; children: ReactNode }) {
  return <HandleContext.Provider value={handle}>{children}</HandleContext.Provider>;
}

/** The drag handle of an item: pointer drag, or Space/Enter then arrow keys then Space/Enter (Escape cancels). */
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
