import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportJob } from '../../api/contract/importJob';

/** An import's error count: a button opening its errors when there are any, else 0. */
export function ImportErrorsButton({ job, onShowErrors }: { job: ImportJob; onShowErrors: (job: ImportJob) => void }) {
  const translate = useTranslate();
  if (job.errors.length === 0) return <>0</>;
  return (
    <Button
      size="small"
      onClick={() => onShowErrors(job)}
      aria-label={translate('imports.list.showErrors', { id: job.id, count: job.errors.length })}
    >
      {job.errors.length}
    </Button>
  );
}
