import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Edit, useGetRecordRepresentation, useRecordContext } from 'react-admin';
import { pathFor } from '../pathFor';
import { prepareValues } from '../prepareValues';
import { useResourceScope } from '../ResourceScope';
import { ResourceBreadcrumbs } from './ResourceBreadcrumbs';
import { ResourceForm } from './ResourceForm';
import { useFrameworkTranslate } from '../useFrameworkTranslate';

function EditTitle() {
  const ft = useFrameworkTranslate();
  const { declaration } = useResourceScope();
  const record = useRecordContext();
  const represent = useGetRecordRepresentation(declaration.name);
  return <>{ft('page.edit', { name: record ? String(represent(record)) : '' })}</>;
}

/** A record the declaration does not let edit (`list.editable`, e.g. a social credential) has no edit page: back to the list. */
function EditableOnly({ listPath, children }: { listPath: string; children: ReactNode }) {
  const { declaration } = useResourceScope();
  const record = useRecordContext();
  if (record && declaration.list?.editable?.(record) === false) return <Navigate to={listPath} replace />;
  return <>{children}</>;
}

/**
 * `{path}/update/:id`: the declaration's form over the record. Pessimistic saves, so a 422 from the
 * server lands on its fields; on success back to the list.
 */
export function ResourceEdit() {
  const { id } = useParams();
  const { declaration, fields, parentId, meta } = useResourceScope();
  const listPath = pathFor(declaration, 'list', parentId ? { parentId } : {});
  return (
    <Edit
      resource={declaration.name}
      id={id}
      title={<EditTitle />}
      mutationMode="pessimistic"
      redirect={() => listPath}
      queryOptions={{ meta }}
      mutationOptions={{ meta }}
      transform={(data: Record<string, unknown>) => prepareValues(data, fields, 'edit')}
      actions={false}
      component="div"
    >
      <EditableOnly listPath={listPath}>
        <ResourceBreadcrumbs view="update" />
        <ResourceForm mode="edit" />
      </EditableOnly>
    </Edit>
  );
}
