import { useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
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
import { moveId } from './orderIds';
import { DropContext, type SortableHandle } from './ReorderContext';

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
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: ft('reorder.instructions') },
        // The instructions and the live region are <div>s: in the page's body, not inside the
        // table whose rows these are (a <table> cannot hold a <div>).
        container: document.body,
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

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
