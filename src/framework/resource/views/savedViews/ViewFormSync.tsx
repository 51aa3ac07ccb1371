import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useListContext } from 'react-admin';
import { formFieldsForView } from './savedViews';

type Listener = (filter: Record<string, unknown>) => void;

/**
 * Carries a chosen view's filter from the Views menu (in the list's toolbar) to the list's filter
 * form, which react-admin renders apart and owns: one per list page.
 */
const ViewFormSyncContext = createContext<Set<Listener> | null>(null);

export function ViewFormSyncProvider({ children }: { children: ReactNode }) {
  const [listeners] = useState(() => new Set<Listener>());
  return <ViewFormSyncContext.Provider value={listeners}>{children}</ViewFormSyncContext.Provider>;
}

/** Hands a chosen view's filter to the list's filter form (`ViewValuesInForm`). */
export function useShowViewInForm(): (filter: Record<string, unknown>) => void {
  const listeners = useContext(ViewFormSyncContext);
  return useCallback((filter) => listeners?.forEach((listener) => listener(filter)), [listeners]);
}

/**
 * Rendered inside react-admin's filter form (beside the search box). When a view is chosen while
 * a change typed in the form still waits to be sent, it puts the view's values in the form's
 * fields: the form shows the view at once, and the form sends the view's values instead of the
 * typed change, which would otherwise land after the view and undo it (`formFieldsForView`).
 */
export function ViewValuesInForm() {
  const listeners = useContext(ViewFormSyncContext);
  const { getValues, setValue } = useFormContext();
  const { filterValues } = useListContext();
  const applied = useRef(filterValues);
  applied.current = filterValues;
  useEffect(() => {
    if (!listeners) return undefined;
    const listener: Listener = (filter) => {
      for (const [name, value] of formFieldsForView(getValues(), applied.current, filter))
        setValue(name, value, { shouldDirty: true });
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [listeners, getValues, setValue]);
  return null;
}
