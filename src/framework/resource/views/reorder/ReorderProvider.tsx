import type { ReactNode } from 'react';
import type { Identifier } from 'react-admin';
import { DropContext } from './ReorderContext';

/** Provides what a drop does to the sortable items below (`SortableIds`). */
export function ReorderProvider({ onDrop, children }: { onDrop: (ids: Identifier[]) => void; children: ReactNode }) {
  return <DropContext.Provider value={onDrop}>{children}</DropContext.Provider>;
}
