import { useGetRecordRepresentation, useRecordContext } from 'react-admin';
import { useResourceScope } from '../ResourceScope';
import { useFrameworkTranslate } from '../useFrameworkTranslate';

/** The edit page's title: "Edit" and the record as its resource names it. */
export function EditTitle() {
  const ft = useFrameworkTranslate();
  const { declaration } = useResourceScope();
  const record = useRecordContext();
  const represent = useGetRecordRepresentation(declaration.name);
  return <>{ft('page.edit', { name: record ? String(represent(record)) : '' })}</>;
}
