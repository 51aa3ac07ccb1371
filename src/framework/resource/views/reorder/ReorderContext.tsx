import { createContext, useContext, type ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import type { useSortable } from '@dnd-kit/sortable';
import type { Identifier } from 'react-admin';
import { useFrameworkTranslate } from '../../useFrameworkTranslate';

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

/** Provides what a drop does to the sortable items below (`SortableIds`). */
export function ReorderProvider({ onDrop, children }: { onDrop: (ids: Identifier[]) => void; children: ReactNode }) {
  return <DropContext.Provider value={onDrop}>{children}</DropContext.Provider>;
}

/** Gives the `DragHandle`s below the drag listeners of their item. */
export function SortableHandleProvider({ handle, children }: { handle: SortableHandle; children: ReactNode }) {
  return <HandleContext.Provider value={handle}>{children}</HandleContext.Provider>;
}

/**
 * The drag handle of an item: pointer drag, or Space/Enter then arrow keys then Space/Enter (Escape
 * cancels). A table row's by default; `label` and `roleDescription` name another kind of item.
 */
export function DragHandle(props: { label?: string; roleDescription?: string }) {
  const ft = useFrameworkTranslate();
  const handle = useContext(HandleContext);
  if (!handle) return null;
  const label = props.label ?? ft('reorder.handle');
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        ref={handle.setActivatorNodeRef}
        {...handle.attributes}
        {...handle.listeners}
        aria-label={label}
        aria-roledescription={props.roleDescription ?? ft('reorder.roleDescription')}
        onClick={(event) => event.stopPropagation()}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
