import { createContext } from 'react';

/**
 * Where a list's kept bulk actions show their buttons now (`KeptBulkActions`): one place per
 * action, in the actions' order, each set by the toolbar drawn now (`BulkToolbarSlot`).
 */
export interface BulkToolbarSlots {
  /** The places, by action. */
  slots: readonly (HTMLElement | null)[];
  /** One ref callback per action, the same while the actions are, for the toolbar's places. */
  refs: readonly ((slot: HTMLElement | null) => void)[];
}

/** Null outside `KeptBulkActions`: a bulk action's button then stays where it is rendered. */
export const BulkToolbarSlotsContext = createContext<BulkToolbarSlots | null>(null);

/** Which of the kept actions the component is part of. */
export const BulkActionIndexContext = createContext(0);
