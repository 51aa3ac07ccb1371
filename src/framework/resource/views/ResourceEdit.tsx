import { useParams } from 'react-router-dom';
import { Edit } from 'react-admin';
import { pathFor } from '../pathFor';
import { editPayload } from '../editPayload';
import { useResourceScope } from '../ResourceScope';
import { ResourceBreadcrumbs } from './ResourceBreadcrumbs';
import { ResourceForm } from './ResourceForm';
import { useUndoableEdit } from './useUndoableEdit';
import { PendingChangeScope } from '../../pendingChanges/PendingChangeScope';
import { EditTitle } from './EditTitle';
import { EditableOnly } from './EditableOnly';
import { WaitingSave } from './WaitingSave';
import { EditConflictScope } from '../../conflicts/EditConflictScope';
import { freshForMs } from '../prefetchKeptFresh';
import { useRecordFrame } from '../RecordFrameContext';

/**
 * `{path}/update/:id`: the declaration's form over the record, saved in undoable mode (see
 * `useUndoableEdit`: the PUT goes once the notification's undo window ends, a 422 from the server
 * lands on its fields); on success back to the list. In a record page, the form shows the record
 * the page has just read rather than reading it a second time; a tab opened later reads it anew.
 */
export function ResourceEdit() {
  const { id } = useParams();
  const { declaration, fields, parentId, meta } = useResourceScope();
  const listPath = pathFor(declaration, 'list', parentId ? { parentId } : {});
  const undoable = useUndoableEdit(listPath, declaration.name);
  const framed = useRecordFrame() !== null;
  return (
    <PendingChangeScope describe={undoable.describeSaved} onUndo={undoable.onUndo}>
      <Edit
        resource={declaration.name}
        id={id}
        title={<EditTitle />}
        mutationMode="undoable"
        queryOptions={{ meta, ...(framed ? { staleTime: freshForMs } : {}) }}
        mutationOptions={{ meta, ...undoable.mutationOptions }}
        transform={(data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) =>
          editPayload(declaration, fields, data, options?.previousData)
        }
        actions={false}
        component="div"
      >
        <EditableOnly listPath={listPath}>
          <ResourceBreadcrumbs view="update" />
          <EditConflictScope conflict={undoable.conflict} clear={undoable.clearConflict}>
            <WaitingSave wrap={undoable.wrapSave} waiting={undoable.waiting}>
              <ResourceForm mode="edit" />
            </WaitingSave>
          </EditConflictScope>
        </EditableOnly>
      </Edit>
    </PendingChangeScope>
  );
}
