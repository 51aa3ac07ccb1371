import { Button, IconButton, Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import LinkIcon from '@mui/icons-material/ArrowForward';
import { Link } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import { pathFor } from '../pathFor';
import type { RowAction } from '../ResourceDeclaration';
import { useResourceScope } from '../ResourceScope';
import { useAskDelete } from './RowDelete';

const stop = (event: React.SyntheticEvent) => event.stopPropagation();

/**
 * The declared row actions of a list row, delete always last (SPEC: "delete last"). Kept light
 * (plain icon buttons with a native hint, one shared delete dialog): a page shows up to 100 rows.
 */
export function RowActions() {
  const translate = useTranslate();
  const askDelete = useAskDelete();
  const record = useRecordContext<Record<string, unknown> & { id: string }>();
  const { declaration, parentId } = useResourceScope();
  if (!record) return null;
  const declared = (declaration.list?.actions ?? ['edit', 'delete']) as readonly RowAction<Record<string, unknown>>[];
  const ids = parentId ? { parentId } : {};
  const links = declared.filter((action): action is Exclude<RowAction<Record<string, unknown>>, 'delete'> => action !== 'delete');
  const canDelete = declared.includes('delete') && declaration.delete !== false;
  const deleteLabel = translate('ra.action.delete');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} onClick={stop}>
      {links.map((action) => {
        if (action === 'edit') {
          if (declaration.edit === false || declaration.list?.editable?.(record) === false) return null;
          return (
            <Button key="edit" component={Link} to={pathFor(declaration, 'update', { ...ids, id: record.id })} size="small" startIcon={<EditIcon />}>
              {translate('ra.action.edit')}
            </Button>
          );
        }
        if (action.when && !action.when(record)) return null;
        const label = translate(`resources.${declaration.name}.actions.${action.name}`, { _: action.name });
        const Icon = action.icon ?? LinkIcon;
        return (
          <IconButton key={action.name} component={Link} to={action.to(record)} size="small" aria-label={label} title={label}>
            <Icon />
          </IconButton>
        );
      })}
      {canDelete && (
        <IconButton size="small" color="error" aria-label={deleteLabel} title={deleteLabel} onClick={() => askDelete(record)}>
          <DeleteIcon />
        </IconButton>
      )}
    </Stack>
  );
}
