import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useResourceContext, useTranslate } from 'react-admin';
import type { ResolvedField } from '../ResourceDeclaration';
import { useFieldValue } from './useFieldValue';
import { useFrameworkTranslate } from '../useFrameworkTranslate';

/** A value with a copy button labelled "Copy <field>". */
export function CopyableField({ field }: { field: ResolvedField }) {
  const value = useFieldValue(field);
  const translate = useTranslate();
  const ft = useFrameworkTranslate();
  const notify = useNotify();
  const resource = useResourceContext();
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  const fieldLabel = translate(`resources.${resource}.fields.${field.column}`, { _: field.column });
  const label = ft('action.copyField', { field: fieldLabel });
  const copy = async (event: React.MouseEvent) => {
    event.stopPropagation();
    try {
      await navigator.clipboard.writeText(text);
      notify(ft('action.copied'), { type: 'info' });
    } catch {
      notify(ft('action.copyFailed'), { type: 'warning' });
    }
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
        {text}
      </Typography>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} onClick={copy}>
          <ContentCopyIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
