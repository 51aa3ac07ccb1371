import { useCallback, useContext } from 'react';
import { ViewFormSyncContext } from './ViewFormSyncContext';

/** Hands a chosen view's filter to the list's filter form (`ViewValuesInForm`). */
export function useShowViewInForm(): (filter: Record<string, unknown>) => void {
  const listeners = useContext(ViewFormSyncContext);
  return useCallback((filter) => listeners?.forEach((listener) => listener(filter)), [listeners]);
}
