import { createContext } from 'react';

export type ViewFormSyncListener = (filter: Record<string, unknown>) => void;

/**
 * Carries a chosen view's filter from the Views menu (in the list's toolbar) to the list's filter
 * form, which react-admin renders apart and owns: one per list page.
 */
export const ViewFormSyncContext = createContext<Set<ViewFormSyncListener> | null>(null);
