import { useContext, useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useListContext } from 'react-admin';
import { formFieldsForView } from './savedViews';
import { ViewFormSyncContext, type ViewFormSyncListener } from './ViewFormSyncContext';

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
    const listener: ViewFormSyncListener = (filter) => {
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
