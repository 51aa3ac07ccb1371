import { useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { BulkActionIndexContext, BulkToolbarSlotsContext } from './bulkToolbarSlot';

/**
 * A bulk action's button, shown in the bulk toolbar drawn now (`KeptBulkActions`); the action's
 * state and dialog stay where the action is mounted. Outside `KeptBulkActions`, shown in place.
 */
export function InBulkToolbar({ children }: { children: ReactNode }) {
  const kept = useContext(BulkToolbarSlotsContext);
  const index = useContext(BulkActionIndexContext);
  if (!kept) return <>{children}</>;
  const slot = kept.slots[index];
  return slot ? createPortal(children, slot) : null;
}
