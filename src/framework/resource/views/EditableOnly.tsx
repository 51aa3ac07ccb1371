import { type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useRecordContext } from 'react-admin';
import { useResourceScope } from '../ResourceScope';

/** A record the declaration does not let edit (`list.editable`, e.g. a social credential) has no edit page: back to the list. */
export function EditableOnly({ listPath, children }: { listPath: string; children: ReactNode }) {
  const { declaration } = useResourceScope();
  const record = useRecordContext();
  if (record && declaration.list?.editable?.(record) === false) return <Navigate to={listPath} replace />;
  return <>{children}</>;
}
