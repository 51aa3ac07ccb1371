import type { ReactNode } from 'react';
import { HandleContext, type SortableHandle } from './ReorderContext';

/** Gives the `DragHandle`s below the drag listeners of their item. */
export function SortableHandleProvider({ handle, children }: { handle: SortableHandle; children: ReactNode }) {
  return <HandleContext.Provider value={handle}>{children}</HandleContext.Provider>;
}
