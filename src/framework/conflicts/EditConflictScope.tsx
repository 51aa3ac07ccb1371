import { useMemo, type ReactNode } from 'react';
import { useEditContext } from 'react-admin';
import { FormConflictContext, type FormConflict } from './FormConflictContext';

/**
 * Inside react-admin's `<Edit>`: the edit form's conflict (a save refused with 412), resolved by
 * reading the record again (`refetch`), which moves the form to the current version.
 */
export function EditConflictScope({
  conflict,
  clear,
  children,
}: {
  conflict: FormConflict | undefined;
  clear: () => void;
  children: ReactNode;
}) {
  const { refetch } = useEditContext();
  const value = useMemo(() => ({ conflict, clear, reload: () => refetch?.() }), [conflict, clear, refetch]);
  return <FormConflictContext.Provider value={value}>{children}</FormConflictContext.Provider>;
}
