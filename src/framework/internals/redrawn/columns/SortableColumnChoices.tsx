import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useFrameworkTranslate } from '../../../resource/useFrameworkTranslate';
import { ColumnChoiceList } from './ColumnChoiceList';
import type { ColumnChoice } from './useColumnChoices';
import { SortableColumnChoice } from './SortableColumnChoice';

interface SortableColumnChoicesProps {
  choices: readonly ColumnChoice[];
  onToggle: (source: string) => void;
  /** Puts the column `source` where the column `target` stands. */
  onMove: (source: string, target: string) => void;
  /** A drag started (true) or ended (false): Escape then cancels the drag, not the chooser. */
  onDragging: (dragging: boolean) => void;
}

/**
 * The chooser's rows, each draggable by its handle: by pointer, or by keyboard (Space or Enter,
 * the arrow keys, Space or Enter; Escape cancels), each step announced with the column's name.
 * Loaded with drag ordering's other parts (`useSortableParts`) when a chooser opens.
 */
export function SortableColumnChoices({ choices, onToggle, onMove, onDragging }: SortableColumnChoicesProps) {
  const ft = useFrameworkTranslate();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = choices.map((choice) => choice.source);
  const name = (id: UniqueIdentifier) => choices.find((choice) => choice.source === id)?.label ?? String(id);
  const where = (id: UniqueIdentifier) => ({ position: ids.indexOf(String(id)) + 1, total: ids.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => ft('columns.picked', { name: name(active.id), ...where(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? ft('columns.moved', { name: name(active.id), ...where(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? ft('columns.dropped', { name: name(active.id), ...where(over.id) }) : undefined,
    onDragCancel: ({ active }) => ft('columns.cancelled', { name: name(active.id) }),
  };
  const end = ({ active, over }: DragEndEvent) => {
    onDragging(false);
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={() => onDragging(true)}
      onDragEnd={end}
      onDragCancel={() => onDragging(false)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: ft('columns.instructions') } }}
    >
      {/* The list inside: dnd-kit puts its live region and instructions beside it (a list holds only items). */}
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ColumnChoiceList>
          {choices.map((choice) => (
            <SortableColumnChoice key={choice.source} choice={choice} onToggle={onToggle} />
          ))}
        </ColumnChoiceList>
      </SortableContext>
    </DndContext>
  );
}
