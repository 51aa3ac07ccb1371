import { Create, useTranslate } from 'react-admin';
import { pathFor } from '../pathFor';
import { prepareValues } from '../prepareValues';
import { useResourceScope } from '../ResourceScope';
import { ResourceBreadcrumbs } from './ResourceBreadcrumbs';
import { ResourceForm } from './ResourceForm';

/** `{path}/create`: the declaration's form; on success back to the list. */
export function ResourceCreate() {
  const translate = useTranslate();
  const { declaration, fields, parentId, meta } = useResourceScope();
  const listPath = pathFor(declaration, 'list', parentId ? { parentId } : {});
  const title = translate('framework.page.create', {
    name: translate(`resources.${declaration.name}.name`, { smart_count: 1, _: declaration.name }),
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
