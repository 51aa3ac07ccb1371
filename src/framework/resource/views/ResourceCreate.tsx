import { Create, useGetResourceLabel, useRedirect, type RaRecord } from 'react-admin';
import { pathFor } from '../pathFor';
import { prepareValues } from '../prepareValues';
import { useResourceScope } from '../ResourceScope';
import { ResourceBreadcrumbs } from './ResourceBreadcrumbs';
import { ResourceForm } from './ResourceForm';
import { useFrameworkTranslate } from '../useFrameworkTranslate';
import { useRecordNotice } from './useRecordNotice';

/** `{path}/create`: the declaration's form; on success a notification naming the new record, and back to the list. */
export function ResourceCreate() {
  const resourceLabel = useGetResourceLabel();
  const ft = useFrameworkTranslate();
  const { declaration, fields, parentId, meta } = useResourceScope();
  const listPath = pathFor(declaration, 'list', parentId ? { parentId } : {});
  const notice = useRecordNotice(declaration.name);
  const redirect = useRedirect();
  const title = ft('page.create', {
    name: resourceLabel(declaration.name, 1),
  });
  return (
    <>
      <ResourceBreadcrumbs view="create" />
      <Create
        resource={declaration.name}
        title={title}
        mutationOptions={{
          meta,
          // Replaces react-admin's "Element created" and its redirect.
          onSuccess: (record: RaRecord) => {
            notice('created', record);
            redirect(listPath);
          },
        }}
        transform={(data: Record<string, unknown>) => prepareValues(data, fields, 'create')}
      >
        <ResourceForm mode="create" />
      </Create>
    </>
  );
}
