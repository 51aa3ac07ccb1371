import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import LinkIcon from '@mui/icons-material/ArrowForward';
import { Link } from 'react-router-dom';
import { DeleteButton, useRecordContext, useTranslate } from 'react-admin';
import { pathFor } from '../pathFor';
import type { RowAction } from '../ResourceDeclaration';
import { useResourceScope } from '../ResourceScope';

/** The declared row actions of a list row, delete always last (SPEC: "delete last"). */
export function RowActions() {
  const translate = useTranslate();
  const record = useRecordContext<Record<string, unknown> & { id: string }>();
  const { declaration, parentId, meta } = useResourceScope();
  if (!record) return null;
  const declared = (declaration.list?.actions ?? ['edit', 'delete']) as readonly RowAction<Record<string, unknown>>[];
  const ids = parentId ? { parentId } : {};
  const links = declared.filter((action): action is Exclude<RowAction<Record<string, unknown>>, 'delete'> => action !== 'delete');
  const canDelete = declared.includes('delete') && declaration.delete !== false;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} onClick={(event) => event.stopPropagation()}>
      {links.map((action) => {
        if (action === 'edit') {
          if (declaration.edit === false) return null;
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
          <Tooltip key={action.name} title={label}>
            <IconButton component={Link} to={action.to(record)} size="small" aria-label={label}>
              <Icon />
            </IconButton>
          </Tooltip>
        );
      })}
      {canDelete && <DeleteButton mutationMode="pessimistic" mutationOptions={{ meta }} redirect={false} size="small" />}
    </Stack>
  );
}
