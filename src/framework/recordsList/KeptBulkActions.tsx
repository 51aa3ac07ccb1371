import { useMemo, useState, type ReactNode } from 'react';
import { BulkActionIndexContext, BulkToolbarSlotsContext } from './bulkToolbarSlot';

/**
 * A list's bulk actions, mounted once above its table and its phone cards. Below `phoneWidth` the
 * table gives way to cards with a bulk toolbar of their own, so a window resized across that width
 * (or a phone turned) would unmount an action with the toolbar: its open dialog, what was chosen
 * in it, a run's progress and summary. Here the actions stay; each shows its button in the toolbar
 * drawn now (`InBulkToolbar`, in the `BulkToolbarSlot` the table or the cards render as their
 * `bulkActionButtons`), in the actions' order.
 */
export function KeptBulkActions({ actions, children }: { actions: readonly ReactNode[]; children: ReactNode }) {
  const count = actions.length;
  const [slots, setSlots] = useState<readonly (HTMLElement | null)[]>([]);
  const refs = useMemo(
    () =>
      Array.from(
        { length: count },
        (_, index) => (slot: HTMLElement | null) =>
          setSlots((current) => (current[index] === slot ? current : Object.assign([...current], { [index]: slot }))),
      ),
    [count],
  );
  const value = useMemo(() => ({ slots, refs }), [slots, refs]);
  return (
    <BulkToolbarSlotsContext.Provider value={value}>
      {children}
      {actions.map((action, index) => (
        <BulkActionIndexContext.Provider key={index} value={index}>
          {action}
        </BulkActionIndexContext.Provider>
      ))}
    </BulkToolbarSlotsContext.Provider>
  );
}
