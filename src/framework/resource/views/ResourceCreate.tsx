import { useQueryClient } from '@tanstack/react-query';
import {
  Create,
  useDataProvider,
  useGetRecordRepresentation,
  useGetResourceLabel,
  useRedirect,
  type RaRecord,
} from 'react-admin';
import { dataProviderErrorMessage } from '../../../providers/errorMessage';
import { useKeptSubmit } from '../../pendingChanges/useKeptSubmit';
import { pathFor } from '../pathFor';
import { createChangeOf } from '../pendingChangeOf';
import { prepareValues } from '../prepareValues';
import { useResourceScope } from '../ResourceScope';
import { ResourceBreadcrumbs } from './ResourceBreadcrumbs';
import { ResourceForm } from './ResourceForm';
import { useFrameworkTranslate } from '../useFrameworkTranslate';
import { useRecordNotice } from './useRecordNotice';

/**
 * `{path}/create`: the declaration's form; on success a notification naming the new record, and
 * back to the list. The new record is kept in the pending-change store until the server has
 * created it, so a sign-out on the way (the refresh refused) offers it back after signing in.
 */
export function ResourceCreate() {
  const resourceLabel = useGetResourceLabel();
  const ft = useFrameworkTranslate();
  const scope = useResourceScope();
  const { declaration, fields, parentId, meta } = scope;
  const listPath = pathFor(declaration, 'list', parentId ? { parentId } : {});
  const notice = useRecordNotice(declaration.name);
  const redirect = useRedirect();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const represent = useGetRecordRepresentation(declaration.name);
  const dataOf = (values: Record<string, unknown>) => prepareValues(values, fields, 'create');
  const submit = useKeptSubmit(
    (values: Record<string, unknown>) =>
      dataProvider.create(declaration.name, { data: dataOf(values), ...(meta ? { meta } : {}) }),
    {
      shown: dataProviderErrorMessage,
      describe: (values) => {
        const data = dataOf(values);
        return createChangeOf(scope, data, String(represent(data as RaRecord) ?? ''));
      },
      // Replaces react-admin's "Element created" and its redirect.
      onSaved: ({ data: record }: { data: RaRecord }) => {
        void queryClient.invalidateQueries({ queryKey: [declaration.name] });
        notice('created', record);
        redirect(listPath);
      },
    },
  );
  const title = ft('page.create', {
    name: resourceLabel(declaration.name, 1),
  });
  return (
    <>
      <ResourceBreadcrumbs view="create" />
      <Create resource={declaration.name} title={title}>
        <ResourceForm mode="create" onSubmit={submit} />
      </Create>
    </>
  );
}
