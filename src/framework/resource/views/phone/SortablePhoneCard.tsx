import { SortableHandleProvider } from '../reorder/SortableHandleProvider';
import { useSortableItem } from '../reorder/SortableIds';
import { PhoneCard, type PhoneCardProps } from './PhoneCard';

/** A card of a list with drag ordering (inside `SortableIds`): it moves, and drags by its handle. */
export function SortablePhoneCard(props: Omit<PhoneCardProps, 'item'>) {
  const { ref, style, handle } = useSortableItem(props.record.id);
  return (
    <SortableHandleProvider handle={handle}>
      <PhoneCard {...props} item={{ ref, style }} />
    </SortableHandleProvider>
  );
}
