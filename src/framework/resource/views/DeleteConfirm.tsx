import { Box, DialogContentText } from '@mui/material';
import { useGetRecordRepresentation, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { DestructiveConfirm } from '../../layout/DestructiveConfirm';
import { useResourceScope } from '../ResourceScope';
import { useFrameworkTranslate } from '../useFrameworkTranslate';
import { DependentsList } from './DependentsList';

/** Names listed in a bulk confirmation; the rest are counted ("and 3 more"). */
const namesShown = 5;

interface DeleteConfirmProps {
  open: boolean;
  /** The ids deleted. */
  ids: readonly Identifier[];
  /** Those of them at hand (the list's page), named in the dialog. */
  records: readonly RaRecord[];
  /** Single deletes wait for the undo window; bulk deletes go at once. */
  undoable: boolean;
  loading?: boolean;
  /** The confirm button's text (default "Delete"). */
  confirmLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The confirmation of every delete of a generated view (row, breadcrumb, selection): it names the
 * record (or lists the selected ones), says what goes with them as the API counts it
 * (`deleteDependents` of the declaration) and whether it can be undone.
 */
export function DeleteConfirm({
  open,
  ids,
  records,
  undoable,
  loading,
  confirmLabel,
  onConfirm,
  onClose,
}: DeleteConfirmProps) {
  const translate = useTranslate();
  const ft = useFrameworkTranslate();
  const { declaration } = useResourceScope();
  const represent = useGetRecordRepresentation(declaration.name);
  const names = records.map((record) => String(represent(record)));
  const single = ids.length === 1;
  const title = single
    ? ft('deleteConfirm.title', { record: names[0] ?? String(ids[0]) })
    : ft('deleteConfirm.bulkTitle', { smart_count: ids.length });
  const listed = names.slice(0, namesShown);
  const more = ids.length - listed.length;
  return (
    <DestructiveConfirm
      open={open}
      title={title}
      confirmLabel={confirmLabel ?? translate('ra.action.delete')}
      onConfirm={onConfirm}
      onClose={onClose}
      loading={loading ?? false}
    >
      {!single && listed.length > 0 && (
        <Box component="ul" aria-label={ft('deleteConfirm.selected')} sx={{ mt: 0, pl: 3 }}>
          {listed.map((name, index) => (
            <li key={index}>{name}</li>
          ))}
          {more > 0 && <li>{ft('deleteConfirm.more', { smart_count: more })}</li>}
        </Box>
      )}
      <DependentsList ids={ids} open={open} />
      <DialogContentText>{undoable ? ft('row.undoable') : ft('deleteConfirm.irreversible')}</DialogContentText>
    </DestructiveConfirm>
  );
}
