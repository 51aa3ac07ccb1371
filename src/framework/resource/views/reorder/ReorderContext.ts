import { createContext } from 'react';
import type { useSortable } from '@dnd-kit/sortable';
import type { Identifier } from 'react-admin';

/**
 * What drag ordering shares between the list and its draggable items, without dnd-kit itself
 * (`SortableIds`, loaded with `useSortableParts` once a list with drag ordering is shown): what a
 * drop does, and each item's drag handle.
 */
type Sortable = ReturnType<typeof useSortable>;
/** What a draggable item gives its `DragHandle` (see `useSortableItem`). */
export type SortableHandle = Pick<Sortable, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;
export const HandleContext = createContext<SortableHandle | null>(null);
export const DropContext = createContext<(ids: Identifier[]) => void>(() => undefined);
