import { SortableHandleProvider } from '../../../resource/views/reorder/SortableHandleProvider';
import { useSortableItem } from '../../../resource/views/reorder/SortableIds';
import { ColumnChoiceRow } from './ColumnChoiceRow';
import type { ColumnChoice } from './useColumnChoices';

/** A column chooser row that drags by its handle to move the column. */
export function SortableColumnChoice({
  choice,
  onToggle,
}: {
  choice: ColumnChoice;
  onToggle: (source: string) => void;
}) {
  const { ref, style, handle } = useSortableItem(choice.source);
  return (
    <SortableHandleProvider handle={handle}>
      <ColumnChoiceRow ref={ref} style={style} choice={choice} onToggle={onToggle} />
    </SortableHandleProvider>
  );
}
