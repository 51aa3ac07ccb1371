import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import type { ImportJob } from '../../api/contract/importJob';

/** An import's delete button (the page asks for confirmation: `DeleteImportDialog`). */
export function DeleteImportButton({ job, onDelete }: { job: ImportJob; onDelete: (job: ImportJob) => void }) {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('imports.list.delete', { id: job.id })}>
      <IconButton
        size="small"
        onClick={() => onDelete(job)}
        aria-label={translate('imports.list.delete', { id: job.id })}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
