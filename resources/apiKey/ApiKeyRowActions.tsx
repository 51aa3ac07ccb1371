import { IconButton, Stack, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import RefreshIcon from '@mui/icons-material/Autorenew';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Link } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import { useServices } from '../../src/framework/ServicesContext';
import type { ApiKey } from '../../src/api/contract/me';

/** What regenerating and deleting a key do (the page asks for confirmation first). */
export interface ApiKeyActionHandlers {
  onRegenerate: (key: ApiKey) => void;
  onDelete: (key: ApiKey) => void;
}

/** Row actions of an API key: edit, regenerate and delete (the last two confirm first, in the page). */
export function ApiKeyRowActions({ onRegenerate, onDelete }: ApiKeyActionHandlers) {
  const translate = useTranslate();
  const { isDemo } = useServices();
  const record = useRecordContext<ApiKey>();
  if (!record) return null;
  const name = record.name;
  return (
    <Stack direction="row" onClick={(event) => event.stopPropagation()}>
      <Tooltip title={translate('me.api.actions.edit', { name })}>
        <span>
          <IconButton
            component={Link}
            to={`/me/api/update/${encodeURIComponent(record.id)}`}
            aria-label={translate('me.api.actions.edit', { name })}
            disabled={isDemo}
            size="small"
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={translate('me.api.actions.regenerate', { name })}>
        <span>
          <IconButton
            onClick={() => onRegenerate(record)}
            aria-label={translate('me.api.actions.regenerate', { name })}
            disabled={isDemo}
            size="small"
          >
            <RefreshIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={translate('me.api.actions.delete', { name })}>
        <span>
          <IconButton
            onClick={() => onDelete(record)}
            aria-label={translate('me.api.actions.delete', { name })}
            disabled={isDemo}
            size="small"
            color="error"
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
