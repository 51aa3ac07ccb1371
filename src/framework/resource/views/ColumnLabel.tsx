import { useResourceContext, useTranslate } from 'react-admin';
import type { ResolvedField } from '../ResourceDeclaration';

/** A list column's header: the field's label in the resource's catalog, else its name. */
export function ColumnLabel({ field }: { field: ResolvedField }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  return <>{translate(`resources.${resource}.fields.${field.column}`, { _: field.column })}</>;
}
