import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportJob } from '../../api/contract/importJob';

const colors = {
  uploading: 'grey.500',
  new: 'grey.500',
  processing: 'info.main',
  success: 'success.main',
  partial: 'warning.main',
  fail: 'error.main',
} as const satisfies Record<ImportJob['status'], string>;

/** Status of an import as a labelled chip: the text says it (full contrast), the border colour repeats it. */
export function ImportStatusChip({ status }: { status: ImportJob['status'] }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(`imports.status.${status}`)}
      sx={{ color: 'text.primary', borderColor: colors[status], borderWidth: 2 }}
    />
  );
}
