import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { Navigate, useParams } from 'react-router-dom';
import { dequal } from 'dequal';
import {
  Edit,
  RecordContextProvider,
  SaveContextProvider,
  useGetRecordRepresentation,
  useRecordContext,
  useSaveContext,
  useTranslate,
  type SaveHandler,
} from 'react-admin';
import { pathFor } from '../pathFor';
import { prepareValues } from '../prepareValues';
import { useResourceScope } from '../ResourceScope';
import { ResourceBreadcrumbs } from './ResourceBreadcrumbs';
import { ResourceForm } from './ResourceForm';
import { useFrameworkTranslate } from '../useFrameworkTranslate';
import { useUndoableEdit } from './useUndoableEdit';
import { updateChangeOf } from '../pendingChangeOf';
import type { PendingChange } from '../../pendingChanges/PendingChange';
import { PendingChangeScope } from '../../pendingChanges/PendingChangeScope';

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

type Save = SaveHandler<Record<string, unknown>>;
type Describe = (values: Record<string, unknown>) => PendingChange | undefined;

/**
 * The form below saves through `wrap` (it waits for the undo window and the server's answer) and
 * sees the record as it was when Save was pressed while it waits: the undoable update writes the
 * typed values into react-admin's cache at once and puts the record back on Undo or on a failure,
 * and each change of record would reset the form. Held, what was typed stays after a refusal; a
 * record put back as it was keeps the held one, so the form keeps the typed values after Undo too.
 * The Save button's spinner, shown for the whole wait, is named ("Please wait"): react-admin draws
 * it unnamed, which screen readers announce as a bare progress bar.
 */
function WaitingSave({
  wrap,
  waiting,
  children,
}: {
  wrap: (save: Save, describe: Describe) => Save;
  waiting: boolean;
  children: ReactNode;
}) {
  const context = useSaveContext();
  const { save } = context;
  const record = useRecordContext();
  const [held, setHeld] = useState(record);
  const scope = useResourceScope();
  const represent = useGetRecordRepresentation(scope.declaration.name);
  const value = useMemo(() => {
    const describe: Describe = (values) =>
      held ? updateChangeOf(scope, scope.fields, held, values, String(represent(held))) : undefined;
    return { ...context, ...(save ? { save: wrap(save as Save, describe) } : {}) };
  }, [context, save, wrap, held, scope, represent]);
  if (!waiting && held !== record && !dequal(held, record)) setHeld(record);
  const translate = useTranslate();
  const namedSpinners = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: {
            ...outer.components?.MuiCircularProgress?.defaultProps,
            'aria-label': translate('ra.message.loading'),
          },
        },
      },
    }),
    [translate],
  );
  return (
    <SaveContextProvider value={value}>
      <RecordContextProvider value={held}>
        <ThemeProvider theme={namedSpinners}>{children}</ThemeProvider>
      </RecordContextProvider>
    </SaveContextProvider>
  );
}

/**
 * `{path}/update/:id`: the declaration's form over the record, saved in undoable mode (see
 * `useUndoableEdit`: the PUT goes once the notification's undo window ends, a 422 from the server
 * lands on its fields); on success back to the list.
 */
export function ResourceEdit() {
  const { id } = useParams();
  const { declaration, fields, parentId, meta } = useResourceScope();
  const listPath = pathFor(declaration, 'list', parentId ? { parentId } : {});
  const undoable = useUndoableEdit(listPath, declaration.name);
  return (
    <PendingChangeScope describe={undoable.describeSaved} onUndo={undoable.onUndo}>
      <Edit
        resource={declaration.name}
        id={id}
        title={<EditTitle />}
        mutationMode="undoable"
        queryOptions={{ meta }}
        mutationOptions={{ meta, ...undoable.mutationOptions }}
        transform={(data: Record<string, unknown>) => prepareValues(data, fields, 'edit')}
        actions={false}
        component="div"
      >
        <EditableOnly listPath={listPath}>
          <ResourceBreadcrumbs view="update" />
          <WaitingSave wrap={undoable.wrapSave} waiting={undoable.waiting}>
            <ResourceForm mode="edit" />
          </WaitingSave>
        </EditableOnly>
      </Edit>
    </PendingChangeScope>
  );
}
