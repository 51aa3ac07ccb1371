import { Create, useGetResourceLabel } from 'react-admin';
import { pathFor } from '../pathFor';
import { prepareValues } from '../prepareValues';
import { useResourceScope } from '../ResourceScope';
import { ResourceBreadcrumbs } from './ResourceBreadcrumbs';
import { ResourceForm } from './ResourceForm';
import { useFrameworkTranslate } from '../useFrameworkTranslate';

/** `{path}/create`: the declaration's form; on success back to the list. */
export function ResourceCreate() {
  const resourceLabel = useGetResourceLabel();
  const ft = useFrameworkTranslate();
  const { declaration, fields, parentId, meta } = useResourceScope();
  const listPath = pathFor(declaration, 'list', parentId ? { parentId } : {});
  const title = ft('page.create', {
    name: resourceLabel(declaration.name, 1),
  });
  return (
    <>
      <ResourceBreadcrumbs view="create" />
      <Create
        resource={declaration.name}
        title={title}
        redirect={() => listPath}
        mutationOptions={{ meta }}
        transform={(data: Record<string, unknown>) => prepareValues(data, fields, 'create')}
      >
        <ResourceForm mode="create" />
      </Create>
    </>
  );
}
